/**
 * Card text over the real catalogue (apps/server/content): 1,000 cards forged from random
 * valid item sets, as players would forge them, must rarely share a name, and every name
 * must be readable back to the card's items, their families and its class (issue 24).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slotRarities, type CardClass } from '../cards';
import { SEED_ITEMS } from '../crafting';
import { RARITIES, type Rarity } from '../rarity';
import { createRng, type Rng } from '../rng';
import { compound } from './card-names';
import { toFamily, type ItemFamily } from './families';
import { generateCard, type GeneratedCard, type LabItemInput } from './generate-card';
import {
  CLASS_EPITHETS,
  CLASS_NOUNS,
  CLASS_SUFFIXES,
  FAMILY_ADJECTIVES,
  FAMILY_PLACES,
  FAMILY_STEMS,
  ITEM_MARKS,
} from './name-words';

const CONTENT = new URL('../../../../apps/server/content/', import.meta.url);

function readCatalogue(): LabItemInput[] {
  const dir = new URL('items/', CONTENT);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown[])
    .map((entry) => {
      const { name, rarity, family } = entry as Record<string, unknown>;
      if (typeof name !== 'string' || typeof family !== 'string') throw new Error('bad item');
      if (!RARITIES.includes(rarity as Rarity)) throw new Error(`bad rarity of ${name}`);
      return { name, rarity: rarity as Rarity, family };
    });
}

const CATALOGUE = readCatalogue();
const RECIPES = JSON.parse(readFileSync(new URL('recipes.json', CONTENT), 'utf8')) as [
  string,
  string,
  string,
][];

/** The items a player of this level can hold: the bases they have, and all they make. */
const reachableByLevel = new Map<number, LabItemInput[]>();
function reachable(level: number): LabItemInput[] {
  const bases = SEED_ITEMS.filter((seed) => seed.level <= level).length;
  const known = reachableByLevel.get(bases);
  if (known) return known;
  const held = new Set<string>(SEED_ITEMS.slice(0, bases).map((seed) => seed.name));
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b, result] of RECIPES) {
      if (held.has(a) && held.has(b) && !held.has(result)) {
        held.add(result);
        grew = true;
      }
    }
  }
  const items = CATALOGUE.filter((item) => held.has(item.name));
  reachableByLevel.set(bases, items);
  return items;
}

interface Forged {
  items: LabItemInput[];
  card: GeneratedCard;
}

/** One valid lab craft: a different reachable item of the right rarity in every slot. */
function forge(level: number, rng: Rng): Forged {
  const items: LabItemInput[] = [];
  for (const rarity of slotRarities(level)) {
    const pool = reachable(level).filter((item) => item.rarity === rarity);
    let item = rng.pick(pool);
    while (items.includes(item)) item = rng.pick(pool);
    items.push(item);
  }
  const seed = rng.int(0, 2 ** 32 - 1);
  return { items, card: generateCard({ items, playerLevel: level, seed }) };
}

function population(seed: number, levelOf: (rng: Rng) => number): Forged[] {
  const rng = createRng(seed);
  return Array.from({ length: 1000 }, () => forge(levelOf(rng), rng));
}

/** How many cards hold a name that another card holds too. */
function sharingAName(cards: readonly Forged[]): number {
  const counts = new Map<string, number>();
  for (const { card } of cards) counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
  return cards.filter(({ card }) => counts.get(card.name)! > 1).length;
}

/** Every stem + suffix compound a family and a class can make. */
const compoundCache = new Map<string, string[]>();
function compoundsOf(family: ItemFamily, cls: CardClass): string[] {
  const key = `${family}:${cls}`;
  let made = compoundCache.get(key);
  if (!made) {
    made = FAMILY_STEMS[family].flatMap((stem) =>
      CLASS_SUFFIXES[cls].map((suffix) => compound(stem, suffix)),
    );
    compoundCache.set(key, made);
  }
  return made;
}

/**
 * Which shape of name this is, read back from the words alone, or null when some word
 * comes from none of the card's items, families or class.
 */
