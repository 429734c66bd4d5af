import { describe, expect, it } from 'vitest';
import { cooldownText, nextDuelAtMs, secondsLeft } from './cooldown';

describe('the arena cooldown', () => {
  it('puts the next duel at fetch time plus the interval, or at any time', () => {
    expect(nextDuelAtMs(60, 1_000)).toBe(61_000);
    expect(nextDuelAtMs(0, 1_000)).toBe(0);
    expect(nextDuelAtMs(undefined, 1_000)).toBe(0);
  });

  it('shows no cooldown for a profile without one, whenever it was fetched', () => {
    // The countdown's clock is read at mount; the profile may arrive again much later.
    const mountedAt = 1_000;
    expect(secondsLeft(nextDuelAtMs(0, mountedAt + 5_000), mountedAt)).toBe(0);
  });

  it('counts whole seconds up, down to zero and never below', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_001)).toBe(60);
    expect(secondsLeft(61_000, 60_001)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 99_000)).toBe(0);
  });

  it('words the block as the product does', () => {
    expect(cooldownText(42)).toBe('New battle begins in 42 seconds.');
    expect(cooldownText(1)).toBe('New battle begins in 1 second.');
  });
});
