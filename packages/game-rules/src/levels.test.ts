import { describe, expect, it } from 'vitest';
import {
  duelLossExperience,
  duelWinExperience,
  levelForExperience,
  levelProgress,
  MAX_LEVEL,
  xpForLevel,
} from './levels';

describe('xpForLevel', () => {
  // Vectors: docs/RULES.md, "Levels and experience".
  it.each([
    [0, 0],
    [1, 0],
    [2, 205],
    [3, 575],
    [4, 1120],
    [5, 1903],
    [10, 13042],
    [20, 151154],
  ])('level %i needs %i experience in total', (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
  });

  // The formula saturates (1.5^25 bounds it), so deep levels share one threshold: the
  // curve never falls, and it rises strictly through every level a player can reach.
  it('never falls, and rises strictly through the first 150 levels', () => {
    for (let level = 1; level < MAX_LEVEL; level += 1) {
      expect(xpForLevel(level + 1)).toBeGreaterThanOrEqual(xpForLevel(level));
      if (level < 150) expect(xpForLevel(level + 1)).toBeGreaterThan(xpForLevel(level));
    }
  });
});

describe('levelForExperience', () => {
  it.each([
    [0, 1],
    [204, 1],
    [205, 2],
    [574, 2],
    [575, 3],
    [1903, 5],
    [13042, 10],
    [13041, 9],
  ])('%i experience is level %i', (xp, level) => {
    expect(levelForExperience(xp)).toBe(level);
  });

  it('is capped at the maximum level', () => {
    expect(levelForExperience(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
  });

  it('reports progress inside the level for the XP bar', () => {
    expect(levelProgress(390)).toEqual({ level: 2, into: 185, span: 370, ratio: 0.5 });
  });
});

describe('duel experience', () => {
  // Issue 5: win experience at opponent level 1 is 26 = ceil((205 - 0) / 8).
  it('a win against level 1 gives 26, a loss a fifth of it rounded up', () => {
    expect(duelWinExperience(1)).toBe(26);
    expect(duelLossExperience(1)).toBe(6);
  });

  it('about eight wins make a level', () => {
    for (const level of [1, 5, 10, 30]) {
      const span = xpForLevel(level + 1) - xpForLevel(level);
      expect(Math.ceil(span / duelWinExperience(level))).toBe(8);
    }
  });
});