function traceName(name: string, items: readonly LabItemInput[], cls: CardClass): string | null {
  const families = [...new Set(items.map((item) => toFamily(item.family)))];
  const compounds = new Set(families.flatMap((family) => compoundsOf(family, cls)));
  const nouns = new Set(CLASS_NOUNS[cls]);
  const [head = '', ...restWords] = name.split(' ');
  const rest = restWords.join(' ');
  for (const adjective of families.flatMap((family) => FAMILY_ADJECTIVES[family])) {
    if (adjective === head && compounds.has(rest)) return 'adjective-compound';
    // The fallback when every drawn name repeated a word.
    if (adjective === head && nouns.has(rest)) return 'adjective-noun';
  }
  for (const place of families.flatMap((family) => FAMILY_PLACES[family])) {
    if (name.endsWith(` ${place}`) && compounds.has(name.slice(0, -place.length - 1))) {
      return 'compound-place';
    }
  }
  for (const epithet of CLASS_EPITHETS[cls]) {
    if (name.endsWith(` ${epithet}`) && compounds.has(name.slice(0, -epithet.length - 1))) {
      return 'compound-epithet';
    }
  }
  const marked = new Set(items.flatMap((item) => ITEM_MARKS.map((mark) => `${item.name}-${mark}`)));
  if (marked.has(head) && (nouns.has(rest) || compounds.has(rest))) return 'item-mark';
  for (const item of items) {
    if (nouns.has(name.slice(item.name.length + 1)) && name.startsWith(`${item.name} `)) {
      return 'item-noun';
    }
  }
  return null;
}

/** A description with its card's name and item list taken out: its template. */
function skeleton({ items, card }: Forged): string {
  let text = card.description.replace(card.name, '{name}');
  for (const item of items) text = text.replace(item.name, '{item}');
  return text;
}

describe('card names over the catalogue', () => {
  const anyLevel = population(24, (rng) => rng.int(1, 60));
  // A newcomer's cards: level 1, three commons from what Fire and Water make.
  const newcomers = population(23, () => 1);

  it.each([
    ['players of every level', anyLevel],
    ['newcomers at level 1', newcomers],
  ])('gives 1,000 cards of %s names that at most 2%% of them share', (_, cards) => {
    expect(new Set(cards.map(({ card }) => card.name)).size).toBeGreaterThanOrEqual(980);
    expect(sharingAName(cards)).toBeLessThanOrEqual(20);
  });

  it('stays under 2% for other draws of newcomers too', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(sharingAName(population(seed, () => 1))).toBeLessThanOrEqual(20);
    }
  });

  it('reads every name back to its items, their families and the class', () => {
    const shapes = new Map<string, number>();
    for (const { items, card } of [...anyLevel, ...newcomers]) {
      const shape = traceName(card.name, items, card.characterType);
      expect(shape, `${card.name} from ${items.map((i) => i.name).join(', ')}`).not.toBeNull();
      shapes.set(shape!, (shapes.get(shape!) ?? 0) + 1);
    }
    // Every shape is in use, and none takes more than half of the names.
    for (const shape of ['adjective-compound', 'compound-place', 'compound-epithet']) {
      expect(shapes.get(shape)).toBeGreaterThan(100);
    }
    expect(shapes.get('item-mark')).toBeGreaterThan(100);
    expect(shapes.get('item-noun')).toBeGreaterThan(10);
    for (const count of shapes.values()) expect(count).toBeLessThan(1000);
  });

  it('keeps names short enough for a card face', () => {
    for (const { card } of anyLevel) expect(card.name.length).toBeLessThanOrEqual(30);
  });

  it('does not write every description or synergy line from one template', () => {
    const templates = new Map<string, number>();
    for (const forged of anyLevel) {
      const key = skeleton(forged);
      templates.set(key, (templates.get(key) ?? 0) + 1);
    }
    expect(templates.size).toBeGreaterThan(500);
    expect(Math.max(...templates.values())).toBeLessThanOrEqual(10);
    const synergies = new Set(anyLevel.map(({ card }) => card.synergy));
    expect(synergies.size).toBeGreaterThan(700);
  });
});
