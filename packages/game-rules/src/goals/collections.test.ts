import { describe, expect, it } from 'vitest';
import { collectionMilestones, isCollection, itemsNeeded, milestonesCrossed } from './collections';

describe('collections', () => {
  it.each([
    [25, 40, 10],
    [50, 40, 20],
    [100, 40, 40],
    [25, 37, 10],
    [50, 37, 19],
    [25, 3, 1],
    [25, 1, 1],
  ] as const)('%i%% of %i items needs %i', (percent, total, needed) => {
    expect(itemsNeeded(percent, total)).toBe(needed);
  });

  it('leaves the base elements out', () => {
    expect(isCollection('Any')).toBe(false);
    expect(isCollection('Flora')).toBe(true);
  });

  it('tells reached and claimed milestones apart', () => {
    const milestones = collectionMilestones(12, 40, new Set([25]));
    expect(
      milestones.map(({ percent, needed, reached, claimed }) => ({
        percent,
        needed,
        reached,
        claimed,
      })),
    ).toEqual([
      { percent: 25, needed: 10, reached: true, claimed: true },
      { percent: 50, needed: 20, reached: false, claimed: false },
      { percent: 100, needed: 40, reached: false, claimed: false },
    ]);
    expect(collectionMilestones(0, 0, new Set()).every((entry) => !entry.reached)).toBe(true);
  });

  it('names the milestones one discovery crosses', () => {
    expect(milestonesCrossed(9, 10, 40)).toEqual([25]);
    expect(milestonesCrossed(10, 11, 40)).toEqual([]);
    expect(milestonesCrossed(39, 40, 40)).toEqual([100]);
    expect(milestonesCrossed(0, 2, 2)).toEqual([25, 50, 100]);
  });
});
