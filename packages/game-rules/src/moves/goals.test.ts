import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCollectionClaim, checkGoalClaim, checkTitleChoice } from './goals';

const reward = { credits: 60, diamonds: 0, magicDust: 10 };
const goal = { day: 100, target: 6, progress: 6, claimed: false, reward };

describe('claiming a daily goal', () => {
  it('pays a done goal of today', () => {
    expect(checkGoalClaim(goal, 100)).toEqual({
      ok: true,
      value: { claimed: goal, alreadyClaimed: false, pays: reward },
    });
  });

  it('refuses, in order: not found, earlier day, not done', () => {
    expect(checkGoalClaim(undefined, 100)).toMatchObject({ error: { code: 'GOAL_NOT_FOUND' } });
    expect(checkGoalClaim({ ...goal, progress: 2, day: 99 }, 100)).toMatchObject({
      error: { code: 'GOAL_EXPIRED' },
    });
    expect(checkGoalClaim({ ...goal, progress: 2 }, 100)).toMatchObject({
      error: { code: 'GOAL_NOT_DONE', progress: 2, target: 6 },
    });
  });

  it('pays once: a claimed goal answers again and pays nothing, on any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 9 }), (today, n) => {
        let paid = 0;
        let state = { ...goal, day: today };
        for (let attempt = 0; attempt < n; attempt += 1) {
          const claim = checkGoalClaim(state, today + (attempt > 0 ? attempt % 2 : 0));
          if (!claim.ok) throw new Error(claim.error.code);
          paid += claim.value.pays.credits;
          state = { ...state, claimed: true };
        }
        expect(paid).toBe(reward.credits);
      }),
    );
  });
});

describe('claiming a collection milestone', () => {
  const flora = {
    family: 'Flora',
    percent: 25 as const,
    total: 40,
    discovered: 10,
    claimed: false,
  };

  it('pays a reached milestone once', () => {
    expect(checkCollectionClaim(flora)).toMatchObject({
      ok: true,
      value: { alreadyClaimed: false, pays: { credits: 320, diamonds: 0, magicDust: 80 } },
    });
    expect(checkCollectionClaim({ ...flora, claimed: true })).toMatchObject({
      ok: true,
      value: { alreadyClaimed: true, pays: { credits: 0, diamonds: 0, magicDust: 0 } },
    });
  });

  it('refuses an unknown or uncollected family, then one not reached', () => {
    expect(checkCollectionClaim({ ...flora, total: 0 })).toMatchObject({
      error: { code: 'COLLECTION_NOT_FOUND' },
    });
    expect(checkCollectionClaim({ ...flora, family: 'Any' })).toMatchObject({
      error: { code: 'COLLECTION_NOT_FOUND' },
    });
    expect(checkCollectionClaim({ ...flora, percent: 50 })).toMatchObject({
      error: { code: 'COLLECTION_NOT_REACHED', discovered: 10, needed: 20 },
    });
  });
});

describe('choosing a title', () => {
  it('allows an earned one, or none', () => {
    expect(checkTitleChoice('first-card', new Set(['first-card']))).toEqual({
      ok: true,
      value: 'first-card',
    });
    expect(checkTitleChoice(null, new Set())).toEqual({ ok: true, value: null });
    expect(checkTitleChoice('first-card', new Set())).toMatchObject({
      error: { code: 'TITLE_NOT_EARNED', name: 'Forged in Fire' },
    });
  });
});
