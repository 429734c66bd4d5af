import { describe, expect, it } from 'vitest';
import { duelPayAsReward, duelPayText } from './duel-pay-text';

describe('duelPayText', () => {
  it.each([
    [{ credits: 24, magicDust: 6 }, '+24 credits, +6 dust'],
    [{ credits: 4, magicDust: 0 }, '+4 credits'],
    [{ credits: 0, magicDust: 0 }, ''],
    [{ credits: 1200, magicDust: 300 }, '+1,200 credits, +300 dust'],
  ])('%o reads %j', (reward, text) => {
    expect(duelPayText(reward)).toBe(text);
  });

  it('flies no diamonds', () => {
    expect(duelPayAsReward({ credits: 5, magicDust: 1 })).toEqual({
      credits: 5,
      diamonds: 0,
      magicDust: 1,
    });
  });
});
