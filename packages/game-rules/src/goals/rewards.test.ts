import { describe, expect, it } from 'vitest';
import { COLLECTION_PERCENTS, collectionReward, goalReward, isEmptyReward } from './rewards';
import { GOAL_KINDS } from './goal-kinds';

describe('goal rewards', () => {
  it.each([
    ['craft', 1, { credits: 60, diamonds: 0, magicDust: 10 }],
    ['craft', 10, { credits: 114, diamonds: 0, magicDust: 10 }],
    ['discover', 1, { credits: 80, diamonds: 0, magicDust: 10 }],
    ['finish-run', 5, { credits: 84, diamonds: 0, magicDust: 20 }],
    ['forge-card', 2, { credits: 110, diamonds: 2, magicDust: 20 }],
    ['win-duels', 20, { credits: 348, diamonds: 3, magicDust: 25 }],
    ['market-buy', 3, { credits: 72, diamonds: 0, magicDust: 40 }],
  ] as const)('%s at level %i pays %o', (kind, level, reward) => {
    expect(goalReward(kind, level)).toEqual(reward);
  });

  it('pays something for every kind, more credits at a higher level', () => {
    for (const kind of GOAL_KINDS) {
      expect(isEmptyReward(goalReward(kind, 1))).toBe(false);
      expect(goalReward(kind, 11).credits).toBe(2 * goalReward(kind, 1).credits);
    }
  });
});

describe('collection rewards', () => {
  it.each([
    [25, 40, { credits: 320, diamonds: 0, magicDust: 80 }],
    [50, 40, { credits: 480, diamonds: 5, magicDust: 120 }],
    [100, 40, { credits: 1000, diamonds: 25, magicDust: 240 }],
    [100, 140, { credits: 3500, diamonds: 25, magicDust: 840 }],
  ] as const)('%i%% of a family of %i pays %o', (percent, total, reward) => {
    expect(collectionReward(percent, total)).toEqual(reward);
  });

  it('pays more at each milestone', () => {
    const credits = COLLECTION_PERCENTS.map((percent) => collectionReward(percent, 37).credits);
    expect(credits).toEqual([...credits].sort((a, b) => a - b));
  });
});
