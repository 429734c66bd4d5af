import { describe, expect, it } from 'vitest';
import { duelCooldownSeconds } from './duel-pace';
import { apprenticeWinFactor, duelExperience } from './duel-experience';

describe('duelCooldownSeconds (docs/RULES.md, "The pace of the first hour")', () => {
  it.each([
    [1, 60, 15],
    [2, 60, 15],
    [3, 60, 30],
    [4, 60, 30],
    [5, 60, 60],
    [40, 60, 60],
    [1, 0, 0], // a server set to no cooldown keeps none
    [1, 7, 2], // whole seconds, rounded up
  ])('level %i with a full cooldown of %i s waits %i s', (level, full, seconds) => {
    expect(duelCooldownSeconds(level, full)).toBe(seconds);
  });
});

describe('the apprentice bonus on wins', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 2],
    [4, 2],
    [5, 1],
    [30, 1],
  ])('a player of level %i wins %ix the experience', (level, factor) => {
    expect(apprenticeWinFactor(level)).toBe(factor);
  });

  it('multiplies a win, and a loss is a fifth of that win; from level 5 the spec numbers', () => {
    expect(duelExperience(true, 1, 1)).toBe(104); // 26 x 4
    expect(duelExperience(false, 1, 1)).toBe(21); // ceil(104 / 5)
    expect(duelExperience(true, 2, 3)).toBe(94); // 47 x 2
    expect(duelExperience(false, 2, 3)).toBe(19);
    expect(duelExperience(true, 5, 5)).toBe(139);
    expect(duelExperience(false, 5, 5)).toBe(28);
    expect(duelExperience(true, 1)).toBe(26);
    expect(duelExperience(false, 1)).toBe(6);
  });
});
