/**
 * An item's picture: its own game-icon (CC BY 3.0), inked and coloured in its family's
 * light on a disc of the family's colours, ringed in its rarity's colour; rare items glow,
 * epic ones more, legendary ones sparkle. The grid reads like a collection: flame items
 * warm, liquids blue, flora green... and within a family each item takes one of its
 * family's three hues. Drawn as SVG so it stays sharp from the 44 px tile to the preview.
 * No name inside: the picture's address is handed only to a player shown the item.
 */
import { seedFromString, toFamily, type Rarity } from '@alchemy/game-rules';
import { gameIcon } from './game-icons';
import { INK } from './portrait/paint';
import { FAMILY_LOOK, RARITY_COLOUR, RARITY_LIGHT } from './portrait/palettes';

/** How strongly each rarity glows around the disc (common not at all). */
const GLOW: Record<Rarity, number> = { common: 0, rare: 0.35, epic: 0.55, legendary: 0.7 };

const SPARKLES =
  'M22 30l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5ZM106 92l2 5 5 2-5 2-2 5-2-5-5-2 5-2ZM104 18l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6Z';

export interface ItemLook {
  icon: string;
  rarity: Rarity;
  /** The catalogue family; unknown ones are drawn as 'Any'. */
  family: string;
}

/** Which of its family's three hues an item takes: fixed by its icon (its own). */
export function itemHue(icon: string): 0 | 1 | 2 {
  return (seedFromString(icon) % 3) as 0 | 1 | 2;
}

export function itemPicture(look: ItemLook): string {
  const family = FAMILY_LOOK[toFamily(look.family)];
  const [shade, main, light] = family.tones[itemHue(look.icon)];
  const rim = RARITY_COLOUR[look.rarity];
  const icon = gameIcon(look.icon) ?? gameIcon('perspective-dice-six-faces-random');
  const scale = icon ? (76 / icon.size).toFixed(5) : '1';
  // The icon once in defs, used twice: a wide ink stroke under the coloured fill.
  const glyph = icon
    ? `<g id="i">${icon.body.replace(/ ?fill="currentColor"/g, '')}</g>`
    : '<g id="i"/>';
  const glow = GLOW[look.rarity];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">' +
    '<defs>' +
    `<radialGradient id="d" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${shade}"/><stop offset="1" stop-color="${family.sky[1]}"/></radialGradient>` +
    `<linearGradient id="f" x2="0" y2="1"><stop offset=".2" stop-color="${light}"/><stop offset="1" stop-color="${main}"/></linearGradient>` +
    (glow > 0
      ? `<radialGradient id="h"><stop offset=".75" stop-color="${rim}" stop-opacity="${glow}"/><stop offset="1" stop-color="${rim}" stop-opacity="0"/></radialGradient>`
      : '') +
    glyph +
    '</defs>' +
    (glow > 0 ? '<circle cx="64" cy="64" r="64" fill="url(#h)"/>' : '') +
    `<circle cx="64" cy="64" r="54" fill="url(#d)" stroke="${rim}" stroke-width="6"/>` +
    `<circle cx="64" cy="64" r="48" fill="none" stroke="${RARITY_LIGHT[look.rarity]}" stroke-opacity=".35" stroke-width="1.5"/>` +
    `<g transform="translate(26 25) scale(${scale})">` +
    `<use href="#i" fill="${INK}" stroke="${INK}" stroke-width="40" stroke-linejoin="round"/>` +
    '<use href="#i" fill="url(#f)"/>' +
    '</g>' +
    (look.rarity === 'legendary'
      ? `<path fill="${RARITY_LIGHT.legendary}" d="${SPARKLES}"/>`
      : '') +
    '</svg>'
  );
}

/** The picture of a secret: a question mark in the common medallion. */
export function secretPicture(): string {
  const rim = '#9aa3b5';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><title>Secret</title><circle cx="64" cy="64" r="60" fill="#1b1f2a" stroke="${rim}" stroke-width="4" stroke-dasharray="8 6"/><text x="64" y="84" text-anchor="middle" font-family="Georgia, serif" font-size="64" font-weight="700" fill="${rim}">?</text></svg>`;
}
