/**
 * Claims racing, with truly concurrent requests (one connection each on PostgreSQL) split
 * between two server instances on one database: one goal pays once however many claims
 * race, and a claim beside a move that completes another goal loses neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalClaimResult } from '@alchemy/contracts';
import { goalReward } from '@alchemy/game-rules';
import type { App } from '../app';
import { goalsOf, setGoals, today } from '../test/goals';
import { expectLedgerMatches } from '../test/ledger';
import { apiCall, createTestApp, profileOf, registeredGuest, type TestApp } from '../test/test-app';
import { transactionStats } from './transaction';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

const instance = (index: number): App => (index % 2 === 0 ? t.app : other);

async function guestWithGoals(goals: Parameters<typeof setGoals>[3]) {
  const guest = await registeredGuest(t.app);
  await setGoals(t.database, guest.profile.id, await today(t.database), goals);
  const { goals: shown } = await goalsOf(t.app, guest.token);
  return { ...guest, goals: shown };
}

describe('claim races', () => {
  it('20 claims of one goal at once: twenty answers, one payment', async () => {
    const retriesBefore = transactionStats.retries;
    const { token, profile, goals } = await guestWithGoals([
      { kind: 'craft', target: 6, progress: 6 },
    ]);
    const goalId = goals[0]?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        apiCall(instance(index), token, 'POST', `/goals/${goalId}/claim`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json<GoalClaimResult>());
    expect(bodies.filter((body) => !body.alreadyClaimed)).toHaveLength(1);
    const reward = goalReward('craft', 1);
    const after = await profileOf(t.app, token);
    expect(after.credits).toBe(profile.credits + reward.credits);
    expect(after.magicDust).toBe(profile.magicDust + reward.magicDust);
    expect((await goalsOf(t.app, token)).streak.days).toBe(1);
    await expectLedgerMatches(t.database, after);
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });

  it('a claim beside a craft that completes another goal: both land', async () => {
    const retriesBefore = transactionStats.retries;
    for (let round = 0; round < 6; round += 1) {
      const guest = await registeredGuest(t.app);
      const started = await apiCall(t.app, guest.token, 'POST', '/craft/game/start', {
        items: [
          { name: 'Fire', allocate: 4 },
          { name: 'Water', allocate: 4 },
        ],
      });
      expect(started.statusCode).toBe(200);
      await setGoals(t.database, guest.profile.id, await today(t.database), [
        { kind: 'finish-run', target: 1, progress: 1 },
        { kind: 'craft', target: 6, progress: 5 },
      ]);
      const { goals } = await goalsOf(t.app, guest.token);
      const [done, almost] = goals;
      const [claimed, crafted] = await Promise.all([
        apiCall(instance(round), guest.token, 'POST', `/goals/${done?.id}/claim`),
        apiCall(instance(round + 1), guest.token, 'POST', '/craft/game/items/craft', {
          itemOneId: 'fire',
          itemTwoId: 'water',
        }),
      ]);
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(crafted.statusCode, crafted.body).toBe(200);
      const after = await goalsOf(t.app, guest.token);
      expect(after.goals.find((goal) => goal.id === done?.id)?.status).toBe('claimed');
      expect(after.goals.find((goal) => goal.id === almost?.id)).toMatchObject({
        progress: 6,
        status: 'done',
      });
      const profile = await profileOf(t.app, guest.token);
      // The claim's reward and the discovery's 15 credits, both.
      expect(profile.credits).toBe(
        guest.profile.credits + goalReward('finish-run', 1).credits + 15,
      );
      await expectLedgerMatches(t.database, profile);
    }
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });

  it('two claims of two milestones of one family at once: each pays once', async () => {
    const guest = await registeredGuest(t.app);
    await apiCall(t.app, guest.token, 'POST', '/craft/game/start', {
      items: [
        { name: 'Fire', allocate: 4 },
        { name: 'Water', allocate: 4 },
      ],
    });
    await apiCall(t.app, guest.token, 'POST', '/craft/game/items/craft', {
      itemOneId: 'fire',
      itemTwoId: 'water',
    });
    const claims = [25, 50, 25, 50, 25, 50].map((percent, index) =>
      apiCall(instance(index), guest.token, 'POST', '/collections/claim', {
        family: 'Weather',
        percent,
      }),
    );
    const answers = await Promise.all(claims);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const paid = answers
      .map((answer) => answer.json<{ alreadyClaimed: boolean }>())
      .filter((body) => !body.alreadyClaimed);
    expect(paid).toHaveLength(2);
    await expectLedgerMatches(t.database, await profileOf(t.app, guest.token));
  });
});
