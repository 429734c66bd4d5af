import { describe, expect, it } from 'vitest';
import { avatarButtonState } from './avatar-button';

const purse = (credits: number) => ({ credits, diamonds: 20, magicDust: 50 });

describe('avatarButtonState', () => {
  it('costs 100 credits and is enabled when the purse covers it', () => {
    expect(avatarButtonState(purse(1000), false)).toEqual({
      cost: 100,
      reason: null,
      disabled: false,
    });
    expect(avatarButtonState(purse(100), false).disabled).toBe(false);
  });

  it('is disabled with the product’s words when credits are short', () => {
    expect(avatarButtonState(purse(99), false)).toEqual({
      cost: 100,
      reason: 'You do not have enough gold to regenerate your avatar.',
      disabled: true,
    });
    expect(avatarButtonState(purse(0), false).reason).toBe(
      'You do not have enough gold to regenerate your avatar.',
    );
  });

  it('is disabled, with no reason to give, while a regeneration is under way', () => {
    expect(avatarButtonState(purse(1000), true)).toEqual({
      cost: 100,
      reason: null,
      disabled: true,
    });
  });
});
