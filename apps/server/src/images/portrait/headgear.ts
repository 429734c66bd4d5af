/**
 * What a creature wears on its head and round its neck, by its items: a crown for a
 * legendary item, a halo for spirits, a flame crest, a sprout, crystals, an antenna...
 * Drawn around (0, 0), the top of the head, about 60 units wide; the body's head anchor
 * places, turns and scales it. An amulet hangs at the chest with a gem of the card's
 * rarest item.
 */
import type { ItemFamily, Rarity } from '@alchemy/game-rules';
import type { Body } from './body';
import { tube } from './paint';
import { RARITY_COLOUR, RARITY_LIGHT } from './palettes';

export type HeadgearKind =
  | 'crown'
  | 'halo'
  | 'horns'
  | 'flame-crest'
  | 'sprout'
  | 'crystals'
  | 'antenna'
  | 'plume'
  | 'fin'
  | 'spikes'
  | 'gem'
  | 'bare';

/** What each family may put on a head (a legendary item adds the crown). */
export const HEADGEAR_BY_FAMILY: Record<ItemFamily, readonly HeadgearKind[]> = {
  Flame: ['flame-crest', 'horns'],
  Liquids: ['fin', 'gem'],
  Weather: ['plume', 'halo'],
  Stone: ['crystals', 'horns'],
  Flora: ['sprout', 'plume'],
  Metals: ['spikes', 'crown'],
  Beasts: ['horns', 'plume'],
  Spirits: ['halo', 'gem'],
  Arcane: ['gem', 'crystals'],
  Machines: ['antenna', 'spikes'],
  Any: ['bare', 'gem'],
};

/** Hats and helmets leave room only for what floats above them. */
const FLOATING: ReadonlySet<HeadgearKind> = new Set(['crown', 'halo', 'gem', 'bare']);

export function fits(kind: HeadgearKind, body: Body): boolean {
  return body.headgear === 'any' || FLOATING.has(kind);
}

function crown(rarity: Rarity): string {
  return (
    '<path class="o" fill="#f5c542" d="M-20 2L-23-20-11-9 0-26 11-9 23-20 20 2Z"/>' +
    `<circle class="p" fill="${RARITY_COLOUR[rarity]}" cx="0" cy="-6" r="4"/>` +
    '<circle class="w" cx="-23" cy="-21" r="2.5"/><circle class="w" cx="0" cy="-27" r="2.5"/><circle class="w" cx="23" cy="-21" r="2.5"/>'
  );
}

