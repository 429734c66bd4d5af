/**
 * What a card's portrait is made of, chosen from the card alone: the body by its class and
 * seed; the palette, markings, headgear, amulet, effects and backdrop by its items'
 * families and rarities; the frame by its rarity, quality and ascension. The same card
 * always gets the same traits (the rng is seeded by the card's seed and its items), and
 * the traits name everything a person sees, so they are the portrait's perceptual key.
 */
import {
  createRng,
  RARITIES,
  seedFromString,
  toFamily,
  type CardClass,
  type CardQuality,
  type ItemFamily,
  type Rarity,
} from '@alchemy/game-rules';
import { hasCostume, type Body } from './body';
import { BODIES_BY_CLASS } from './bodies';
import {
  AMULET_BY_FAMILY,
  fits,
  HEADGEAR_BY_FAMILY,
  type AmuletShape,
  type HeadgearKind,
} from './headgear';
import { MARKINGS } from './markings';

interface PortraitItem {
  /** The item's id: which items went in steers the seeded choices too. */
  id: string;
  /** The catalogue family; an unknown one counts as 'Any'. */
  family: string;
  rarity: Rarity;
}

export interface PortraitInput {
  /** The card's stored generation seed. */
  seed: number;
  cardClass: CardClass;
  items: readonly PortraitItem[];
  quality: CardQuality;
  isAscended: boolean;
}

export interface PortraitTraits {
  body: Body;
  /** The first element: body colour, backdrop, amulet. */
  family: ItemFamily;
  /** Which of the family's three body colours. */
  tone: 0 | 1 | 2;
  /** The second element: accent, glow and markings. */
  accentFamily: ItemFamily;
  marking: { family: ItemFamily; index: number; name: string };
  headgear: HeadgearKind;
  amulet: AmuletShape | null;
  /** Families whose particles fly around, the strongest first. */
  effects: readonly ItemFamily[];
  scene: 0 | 1;
  /** As drawn, stout or lanky (portrait.ts BUILDS). */
  build: 0 | 1 | 2;
  /** The costume's colour: the body's, the accent, or the second element's body colour. */
  costume: 0 | 1 | 2;
  flesh: number;
  hair: number;
  /** The rarest item's rarity: the frame's colour, the halo, the gem of the amulet. */
  rarity: Rarity;
  itemRarities: readonly Rarity[];
  quality: CardQuality;
  isAscended: boolean;
}

const rank = (rarity: Rarity) => RARITIES.indexOf(rarity);

/**
 * An elemental is made of its first element's matter (a flame elemental is a flame, a
 * liquid one a drop): its bodies by that family. Every other class draws from its pool.
 */
const ELEMENTAL_MATTER: Record<ItemFamily, readonly string[]> = {
  Flame: ['elemental-ember'],
  Liquids: ['elemental-droplet'],
  Weather: ['elemental-stormcloud', 'elemental-wisp'],
  Stone: ['elemental-boulder', 'elemental-crystal'],
  Flora: ['elemental-sprout'],
  Metals: ['elemental-crystal', 'elemental-boulder'],
  Beasts: ['elemental-boulder', 'elemental-sprout', 'elemental-ember'],
  Spirits: ['elemental-wisp', 'elemental-stormcloud'],
  Arcane: ['elemental-crystal', 'elemental-wisp'],
  Machines: ['elemental-boulder', 'elemental-crystal'],
  Any: ['elemental-stormcloud', 'elemental-boulder', 'elemental-crystal'],
};

function bodiesFor(cardClass: CardClass, family: ItemFamily): readonly Body[] {
  const pool = BODIES_BY_CLASS[cardClass];
  if (cardClass !== 'Elemental') return pool;
  const matter = pool.filter((body) => ELEMENTAL_MATTER[family].includes(body.id));
  return matter.length > 0 ? matter : pool;
}

/** Families by weight (an item counts 1 plus its rarity's rank), heaviest first. */
function familiesByWeight(items: readonly PortraitItem[]): ItemFamily[] {
  const weight = new Map<ItemFamily, number>();
  for (const item of items) {
    const family = toFamily(item.family);
    weight.set(family, (weight.get(family) ?? 0) + 1 + rank(item.rarity));
  }
  // A stable sort keeps the slot order among equals.
  return [...weight.entries()].sort((a, b) => b[1] - a[1]).map(([family]) => family);
}

export function chooseTraits(input: PortraitInput): PortraitTraits {
  const rng = createRng(
    seedFromString(`portrait|${input.seed >>> 0}|${input.items.map((item) => item.id).join(',')}`),
  );
  const families = familiesByWeight(input.items);
  const family = families[0] ?? 'Any';
  const accentFamily = families[1] ?? family;
  const rarity = input.items.reduce<Rarity>(
    (best, item) => (rank(item.rarity) > rank(best) ? item.rarity : best),
    'common',
  );

  const body = rng.pick(bodiesFor(input.cardClass, family));
  const tone = rng.int(0, 2) as 0 | 1 | 2;
  const markingIndex = rng.int(0, 1);
  const markingName = MARKINGS[accentFamily][markingIndex]?.[0] ?? 'none';

  const offered = new Set<HeadgearKind>(['bare']);
  for (const each of families) for (const kind of HEADGEAR_BY_FAMILY[each]) offered.add(kind);
  if (rarity === 'legendary') offered.add('crown');
  if (body.headgear === 'small') offered.add('gem');
  const headgear = rng.pick([...offered].filter((kind) => fits(kind, body)));

  const amulet = rank(rarity) > 0 || rng.chance(0.5) ? AMULET_BY_FAMILY[family] : null;
  const scene = rng.int(0, 1) as 0 | 1;
  const costume = rng.int(0, 2) as 0 | 1 | 2;
  const build = rng.int(0, 2) as 0 | 1 | 2;
  const flesh = rng.int(0, 5);
  const hair = rng.int(0, 5);

  return {
    body,
    family,
    tone,
    accentFamily,
    marking: { family: accentFamily, index: markingIndex, name: markingName },
    headgear,
    amulet,
    effects: families.slice(0, 2),
    scene,
    build,
    costume,
    flesh,
    hair,
    rarity,
    itemRarities: input.items.map((item) => item.rarity),
    quality: input.quality,
    isAscended: input.isAscended,
  };
}

/**
 * Everything a person can tell apart on a portrait, as one string: two cards with the same
 * key would look alike. (Particle positions are left out: they alone do not make a
 * different creature.)
 */
export function perceptualKey(traits: PortraitTraits): string {
  const folk = ['Warrior', 'Mage'].includes(traits.body.cardClass)
    ? `|${traits.flesh}.${traits.hair}`
    : '';
  const costume = hasCostume(traits.body) ? `|costume${traits.costume}` : '';
  return (
    [
      `${traits.body.id}.${['as-drawn', 'stout', 'lanky'][traits.build]}`,
      `${traits.family}.${traits.tone}`,
      traits.accentFamily,
      traits.marking.name,
      traits.headgear,
      traits.amulet ?? 'no-amulet',
      traits.effects.join('+'),
      `scene${traits.scene}`,
      `${traits.rarity}.${traits.quality}.${traits.isAscended ? 'ascended' : 'plain'}`,
      traits.itemRarities.join('.'),
    ].join('|') +
    folk +
    costume
  );
}
