import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_CLASSES } from '../cards';
import { createRng } from '../rng';
import { cardSynergy, cardText, familiesByWeight, listItems, repeatsWord } from './card-names';
import { FAMILY_LABEL } from './families';
import { CLASS_ORIGIN, PAIR_SYNERGIES } from './text-words';

/** Real catalogue items (apps/server/content/items/*.json), a few per family. */
const CATALOGUE = [
  { name: 'Lava', family: 'Stone' },
  { name: 'Obsidian', family: 'Stone' },
  { name: 'Ember', family: 'Flame' },
  { name: 'Eternal Flame', family: 'Flame' },
  { name: 'Moss', family: 'Flora' },
  { name: 'World Tree', family: 'Flora' },
  { name: 'Tsunami', family: 'Liquids' },
  { name: 'Ice', family: 'Liquids' },
  { name: 'Lightning', family: 'Weather' },
  { name: 'Blizzard', family: 'Weather' },
  { name: 'Excalibur', family: 'Metals' },
  { name: 'Iron', family: 'Metals' },
  { name: 'Griffin', family: 'Beasts' },
  { name: 'Giant Squid', family: 'Beasts' },
  { name: 'Phoenix', family: 'Spirits' },
  { name: 'Wisp', family: 'Spirits' },
  { name: "Philosopher's Stone", family: 'Arcane' },
  { name: 'Star', family: 'Arcane' },
  { name: 'Clockwork Dragon', family: 'Machines' },
  { name: 'Gear', family: 'Machines' },
  { name: 'Fire', family: 'Any' },
  { name: 'Water', family: 'Any' },
] as const;

const itemsArb = fc.array(fc.constantFrom(...CATALOGUE), { minLength: 1, maxLength: 4 });
const classArb = fc.constantFrom(...CARD_CLASSES);
const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('repeatsWord', () => {
  it.each([
    [['Stone', 'Stone'], true],
    [['Iron', 'Iron', 'back'], true],
    [['Thorned', 'Thorn', 'back'], true],
    [['Elder', 'Elder', 'heart'], true],
    [['Phoenix', 'Phoenix'], true],
    [['Molten', 'Thorn', 'back'], false],
    [['Steel-clad', 'Sentinel'], false],
    [['Tidal', 'Sentinel'], false],
    [['Deep', 'back', 'of the Deep'], true],
    [['Cinder', 'back', 'of the Ashfall'], false],
    [['Frost', 'hide', 'the Lone'], false],
  ] as const)('%j -> %s', (parts, repeated) => {
    expect(repeatsWord(parts)).toBe(repeated);
  });
});

describe('card text', () => {
  it('names, describes and explains every card from its items, without repeated words', () => {
    fc.assert(
      fc.property(itemsArb, classArb, seedArb, (items, cls, seed) => {
        const text = cardText(items, cls, createRng(seed));
        expect(text.name.trim()).not.toBe('');
        expect(text.name).toMatch(/^[A-Z][A-Za-z' -]+$/);
        expect(repeatsWord(text.name.split(' '))).toBe(false);
        for (const item of items) expect(text.description).toContain(item.name);
        expect(text.description).toContain(CLASS_ORIGIN[cls].noun);
        expect(text.description).toContain(text.name);
        const [lead] = familiesByWeight(items);
        expect(text.synergy).toContain(FAMILY_LABEL[lead!]);
        expect(text.synergy).toMatch(/\.$/);
        for (const line of Object.values(text)) expect(line).not.toMatch(/undefined|#|\d/);
      }),
    );
  });

  it('is the same for the same generator seed', () => {
    const items = [CATALOGUE[0], CATALOGUE[4], CATALOGUE[2]];
    expect(cardText(items, 'Beast', createRng(7))).toEqual(cardText(items, 'Beast', createRng(7)));
  });

  it('gives many different names to one set of items', () => {
    const items = [CATALOGUE[0], CATALOGUE[4], CATALOGUE[2]];
    const names = new Set(
      Array.from({ length: 200 }, (_, seed) => cardText(items, 'Beast', createRng(seed)).name),
    );
    expect(names.size).toBeGreaterThan(180);
  });

  it('writes a hand-made line for a pair that has one, about half the time', () => {
    const items = [
      { name: 'Ember', family: 'Flame' },
      { name: 'Moss', family: 'Flora' },
    ];
    const handMade = PAIR_SYNERGIES['Flame+Flora']!.map((line) => `Flame and Flora: ${line}`);
    const lines = Array.from({ length: 200 }, (_, seed) => cardSynergy(items, createRng(seed)));
    const written = lines.filter((line) => handMade.includes(line));
    expect(written.length).toBeGreaterThan(70);
    expect(written.length).toBeLessThan(130);
    expect(new Set(written)).toEqual(new Set(handMade));
    for (const line of lines) expect(line).toMatch(/^Flame and Flora: [a-z].+\.$/);
  });

  it('reads one family alone as "Pure ..." with two different clauses', () => {
    const shape = /^Pure Stone: (.+?)(?: while |, and |; )(.+)\.$/;
    for (let seed = 0; seed < 50; seed += 1) {
      const line = cardSynergy([{ name: 'Lava', family: 'Stone' }], createRng(seed));
      expect(line).toMatch(shape);
      const [, a, b] = shape.exec(line)!;
      expect(a).not.toBe(b);
    }
  });

  it('names every item, whatever the opening, and one item alone reads well', () => {
    const openings = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1) {
      const items = [CATALOGUE[0], CATALOGUE[4], CATALOGUE[2]];
      const text = cardText(items, 'Beast', createRng(seed));
      openings.add(text.description.replace(text.name, '{name}').split('.')[0]!);
      const alone = cardText([CATALOGUE[0]], 'Beast', createRng(seed));
      expect(alone.description).not.toMatch(/When Lava met/);
      expect(alone.description).toContain('Lava');
    }
    expect(openings.size).toBe(4);
  });

  it('leads with the most frequent family, ties in item order', () => {
    expect(
      familiesByWeight([
        { name: 'Ember', family: 'Flame' },
        { name: 'Moss', family: 'Flora' },
        { name: 'Fern', family: 'Flora' },
      ]),
    ).toEqual(['Flora', 'Flame']);
    expect(familiesByWeight([{ name: 'Goo', family: 'Slime' }])).toEqual(['Any']);
  });

  it('lists items once each', () => {
    expect(listItems(['Lava'])).toBe('Lava');
    expect(listItems(['Lava', 'Thorn'])).toBe('Lava and Thorn');
    expect(listItems(['Lava', 'Thorn', 'Lava', 'Ember'])).toBe('Lava, Thorn and Ember');
  });
});