const DRAW: Record<Exclude<HeadgearKind, 'crown' | 'bare'>, string> = {
  halo: '<ellipse class="T Ti" stroke-width="9" cx="0" cy="-16" rx="24" ry="7"/><ellipse class="T Tg" stroke-width="4" cx="0" cy="-16" rx="24" ry="7"/>',
  horns:
    tube('M-14 4C-28-6-30-22-20-36', 8, 'l') +
    tube('M14 4C28-6 30-22 20-36', 8, 'l') +
    '<path class="T Ts" stroke-width="2" d="M-24-10l6-2M-26-20l7 0M24-10l-6-2M26-20l-7 0"/>',
  'flame-crest':
    '<path class="o a" d="M-16 4C-22-10-14-20-10-30C-6-20-2-18 0-34C4-22 8-20 12-28C16-18 20-8 16 4Z"/>' +
    '<path class="g" d="M-8 2C-10-8-6-12-4-18C-2-12 0-10 2-20C4-12 6-10 8-14C10-6 10 0 8 2Z"/>',
  sprout:
    tube('M0 4C0-8 2-16 0-24', 4, 'k') +
    '<path class="o l" d="M0-14C-6-24-18-26-24-20C-18-12-8-10 0-14Z"/>' +
    '<path class="o m" d="M0-20C8-30 20-30 24-22C18-16 8-14 0-20Z"/>' +
    '<circle class="o a" cx="0" cy="-28" r="6"/><circle class="g" cx="0" cy="-28" r="2.5"/>',
  crystals:
    '<path class="o a" d="M-16 4L-20-14-12-24-8-8Z"/><path class="o b" d="M-6 4L-4-30 6-38 8-4Z"/><path class="o a" d="M10 4L14-16 22-20 20 2Z"/>',
  antenna:
    '<path class="o y" d="M-3 4V-22H3V4Z"/>' +
    '<circle class="o g" cx="0" cy="-28" r="7"/><circle class="w" cx="2" cy="-30" r="2"/>' +
    '<path class="T Tg" stroke-width="2.5" d="M-12-34a14 14 0 0 1 0-10M12-34a14 14 0 0 0 0-10"/>',
  plume:
    '<path class="o a" d="M0 4C-6-14 0-32 18-40C14-28 16-20 22-12C12-10 6-4 0 4Z"/>' +
    '<path class="T Ti" stroke-width="2" d="M2 0C6-14 10-26 16-34"/>',
  fin: '<path class="o a" d="M-18 4C-16-12-2-28 18-32C10-20 10-8 18 4Z"/><path class="t" d="M-6 2C-4-8 2-16 10-22M4 2C6-6 8-12 12-16"/>',
  spikes:
    '<path class="o x" d="M-18 4L-14-16-8 4ZM-6 4L0-26 6 4ZM8 4L14-16 18 4Z"/><path class="y" d="M0-26L6 4H2Z"/>',
  gem: '<path class="o a" d="M0-40L10-28 0-16-10-28Z"/><path class="b" d="M0-40L-10-28 0-28Z"/><path class="T Tg" stroke-width="2" d="M-16-28h-6M16-28h6M0-46v-4" opacity=".9"/>',
};

export function drawHeadgear(kind: HeadgearKind, body: Body, bestRarity: Rarity): string {
  if (kind === 'bare') return '';
  const { x, y, scale, tilt } = body.head;
  // Over a hat or a helmet a crown or a halo floats a little higher.
  const lift = body.headgear === 'small' ? -6 : 0;
  const art = kind === 'crown' ? crown(bestRarity) : DRAW[kind];
  return `<g transform="translate(${x} ${y + lift}) rotate(${tilt}) scale(${scale})">${art}</g>`;
}

export type AmuletShape = 'round' | 'diamond' | 'drop' | 'square' | 'star';

export const AMULET_BY_FAMILY: Record<ItemFamily, AmuletShape> = {
  Flame: 'drop',
  Liquids: 'drop',
  Weather: 'star',
  Stone: 'square',
  Flora: 'round',
  Metals: 'square',
  Beasts: 'round',
  Spirits: 'star',
  Arcane: 'diamond',
  Machines: 'square',
  Any: 'round',
};

const GEM_PATH: Record<AmuletShape, string> = {
  round: 'M-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0Z',
  diamond: 'M0-9L8 0 0 9-8 0Z',
  drop: 'M0-9C5-3 7 1 7 3A7 7 0 0 1-7 3C-7 1-5-3 0-9Z',
  square: 'M-7-7H7V7H-7Z',
  star: 'M0-9l2.6 5.4 6 .8-4.3 4.2 1 6L0 4.6-5.3 7.4l1-6L-8.6-2.8l6-.8Z',
};

/** A pendant on a cord at the chest; its gem is the colour of the card's rarest item. */
export function drawAmulet(shape: AmuletShape, body: Body, rarity: Rarity): string {
  const { x, y } = body.chest;
  return (
    `<path class="T Ti" stroke-width="2" d="M${x - 14} ${y - 14}Q${x} ${y + 2} ${x + 14} ${y - 14}"/>` +
    `<g transform="translate(${x} ${y})"><path class="p" fill="${RARITY_COLOUR[rarity]}" d="${GEM_PATH[shape]}"/>` +
    `<circle fill="${RARITY_LIGHT[rarity]}" cx="-2.5" cy="-2.5" r="2.2"/></g>`
  );
}
