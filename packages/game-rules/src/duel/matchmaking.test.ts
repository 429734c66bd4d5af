import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PowerCard } from './card-power';
import {
  byPowerCloseness,
  isNewcomer,
  newcomerWinsNeeded,
  strongestTeam,
  targetOpponentPower,
  winnableForNewcomer,
} from './matchmaking';

/** Power sqrt(attack x health) = attack when health = attack (no defense, speed, skill). */
const ofPower = (power: number): PowerCard => ({
  attack: power,
  health: power,
  defense: 0,
  speed: 0,
  skillTriggerChance: 0,
  skill: null,
});

describe('matchmaking vectors', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [10, false],
  ])('isNewcomer(%s fought) = %s', (fought, expected) => {
    expect(isNewcomer(fought)).toBe(expected);
  });

  it.each([
    [0.6, false],
    [0.649, false],
    [0.65, true],
    [0.9, true],
  ])('winnableForNewcomer(%s) = %s (60% plus a 5-point margin)', (chance, expected) => {
    expect(winnableForNewcomer(chance)).toBe(expected);
  });

  it.each([
    [1000, 650],
    [100, 65],
    [20, 13],
    [1, 1],
  ])('newcomerWinsNeeded(%s) = %s', (fights, needed) => {
    expect(newcomerWinsNeeded(fights)).toBe(needed);
  });

  it('newcomerWinsNeeded is the threshold winnableForNewcomer draws, for every count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (fights) => {
        const needed = newcomerWinsNeeded(fights);
        expect(needed).toBeGreaterThanOrEqual(0);
        expect(needed).toBeLessThanOrEqual(fights + 1);
        if (needed <= fights) expect(winnableForNewcomer(needed / fights)).toBe(true);
        if (needed > 0) expect(winnableForNewcomer((needed - 1) / fights)).toBe(false);
      }),
    );
  });

  it('aims at the team power, and 1.15 times lower for a newcomer', () => {
    expect(targetOpponentPower([ofPower(100)], false)).toBe(100);
    expect(targetOpponentPower([ofPower(115)], true)).toBeCloseTo(100, 6);
  });

  it('picks the strongest cards for the slots, best first', () => {
    const cards = [3, 9, 5, 7];
    expect(strongestTeam(cards, 2, (power) => power)).toEqual([9, 7]);
    expect(strongestTeam(cards, 0, (power) => power)).toEqual([]);
  });

  it('orders candidates by closeness in ratio, the weaker first on a tie', () => {
    // 50 and 200 are both a factor 2 from 100; 90 is nearest.
    expect(byPowerCloseness([200, 50, 90, 130], 100, (power) => power)).toEqual([90, 130, 50, 200]);
  });
});

describe('byPowerCloseness properties', () => {
  it('puts first a candidate no farther from the target than any other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 10_000 }),
        (powers, target) => {
          const [first] = byPowerCloseness(powers, target, (power) => power);
          const distance = (power: number) => Math.abs(Math.log(power / target));
          for (const power of powers) {
            expect(distance(first!)).toBeLessThanOrEqual(distance(power) + 1e-12);
          }
        },
      ),
    );
  });
});
