/**
 * A card's frame, the same language on every screen: its colour is the card's rarity
 * (the rarest of its items: grey, blue, purple, gold), its ornament the quality (a plain
 * edge for poor, studs for normal, corner jewels for superior), a crown on top once
 * ascended. A gem per item along the top-left edge shows each item's rarity, and a badge in
 * the bottom-left corner names the class by a sign.
 */
import type { CardClass, CardQuality, Rarity } from '@alchemy/game-rules';
import { INK } from './paint';
import { RARITY_COLOUR, RARITY_LIGHT } from './palettes';

const ASCENDED_GOLD = '#ffd36b';

/** The class signs, drawn around (0, 0) about 16 units across. */
const CLASS_SIGN: Record<CardClass, string> = {
  // A paw.
  Beast:
    '<ellipse cx="0" cy="3.5" rx="5" ry="4"/><circle cx="-5.5" cy="-3" r="2.2"/><circle cx="-1.8" cy="-6" r="2.2"/><circle cx="2.2" cy="-6" r="2.2"/><circle cx="5.8" cy="-3" r="2.2"/>',
  // A flame in a drop.
  Elemental: '<path d="M0-8C5-2 7 2 7 4A7 7 0 0 1-7 4C-7 1-3-2-2-6C0-2 1 0 0-8Z"/>',
  // A sword.
  Warrior: '<path d="M5-8L7-7 0 3 2 5 0 7-2 5-5 8-7 6-4 3-6 1-4-1-2 1Z"/>',
  // A star.
  Mage: '<path d="M0-8l2.4 4.9 5.4.8-3.9 3.8.9 5.4L0 4.4-4.8 6.9l.9-5.4-3.9-3.8 5.4-.8Z"/>',
  // A shield.
  Guardian: '<path d="M-7-7H7V0C7 5 3 8 0 9C-3 8-7 5-7 0Z"/>',
  // A gear.
  Mechanical:
    '<path d="M-1.5-8h3l.8 2.4 2.2 1 2.2-1.2 2.1 2.1-1.2 2.2 1 2.2 2.4.8v3l-2.4.8-1 2.2 1.2 2.2-2.1 2.1-2.2-1.2-2.2 1-.8 2.4h-3l-.8-2.4-2.2-1-2.2 1.2-2.1-2.1 1.2-2.2-1-2.2-2.4-.8v-3l2.4-.8 1-2.2-1.2-2.2 2.1-2.1 2.2 1.2 2.2-1Z" transform="scale(.9)"/><circle cx="0" cy="0" r="2.5" fill="#1b1228"/>',
  // A wing.
  Mythical: '<path d="M-7 7C-7-2-2-8 8-8C4-5 6-3 8-2C3 0 5 2 6 4C1 4-2 5-7 7Z"/>',
};

/** Studs on the middle of each edge: a normal card's frame. */
const STUDS = [
  [100, 4.5],
  [100, 275.5],
  [4.5, 140],
  [195.5, 140],
] as const;

/** A jewel and two arms in each corner: a superior card's frame. */
const CORNERS = [
  [10, 10, 1, 1],
  [190, 10, -1, 1],
  [10, 270, 1, -1],
  [190, 270, -1, -1],
] as const;

function qualityOrnaments(quality: CardQuality, rarity: Rarity): string {
  const light = RARITY_LIGHT[rarity];
  if (quality === 'poor') return '';
  const studs = STUDS.map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="4" fill="${light}" stroke="${INK}" stroke-width="1.5"/>`,
  ).join('');
  if (quality === 'normal') return studs;
  const corners = CORNERS.map(
    ([x, y, sx, sy]) =>
      `<path fill="${light}" stroke="${INK}" stroke-width="1.5" d="M${x} ${y}l${sx * 26} 0l${-sx * 4} ${sy * 5}l${-sx * 17} 0l0 ${sy * 17}l${-sx * 5} ${sy * 4}Z"/>` +
      `<path fill="${RARITY_COLOUR[rarity]}" stroke="${INK}" stroke-width="1.5" d="M${x + sx * 6} ${y}l${sx * 6} ${sy * 6}l${-sx * 6} ${sy * 6}l${-sx * 6} ${-sy * 6}Z"/>`,
  ).join('');
  return studs + corners;
}

const CROWN =
  `<path fill="${ASCENDED_GOLD}" stroke="${INK}" stroke-width="2" stroke-linejoin="round" d="M78 18L74-2 88 9 100-6 112 9 126-2 122 18Z"/>` +
  `<circle cx="100" cy="11" r="3.5" fill="#e23d5b" stroke="${INK}" stroke-width="1.5"/>`;

export function drawFrame(options: {
  cardClass: CardClass;
  quality: CardQuality;
  isAscended: boolean;
  rarity: Rarity;
  itemRarities: readonly Rarity[];
}): string {
  const { cardClass, quality, isAscended, rarity, itemRarities } = options;
  const colour = RARITY_COLOUR[rarity];
  const width = quality === 'poor' ? 5 : 7;
  const gems = itemRarities
    .slice(0, 4)
    .map(
      (itemRarity, index) =>
        `<path fill="${RARITY_COLOUR[itemRarity]}" stroke="${INK}" stroke-width="1.5" d="M${46 + index * 14} 15l6 7-6 7-6-7Z"/>`,
    )
    .join('');
  const ascended = isAscended
    ? `<rect x="1.5" y="1.5" width="197" height="277" rx="16" fill="none" stroke="${ASCENDED_GOLD}" stroke-width="3"/>${CROWN}`
    : '';
  return (
    // A soft inner glow of the rarity colour along the edge, then the edge itself.
    `<rect x="10" y="10" width="180" height="260" rx="10" fill="none" stroke="${colour}" stroke-opacity=".35" stroke-width="6"/>` +
    `<rect x="8" y="8" width="184" height="264" rx="11" fill="none" stroke="${INK}" stroke-width="2.5"/>` +
    `<rect x="${width / 2 + 1}" y="${width / 2 + 1}" width="${198 - width}" height="${278 - width}" rx="14" fill="none" stroke="${colour}" stroke-width="${width}"/>` +
    qualityOrnaments(quality, rarity) +
    gems +
    `<circle cx="28" cy="252" r="13" fill="${INK}" stroke="${colour}" stroke-width="2.5"/>` +
    `<g fill="${RARITY_LIGHT[rarity]}" transform="translate(28 252)">${CLASS_SIGN[cardClass]}</g>` +
    ascended
  );
}
