import { describe, expect, it } from 'vitest';
import { generatedPlayerName, secondsUntil, STARTING_PROFILE } from './profile';
import { createRng, seedFromString } from './rng';

describe('starting profile (docs/RULES.md, "Accounts and profile")', () => {
  it('starts with the decided balances and limits', () => {
    expect(STARTING_PROFILE).toEqual({
      level: 1,
      experience: 0,
      credits: 1000,
      diamonds: 20,
      magicDust: 50,
      initialItemsLimit: 8,
      isLabOpen: false,
      isArenaOpen: false,
    });
  });

  it('names a new player Adventurer- plus four characters, the same for the same seed', () => {
    const rng = createRng(seedFromString('player-1'));
    const name = generatedPlayerName(() => rng.next());
    expect(name).toMatch(/^Adventurer-[A-Z0-9]{4}$/);
    const again = createRng(seedFromString('player-1'));
    expect(generatedPlayerName(() => again.next())).toBe(name);
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds up and never below zero', () => {
    expect(secondsUntil(null, 5000)).toBe(0);
    expect(secondsUntil(10_000, 5_000)).toBe(5);
    expect(secondsUntil(10_001, 5_000)).toBe(6);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });
});
