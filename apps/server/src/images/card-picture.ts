/**
 * A battle card's picture, composed from what makes the card itself: the icons of the items
 * it was forged from, large, each ringed in its own rarity's colour; its class emblem as a
 * badge and a faint watermark; a frame that shows its quality; a sigil whose shape, turn and
 * hue come from its id. Two
 * cards of one class therefore differ at a glance. SVG, drawn on the server from game-icons
 * (CC BY 3.0), so nothing is fetched at run time.
 */
import {
  RARITIES,
  seedFromString,
  type CardClass,
  type CardQuality,
  type Rarity,
} from '@alchemy/game-rules';
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

/** The frame says the quality: a dull single edge, a teal double edge, a gold ornate one. */
const QUALITY_FRAME: Record<CardQuality, { top: string; bottom: string; edge: string }> = {
  poor: { top: '#2a2a33', bottom: '#121218', edge: '#6b6470' },
  normal: { top: '#1d3346', bottom: '#0d1622', edge: '#3fd0c9' },
  superior: { top: '#3b2a57', bottom: '#150f26', edge: '#e8c77a' },
};

/** Where the item medallions sit (centre x, centre y, radius), by how many items. */
const LAYOUTS: Record<number, readonly (readonly [number, number, number])[]> = {
  1: [[100, 140, 58]],
  2: [
    [100, 96, 44],
    [100, 190, 44],
  ],
  3: [
    [100, 92, 44],
    [58, 182, 38],
    [142, 182, 38],
  ],
  4: [
    [60, 104, 38],
    [140, 104, 38],
    [60, 188, 38],
    [140, 188, 38],
  ],
};

export interface CardPictureItem {
  icon: string;
  rarity: Rarity;
}

function icon(name: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  const found = gameIcon(name);
  if (!found) return '';
  const scale = size / found.size;
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(5)})" fill="${fill}"${extra}>${found.body.replace(/fill="currentColor"/g, '')}</g>`;
}

/**
 * A star behind the items, its points, turn and hue taken from the card's id: cards forged
 * from the very same items still differ at a glance.
 */
function sigil(id: string): string {
  const seed = seedFromString(id);
  const points = 5 + (seed % 4);
  const step = points === 6 ? 2 : Math.floor(points / 2);
  const turn = ((seed >>> 3) % 360) * (Math.PI / 180);
  const colour = `hsl(${(seed >>> 12) % 360} 75% 62%)`;
  const corners = Array.from({ length: points }, (_, index) => {
    const angle = turn + ((index * step) % points) * ((2 * Math.PI) / points);
    return `${(100 + 84 * Math.cos(angle)).toFixed(1)},${(140 + 84 * Math.sin(angle)).toFixed(1)}`;
  });
  return `<circle cx="100" cy="140" r="92" fill="${colour}" fill-opacity=".1"/><polygon points="${corners.join(' ')}" fill="none" stroke="${colour}" stroke-opacity=".55" stroke-width="2"/><circle cx="100" cy="140" r="84" fill="none" stroke="${colour}" stroke-opacity=".35"/>`;
}

function frame(quality: CardQuality, edge: string): string {
  const outer = `<rect x="4" y="4" width="192" height="272" rx="16" fill="none" stroke="${edge}" stroke-width="${quality === 'poor' ? 3 : 5}"/>`;
  if (quality === 'poor') return outer;
  const inner = `<rect x="12" y="12" width="176" height="256" rx="11" fill="none" stroke="${edge}" stroke-opacity=".55"/>`;
  if (quality === 'normal') return outer + inner;
  const corners: readonly (readonly [number, number])[] = [
    [12, 12],
    [188, 12],
    [12, 268],
    [188, 268],
  ];
  const ornaments = corners
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y - 9} L${x + 9} ${y} L${x} ${y + 9} L${x - 9} ${y} Z" fill="${edge}"/>`,
    )
    .join('');
  return outer + inner + ornaments;
}

export function cardPicture(options: {
  /** The card's id: it turns the sigil, so even cards of the same items differ. */
  id: string;
  characterType: CardClass;
  quality: CardQuality;
  isAscended: boolean;
  items: readonly CardPictureItem[];
}): string {
  const best = options.items.reduce<Rarity>(
    (top, item) => (RARITIES.indexOf(item.rarity) > RARITIES.indexOf(top) ? item.rarity : top),
    'common',
  );
  const rim = RARITY_RIM[best];
  const look = QUALITY_FRAME[options.quality];
  const edge = options.isAscended ? '#ffd36b' : look.edge;
  const spots = LAYOUTS[Math.min(Math.max(options.items.length, 1), 4)] ?? [];
  const medallions = options.items
    .slice(0, 4)
    .map((item, index) => {
      const spot = spots[index];
      if (!spot) return '';
      const [cx, cy, r] = spot;
      const colour = RARITY_RIM[item.rarity];
      const size = Math.round(r * 1.3);
      return `<g data-item-icon="${item.icon}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0a14" stroke="${colour}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="${colour}" fill-opacity=".14"/>${icon(item.icon, cx - size / 2, cy - size / 2, size, '#f3ead2')}</g>`;
    })
    .join('');
  const emblem = CLASS_EMBLEM[options.characterType];
  const badge = `<circle cx="34" cy="34" r="20" fill="#0b0a14" stroke="${edge}" stroke-width="2"/>${icon(emblem, 20, 20, 28, edge)}`;
  const ascended = options.isAscended
    ? `<path d="M70 22 L85 8 L100 22 L115 8 L130 22 L126 36 L74 36 Z" fill="#ffd36b" stroke="#8a5a12" stroke-width="2"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" role="img"><title>${options.characterType} card</title><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.top}"/><stop offset="1" stop-color="${look.bottom}"/></linearGradient><radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${rim}" stop-opacity=".4"/><stop offset="1" stop-color="${rim}" stop-opacity="0"/></radialGradient></defs><rect x="4" y="4" width="192" height="272" rx="16" fill="url(#bg)"/><circle cx="100" cy="140" r="96" fill="url(#halo)"/>${icon(emblem, 30, 70, 140, rim, ' opacity=".12"')}${sigil(options.id)}${medallions}${frame(options.quality, edge)}${badge}${ascended}</svg>`;
}
