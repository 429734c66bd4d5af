/**
 * A battle card's picture: a framed card with its class emblem large in the middle and the
 * icons of the items it was made from along the bottom, in the colours of its best item
 * rarity and its quality. SVG, drawn on the server from game-icons (CC BY 3.0).
 */
import type { CardClass, CardQuality, Rarity } from '@alchemy/game-rules';
import { gameIcon } from './game-icons';

const CLASS_EMBLEM: Record<CardClass, string> = {
  Beast: 'wolf-head',
  Elemental: 'fire-ray',
  Warrior: 'crossed-swords',
  Mage: 'wizard-staff',
  Guardian: 'shield',
  Mechanical: 'gears',
  Mythical: 'dragon-head',
};

const RARITY_RIM: Record<Rarity, string> = {
  common: '#9aa3b5',
  rare: '#4da3ff',
  epic: '#b76cff',
  legendary: '#ffb43d',
};

const QUALITY_GLOW: Record<CardQuality, { top: string; bottom: string }> = {
  poor: { top: '#2a2a33', bottom: '#121218' },
  normal: { top: '#23304d', bottom: '#0f1424' },
  superior: { top: '#3b2a57', bottom: '#150f26' },
};

function icon(name: string, x: number, y: number, size: number, fill: string): string {
  const found = gameIcon(name);
  if (!found) return '';
  const scale = size / found.size;
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(5)})" fill="${fill}">${found.body.replace(/fill="currentColor"/g, '')}</g>`;
}

export function cardPicture(options: {
  characterType: CardClass;
  quality: CardQuality;
  isAscended: boolean;
  bestRarity: Rarity;
  itemIcons: readonly string[];
}): string {
  const rim = RARITY_RIM[options.bestRarity];
  const glow = QUALITY_GLOW[options.quality];
  const gap = 200 / (options.itemIcons.length + 1);
  const items = options.itemIcons
    .map((name, index) => {
      const cx = gap * (index + 1);
      return `<circle cx="${cx}" cy="238" r="22" fill="#0b0a14" stroke="${rim}" stroke-width="2"/>${icon(name, cx - 14, 224, 28, '#e9e4d4')}`;
    })
    .join('');
  const ascended = options.isAscended
    ? `<path d="M70 26 L85 12 L100 26 L115 12 L130 26 L126 40 L74 40 Z" fill="#ffd36b" stroke="#8a5a12" stroke-width="2"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" role="img"><title>${options.characterType} card</title><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glow.top}"/><stop offset="1" stop-color="${glow.bottom}"/></linearGradient><radialGradient id="halo" cx="50%" cy="45%" r="50%"><stop offset="0" stop-color="${rim}" stop-opacity=".45"/><stop offset="1" stop-color="${rim}" stop-opacity="0"/></radialGradient></defs><rect x="4" y="4" width="192" height="272" rx="16" fill="url(#bg)" stroke="${rim}" stroke-width="5"/><rect x="13" y="13" width="174" height="254" rx="11" fill="none" stroke="${rim}" stroke-opacity=".4"/><circle cx="100" cy="120" r="78" fill="url(#halo)"/>${ascended}${icon(CLASS_EMBLEM[options.characterType], 45, 65, 110, '#f3ead2')}${items}</svg>`;
}
