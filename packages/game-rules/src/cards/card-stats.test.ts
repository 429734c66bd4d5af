import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_CLASSES, slotRarities, type CardClass } from '../cards';
import { RARITIES } from '../rarity';
import { createRng } from '../rng';
import {
  CLASS_PROFILES,
  SKILL_TRIGGER_RANGE,
  effectiveStats,
  levelGrowth,
  rarityGrowth,
  raritySum,
  rollBaseStats,
  type CardStats,
} from './card-stats';

const total = (stats: CardStats): number =>
  stats.attack + stats.defense + stats.health + stats.speed;

// Quality factors poor 0.5, normal 1, superior 1.5; ascension +20%.
describe('effectiveStats (docs/RULES.md, "Lab and battle cards")', () => {
  const base = { attack: 24, defense: 14, health: 130, speed: 14 };
  it.each([
    ['poor', false, { attack: 12, defense: 7, health: 65, speed: 7 }],
    ['normal', false, base],
    ['superior', false, { attack: 36, defense: 21, health: 195, speed: 21 }],
    // Ascended is only reached from superior: 1.5 x 1.2 = 1.8.
    ['superior', true, { attack: 43, defense: 25, health: 234, speed: 25 }],
    ['poor', true, { attack: 14, defense: 8, health: 78, speed: 8 }],
  ] as const)('%s ascended=%s', (quality, ascended, expected) => {
    expect(effectiveStats(base, quality, ascended)).toEqual(expected);
  });

  it('keeps every stat at least 1', () => {
    expect(effectiveStats({ attack: 1, defense: 1, health: 1, speed: 1 }, 'poor', false)).toEqual({
      attack: 1,
      defense: 1,
      health: 1,
      speed: 1,
    });
  });
});

describe('growth', () => {
  // card-stats.ts: 1 + 0.1 (L - 1) + 0.0015 (L - 1)^2.
  it.each([
    [1, 1],
    [10, 2.0215],
    [30, 5.1615],
    [60, 12.1215],
  ])('level %i grows stats x%d', (level, factor) => {
    expect(levelGrowth(level)).toBeCloseTo(factor, 9);
  });

  // Rarity weights 1/2/4/8, +3% per point over three commons.
  it.each([
    [1, 3, 1],
    [10, 6, 1.09],
    [30, 18, 1.45],
    [45, 24, 1.63],
  ])('the level-%i slot tier sums to %i and grows stats x%d', (level, sum, factor) => {
    expect(raritySum(slotRarities(level))).toBe(sum);
    expect(rarityGrowth(sum)).toBeCloseTo(factor, 9);
  });

  it('never shrinks as the slot tiers rise with level', () => {
    for (let level = 1; level < 60; level += 1) {
      expect(raritySum(slotRarities(level + 1))).toBeGreaterThanOrEqual(
        raritySum(slotRarities(level)),
      );
    }
  });
});

