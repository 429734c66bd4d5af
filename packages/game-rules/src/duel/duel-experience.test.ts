import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { xpForLevel } from '../levels';
import { applyExperience, duelExperience } from './duel-experience';

describe('duelExperience (docs/RULES.md, "Levels and experience")', () => {
  it.each([
    // win = ceil((xpForLevel(n + 1) - xpForLevel(n)) / 8); loss = ceil(win / 5)
    [1, 26, 6], // (205 - 0) / 8 = 25.6
    [2, 47, 10], // (575 - 205) / 8 = 46.25
    [4, 98, 20], // (1903 - 1120) / 8 = 97.9
  ])('against level %i: a win gives %i, a loss %i', (level, win, loss) => {
    expect(duelExperience(true, level)).toBe(win);
    expect(duelExperience(false, level)).toBe(loss);
  });
});

describe('applyExperience', () => {
  it('adds experience without a level-up', () => {
    expect(applyExperience(1, 0, 26)).toEqual({
      level: 1,
      experience: 26,
      levelsGained: 0,
      diamondsGained: 0,
    });
  });

  it('levels up at the threshold and gives 10 diamonds a level', () => {
    expect(applyExperience(1, 200, 5)).toEqual({
      level: 2,
      experience: 205,
      levelsGained: 1,
      diamondsGained: 10,
    });
    // 575 reaches level 3 and 1120 level 4: two levels at once.
    expect(applyExperience(2, 500, 700)).toEqual({
      level: 4,
      experience: 1200,
      levelsGained: 2,
      diamondsGained: 20,
    });
  });

  it('never lowers the level and always matches the experience otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 5000 }),
        (level, gained) => {
          const experience = xpForLevel(level);
          const outcome = applyExperience(level, experience, gained);
          expect(outcome.level).toBeGreaterThanOrEqual(level);
          expect(outcome.experience).toBe(experience + gained);
          expect(xpForLevel(outcome.level)).toBeLessThanOrEqual(outcome.experience);
          expect(xpForLevel(outcome.level + 1)).toBeGreaterThan(outcome.experience);
          expect(outcome.diamondsGained).toBe(10 * outcome.levelsGained);
        },
      ),
    );
  });
});
