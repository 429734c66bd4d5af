import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_QUALITIES, CLASS_UNLOCK_LEVEL, unlockedClasses, type CardClass } from '../cards';
import { RARITIES } from '../rarity';
import { SKILL_TRIGGER_RANGE, type CardStats } from './card-stats';
import { ITEM_FAMILIES } from './families';
import { generateCard, requiredLevel, type LabItemInput } from './generate-card';
import { SKILL_LIBRARY } from './skill-library';
import { isSkill } from './skill-types';

const lavaThornEmber: LabItemInput[] = [
  { name: 'Lava', rarity: 'common', family: 'Stone' },
  { name: 'Thorn', rarity: 'common', family: 'Flora' },
  { name: 'Ember', rarity: 'common', family: 'Flame' },
];

const total = (stats: CardStats): number =>
  stats.attack + stats.defense + stats.health + stats.speed;

const itemArb = fc.record({
  name: fc.constantFrom('Lava', 'Thorn', 'Phoenix', 'Clockwork Dragon', 'Excalibur', 'Fire'),
  rarity: fc.constantFrom(...RARITIES),
  family: fc.constantFrom(...ITEM_FAMILIES),
});
const itemsArb = fc.array(itemArb, { minLength: 3, maxLength: 4 });
const levelArb = fc.integer({ min: 1, max: 60 });
const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('generateCard', () => {
  it('gives the same card for the same items, level and seed', () => {
    fc.assert(
      fc.property(itemsArb, levelArb, seedArb, (items, playerLevel, seed) => {
        expect(generateCard({ items, playerLevel, seed })).toEqual(
          generateCard({ items, playerLevel, seed }),
        );
      }),
    );
  });

  it('gives varied cards for different seeds', () => {
    const cards = Array.from({ length: 200 }, (_, seed) =>
      generateCard({ items: lavaThornEmber, playerLevel: 30, seed }),
    );
    const distinct = (pick: (card: (typeof cards)[number]) => unknown) =>
      new Set(cards.map((card) => JSON.stringify(pick(card)))).size;
    expect(distinct((card) => card.name)).toBeGreaterThan(190);
    expect(distinct((card) => card.skill.name)).toBeGreaterThan(20);
    expect(distinct((card) => card.characterType)).toBe(7);
    expect(distinct((card) => card.quality)).toBe(3);
    expect(distinct((card) => card.baseStats)).toBeGreaterThan(150);
  });

  it('makes a valid card for any items, level 1-60 and seed', () => {
    fc.assert(
      fc.property(itemsArb, levelArb, seedArb, (items, playerLevel, seed) => {
        const card = generateCard({ items, playerLevel, seed });
        expect(card.name.trim()).not.toBe('');
        expect(card.description.trim()).not.toBe('');
        expect(card.synergy.trim()).not.toBe('');
        expect(unlockedClasses(playerLevel)).toContain(card.characterType);
        expect(requiredLevel(card)).toBeLessThanOrEqual(playerLevel);
        expect(CARD_QUALITIES).toContain(card.quality);
        expect(card.level).toBe(playerLevel);
        for (const value of Object.values(card.baseStats)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
        expect(card.skillTriggerChance).toBeGreaterThanOrEqual(SKILL_TRIGGER_RANGE.min);
        expect(card.skillTriggerChance).toBeLessThanOrEqual(SKILL_TRIGGER_RANGE.max);
        expect(isSkill(card.skill)).toBe(true);
      }),
    );
  });

  it('beats all-common items with all-legendary ones at the same level and seed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ITEM_FAMILIES), { minLength: 3, maxLength: 3 }),
        levelArb,
        seedArb,
        (families, playerLevel, seed) => {
          const make = (rarity: (typeof RARITIES)[number]) =>
            generateCard({
              items: families.map((family) => ({ name: 'Lava', rarity, family })),
              playerLevel,
              seed,
            });
          const common = make('common');
          const legendary = make('legendary');
          expect(legendary.characterType).toBe(common.characterType);
          expect(total(legendary.baseStats)).toBeGreaterThan(total(common.baseStats));
        },
      ),
    );
  });

  // From level 30 every class is open, so the class draw no longer depends on the level.
  it('grows with the level once the class is the same', () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.integer({ min: 30, max: 59 }),
        fc.integer({ min: 1, max: 30 }),
        seedArb,
        (items, playerLevel, more, seed) => {
          const low = generateCard({ items, playerLevel, seed });
          const high = generateCard({ items, playerLevel: playerLevel + more, seed });
          expect(high.characterType).toBe(low.characterType);
          expect(total(high.baseStats)).toBeGreaterThan(total(low.baseStats));
        },
      ),
    );
  });

  it('draws poor 50%, normal 35%, superior 15% (within 2 points over 10,000 seeds)', () => {
    const counts = { poor: 0, normal: 0, superior: 0 };
    for (let seed = 0; seed < 10_000; seed += 1) {
      counts[generateCard({ items: lavaThornEmber, playerLevel: 1, seed }).quality] += 1;
    }
    expect(Math.abs(counts.poor / 100 - 50)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.normal / 100 - 35)).toBeLessThanOrEqual(2);
    expect(Math.abs(counts.superior / 100 - 15)).toBeLessThanOrEqual(2);
  });

  it('keeps each class profile on average over many cards', () => {
    const items: LabItemInput[] = ['Fire', 'Water', 'Air'].map((name) => ({
      name,
      rarity: 'epic',
      family: 'Any',
    }));
    const sums = new Map<
      CardClass,
      { n: number; atk: number; tank: number; spd: number; chance: number }
    >();
    for (let seed = 0; seed < 3000; seed += 1) {
      const card = generateCard({ items, playerLevel: 30, seed });
      const s = sums.get(card.characterType) ?? { n: 0, atk: 0, tank: 0, spd: 0, chance: 0 };
      s.n += 1;
      s.atk += card.baseStats.attack;
      s.tank += card.baseStats.defense + card.baseStats.health;
      s.spd += card.baseStats.speed;
      s.chance += card.skillTriggerChance;
      sums.set(card.characterType, s);
    }
    expect(sums.size).toBe(7);
    const leader = (key: 'atk' | 'tank' | 'spd' | 'chance') =>
      [...sums.entries()].reduce((best, entry) =>
        entry[1][key] / entry[1].n > best[1][key] / best[1].n ? entry : best,
      )[0];
    expect(leader('atk')).toBe('Warrior');
    expect(leader('tank')).toBe('Guardian');
    expect(leader('spd')).toBe('Beast');
    expect(leader('chance')).toBe('Mage');
  });

  it("leans the class towards the items' families", () => {
    const share = (family: string, level: number, cls: CardClass) => {
      let hits = 0;
      for (let seed = 0; seed < 1000; seed += 1) {
        const items = [1, 2, 3].map(() => ({ name: 'X', rarity: 'common' as const, family }));
        if (generateCard({ items, playerLevel: level, seed }).characterType === cls) hits += 1;
      }
      return hits / 1000;
    };
    // Expected 10 / 11 at level 1 and 10 / 16 at level 30 (class-weights.ts).
    expect(share('Beasts', 1, 'Beast')).toBeGreaterThan(0.85);
    expect(share('Flame', 1, 'Elemental')).toBeGreaterThan(0.85);
    expect(share('Arcane', 10, 'Mage')).toBeGreaterThan(0.7);
    expect(share('Spirits', 30, 'Mythical')).toBeGreaterThan(0.55);
    expect(share('Machines', 30, 'Mechanical')).toBeGreaterThan(0.55);
  });

  it("leans the skill towards the items' families", () => {
    const flameSkills = new Set(
      SKILL_LIBRARY.filter((entry) => entry.families.includes('Flame')).map((e) => e.skill.name),
    );
    const items: LabItemInput[] = ['Ember', 'Blaze', 'Inferno'].map((name) => ({
      name,
      rarity: 'common',
      family: 'Flame',
    }));
    let hits = 0;
    for (let seed = 0; seed < 1000; seed += 1) {
      if (flameSkills.has(generateCard({ items, playerLevel: 1, seed }).skill.name)) hits += 1;
    }
    // Unweighted, the Flame skills would come up about 16% of the time.
    expect(flameSkills.size / SKILL_LIBRARY.length).toBeLessThan(0.2);
    expect(hits / 1000).toBeGreaterThan(0.4);
  });

  it('hands out a copy of the library skill', () => {
    const card = generateCard({ items: lavaThornEmber, playerLevel: 1, seed: 1 });
    card.skill.effects[0]!.value = 99;
    const again = generateCard({ items: lavaThornEmber, playerLevel: 1, seed: 1 });
    expect(again.skill.effects[0]!.value).not.toBe(99);
  });

  it('refuses input the lab never sends', () => {
    expect(() => generateCard({ items: [], playerLevel: 1, seed: 1 })).toThrow(RangeError);
    expect(() => generateCard({ items: lavaThornEmber, playerLevel: 0, seed: 1 })).toThrow(
      RangeError,
    );
    expect(() => generateCard({ items: lavaThornEmber, playerLevel: 1.5, seed: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('requiredLevel', () => {
  it('is the class unlock level (docs/RULES.md, "Lab and battle cards")', () => {
    expect(requiredLevel({ characterType: 'Beast' })).toBe(1);
    expect(requiredLevel({ characterType: 'Mage' })).toBe(10);
    expect(requiredLevel({ characterType: 'Mythical' })).toBe(CLASS_UNLOCK_LEVEL.Mythical);
  });
});
