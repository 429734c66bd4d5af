import { describe, expect, it } from 'vitest';
import { formatCountdown, isHintSpent, secondsLeft } from './hint-state';

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [545, '9:05'],
    [59, '0:59'],
    [0.2, '0:01'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('secondsLeft', () => {
  it('counts down from what the server said, never below zero', () => {
    expect(secondsLeft(600, 1_000, 1_000)).toBe(600);
    expect(secondsLeft(600, 1_000, 61_500)).toBe(540);
    expect(secondsLeft(5, 0, 10_000)).toBe(0);
    // A clock read before the answer arrived: no time has passed yet.
    expect(secondsLeft(0, 5_000, 4_000)).toBe(0);
    expect(secondsLeft(600, 5_000, 4_000)).toBe(600);
  });
});

describe('isHintSpent', () => {
  const pair = [
    { id: 'fire', name: 'Fire' },
    { id: 'water', name: 'Water' },
  ] as const;
  const fire = { id: 'fire', quantity: 2 };
  const water = { id: 'water', quantity: 1 };

  it('stays while both items are held and nothing was made from them', () => {
    expect(
      isHintSpent(pair, [fire, water, { id: 'mud', quantity: 1, recipe: ['Earth', 'Water'] }]),
    ).toBe(false);
  });

  it('is spent once an item records the hinted pair as its recipe, in either order', () => {
    expect(
      isHintSpent(pair, [fire, water, { id: 'steam', quantity: 1, recipe: ['Water', 'Fire'] }]),
    ).toBe(true);
  });

  it('is spent when one of the items is no longer held', () => {
    expect(isHintSpent(pair, [fire, { ...water, quantity: 0 }])).toBe(true);
    expect(isHintSpent(pair, [fire])).toBe(true);
  });
});