const classArb = fc.constantFrom(...CARD_CLASSES);
const raritiesArb = fc.array(fc.constantFrom(...RARITIES), { minLength: 1, maxLength: 4 });
const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('rollBaseStats', () => {
  it('gives positive integer stats and a skill chance within 0.10-0.60', () => {
    fc.assert(
      fc.property(
        classArb,
        raritiesArb,
        fc.integer({ min: 1, max: 1000 }),
        seedArb,
        (cls, rarities, level, seed) => {
          const { baseStats, skillTriggerChance } = rollBaseStats(
            { characterType: cls, rarities, level },
            createRng(seed),
          );
          for (const value of Object.values(baseStats)) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(1);
          }
          expect(skillTriggerChance).toBeGreaterThanOrEqual(SKILL_TRIGGER_RANGE.min);
          expect(skillTriggerChance).toBeLessThanOrEqual(SKILL_TRIGGER_RANGE.max);
        },
      ),
    );
  });

  it('grows with the level, every stat, for the same class, items and seed', () => {
    fc.assert(
      fc.property(
        classArb,
        raritiesArb,
        fc.integer({ min: 1, max: 59 }),
        fc.integer({ min: 1, max: 20 }),
        seedArb,
        (cls, rarities, level, more, seed) => {
          const roll = (at: number) =>
            rollBaseStats({ characterType: cls, rarities, level: at }, createRng(seed)).baseStats;
          const low = roll(level);
          const high = roll(level + more);
          expect(total(high)).toBeGreaterThan(total(low));
          for (const key of ['attack', 'defense', 'health', 'speed'] as const) {
            expect(high[key]).toBeGreaterThanOrEqual(low[key]);
          }
        },
      ),
    );
  });

  it('grows with the rarities for the same class, level and seed', () => {
    fc.assert(
      fc.property(classArb, fc.integer({ min: 1, max: 60 }), seedArb, (cls, level, seed) => {
        const roll = (rarities: readonly (typeof RARITIES)[number][]) =>
          rollBaseStats({ characterType: cls, rarities, level }, createRng(seed));
        const common = roll(['common', 'common', 'common']);
        const legendary = roll(['legendary', 'legendary', 'legendary']);
        expect(total(legendary.baseStats)).toBeGreaterThan(total(common.baseStats));
        expect(legendary.skillTriggerChance).toBeGreaterThanOrEqual(common.skillTriggerChance);
      }),
    );
  });

  /** Mean stats of a class over many seeds at one level and tier. */
  function means(cls: CardClass, level: number) {
    const sums = { attack: 0, defense: 0, health: 0, speed: 0, chance: 0 };
    const runs = 400;
    for (let seed = 0; seed < runs; seed += 1) {
      const { baseStats, skillTriggerChance } = rollBaseStats(
        { characterType: cls, rarities: slotRarities(level), level },
        createRng(seed),
      );
      sums.attack += baseStats.attack / runs;
      sums.defense += baseStats.defense / runs;
      sums.health += baseStats.health / runs;
      sums.speed += baseStats.speed / runs;
      sums.chance += skillTriggerChance / runs;
    }
    return sums;
  }

  it.each([1, 30])('keeps each class profile on average at level %i', (level) => {
    const byClass = CARD_CLASSES.map((cls) => [cls, means(cls, level)] as const);
    const leader = (score: (m: ReturnType<typeof means>) => number) =>
      byClass.reduce((best, entry) => (score(entry[1]) > score(best[1]) ? entry : best))[0];
    expect(leader((m) => m.attack)).toBe('Warrior');
    expect(leader((m) => m.defense + m.health)).toBe('Guardian');
    expect(leader((m) => m.speed)).toBe('Beast');
    expect(leader((m) => m.chance)).toBe('Mage');
    // Mechanical is the other defender: its defense is second only to Guardian's.
    const defense = byClass
      .map(([cls, m]) => [cls, m.defense] as const)
      .sort((a, b) => b[1] - a[1]);
    expect(defense.slice(0, 2).map(([cls]) => cls)).toEqual(['Guardian', 'Mechanical']);
  });

  // Issue 4: at level 1 a normal card has ~100-160 health, 18-30 attack, 8-20 defense and
  // speed, so that a hit (damage formula of docs/RULES.md, "Duel engine") takes a fraction.
  it('puts level-1 cards in the ranges the duel is tuned for', () => {
    for (const cls of CARD_CLASSES) {
      const profile = CLASS_PROFILES[cls];
      expect(profile.health, cls).toBeGreaterThanOrEqual(100);
      expect(profile.health, cls).toBeLessThanOrEqual(160);
      expect(profile.attack, cls).toBeGreaterThanOrEqual(18);
      expect(profile.attack, cls).toBeLessThanOrEqual(30);
      for (const stat of [profile.defense, profile.speed]) {
        expect(stat, cls).toBeGreaterThanOrEqual(8);
        expect(stat, cls).toBeLessThanOrEqual(20);
      }
    }
  });
});
