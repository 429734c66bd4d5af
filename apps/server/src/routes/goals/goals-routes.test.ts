import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type {
  Achievements,
  DailyGoal,
  GoalClaimResult,
  Leaderboard,
  Profile,
  TitleResult,
} from '@alchemy/contracts';
import { gameDayLabel, goalReward } from '@alchemy/game-rules';
import { dailyGoal, ledger } from '../../db/schema';
import { grantLabItems } from '../../test/grant';
import { expectLedgerMatches } from '../../test/ledger';
import { goalsOf, noticesOf, setGoals, setProgress, today } from '../../test/goals';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';

// The fixture catalogue (test/fixture-catalogue.ts): Fire+Water=Steam and Water+Steam=Cloud,
// the two items of the Weather family; Fire+Steam makes nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, token, method, url, payload);

const claim = (token: string, goalId: string) => call(token, 'POST', `/goals/${goalId}/claim`);

async function startedGuest() {
  const guest = await registeredGuest(t.app);
  const started = await call(guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  expect(started.statusCode).toBe(200);
  return guest;
}

const craft = (token: string, itemOneId: string, itemTwoId: string) =>
  call(token, 'POST', '/craft/game/items/craft', { itemOneId, itemTwoId });

const goalOfKind = (goals: readonly DailyGoal[], kind: DailyGoal['kind']) => {
  const goal = goals.find((entry) => entry.kind === kind);
  if (!goal) throw new Error(`no ${kind} goal`);
  return goal;
};

describe('GET /goals', () => {
  it("gives a newcomer today's three crafting goals, the same on every look", async () => {
    const { token } = await registeredGuest(t.app);
    const first = await goalsOf(t.app, token);
    expect(first.goals.map((goal) => [goal.kind, goal.target, goal.progress, goal.status])).toEqual(
      expect.arrayContaining([
        ['craft', 6, 0, 'active'],
        ['discover', 1, 0, 'active'],
        ['finish-run', 1, 0, 'active'],
      ]),
    );
    expect(first.goals).toHaveLength(3);
    expect(goalOfKind(first.goals, 'craft').reward).toEqual(goalReward('craft', 1));
    expect(first.day).toBe(gameDayLabel(await today(t.database)));
    expect(first.secondsToNextDay).toBeGreaterThan(0);
    expect(first.secondsToNextDay).toBeLessThanOrEqual(86_400);
    expect(new Date(first.nextDayAt).getUTCHours()).toBe(0);
    expect(first.streak).toMatchObject({ days: 0, best: 0, todayCounted: false });
    expect(first.streak.week).toHaveLength(7);
    expect(first.streak.nextMilestone.days).toBe(3);
    expect(first.collectionsReady).toBe(0);
    const again = await goalsOf(t.app, token);
    expect(again.goals).toEqual(first.goals);
  });

  it('is 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/goals' });
    expect(response.statusCode).toBe(401);
  });
});

describe('progress from the moves', () => {
  it('counts a craft and a discovery, and says so in the answer', async () => {
    const { token } = await startedGuest();
    const crafted = await craft(token, 'fire', 'water');
    expect(crafted.statusCode).toBe(200);
    const notices = noticesOf(crafted);
    // The day's goals are drawn by the move itself when nobody looked at them yet.
    const { goals } = await goalsOf(t.app, token);
    const discover = goalOfKind(goals, 'discover');
    expect(discover).toMatchObject({ progress: 1, status: 'done' });
    expect(goalOfKind(goals, 'craft')).toMatchObject({ progress: 1, status: 'active' });
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          type: 'goal',
          id: discover.id,
          kind: 'discover',
          progress: 1,
          target: 1,
          completed: true,
        },
        expect.objectContaining({ type: 'goal', kind: 'craft', progress: 1, completed: false }),
        { type: 'achievement', key: 'first-discovery' },
        { type: 'achievement', key: 'world-first' },
        // Steam is one of the two Weather items: 25% and 50% at once.
        { type: 'collection', family: 'Weather', percent: 25 },
        { type: 'collection', family: 'Weather', percent: 50 },
      ]),
    );
    // A failed craft is a craft too.
    const failed = await craft(token, 'fire', 'steam');
    expect(failed.statusCode).toBe(204);
    expect(noticesOf(failed)).toEqual([
      expect.objectContaining({ type: 'goal', kind: 'craft', progress: 2 }),
    ]);
  });

  it('counts a run played to its end, not one abandoned for a new start', async () => {
    const { token, profile } = await startedGuest();
    const day = await today(t.database);
    await setGoals(t.database, profile.id, day, [{ kind: 'finish-run', target: 1 }]);
    const restarted = await call(token, 'POST', '/craft/game/start', {
      items: [
        { name: 'Fire', allocate: 1 },
        { name: 'Water', allocate: 7 },
      ],
    });
    expect(restarted.statusCode).toBe(200);
    expect((await goalsOf(t.app, token)).goals[0]?.progress).toBe(0);
    // Steam, then Cloud from it; Water + Cloud makes nothing, and only Water is left.
    expect((await craft(token, 'fire', 'water')).statusCode).toBe(200);
    expect((await craft(token, 'water', 'steam')).statusCode).toBe(200);
    expect((await goalsOf(t.app, token)).goals[0]?.progress).toBe(0);
    const last = await craft(token, 'water', 'cloud');
    expect(last.statusCode).toBe(204);
    expect(noticesOf(last)).toEqual([
      expect.objectContaining({ type: 'goal', kind: 'finish-run', completed: true }),
    ]);
    expect((await goalsOf(t.app, token)).goals[0]).toMatchObject({ progress: 1, status: 'done' });
  });

  it('counts a forged card and earns its achievement', async () => {
    const { token, profile } = await registeredGuest(t.app);
    const day = await today(t.database);
    await setGoals(t.database, profile.id, day, [{ kind: 'forge-card', target: 1 }]);
    await grantLabItems(t.database, profile.id, [
      ['steam', 1],
      ['ash', 1],
      ['sand', 1],
    ]);
    const forged = await call(token, 'POST', '/lab/craft', { items: ['steam', 'ash', 'sand'] });
    expect(forged.statusCode).toBe(200);
    expect(noticesOf(forged)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'goal', kind: 'forge-card', completed: true }),
        { type: 'achievement', key: 'first-card' },
      ]),
    );
  });
});

/** A guest whose discover goal is done (Steam made), and its goals. */
async function guestWithDoneGoal() {
  const guest = await startedGuest();
  expect((await craft(guest.token, 'fire', 'water')).statusCode).toBe(200);
  const { goals } = await goalsOf(t.app, guest.token);
  return { ...guest, goals, done: goalOfKind(goals, 'discover') };
}

const reasons = async (playerId: string, prefix: string) =>
  (
    await t.database.db
      .select({ reason: ledger.reason, delta: ledger.delta, currency: ledger.currency })
      .from(ledger)
      .where(and(eq(ledger.playerId, playerId), like(ledger.reason, `${prefix}%`)))
  ).map((row) => `${row.reason} ${row.currency} ${row.delta}`);

describe('POST /goals/{id}/claim', () => {
  it('pays a done goal once, counts the day for the streak, and books the ledger', async () => {
    const { token, done } = await guestWithDoneGoal();
    const before = await profileOf(t.app, token);
    const response = await claim(token, done.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GoalClaimResult>();
    const reward = goalReward('discover', 1);
    expect(body).toMatchObject({
      goal: { id: done.id, status: 'claimed' },
      alreadyClaimed: false,
      paid: reward,
      milestone: null,
      streak: { days: 1, best: 1, todayCounted: true },
    });
    expect(body.streak.week.filter((entry) => entry.state === 'played')).toHaveLength(1);
    expect(body.profile.credits).toBe(before.credits + reward.credits);
    expect(body.profile.magicDust).toBe(before.magicDust + reward.magicDust);
    expect(await profileOf(t.app, token)).toMatchObject({
      credits: body.profile.credits,
      magicDust: body.profile.magicDust,
    });
    const label = gameDayLabel(await today(t.database));
    expect(await reasons(before.id, 'daily-goal')).toEqual([
      `daily-goal:discover:${label} credits ${reward.credits}`,
      `daily-goal:discover:${label} magicDust ${reward.magicDust}`,
    ]);

    const again = await claim(token, done.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<GoalClaimResult>()).toMatchObject({
      alreadyClaimed: true,
      paid: { credits: 0, diamonds: 0, magicDust: 0 },
      goal: { status: 'claimed' },
      streak: { days: 1 },
    });
    expect((await profileOf(t.app, token)).credits).toBe(body.profile.credits);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('refuses a goal not done yet and changes nothing', async () => {
    const { token, goals } = await guestWithDoneGoal();
    const before = await profileOf(t.app, token);
    const response = await claim(token, goalOfKind(goals, 'craft').id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'GOAL_NOT_DONE',
      error: 'Finish this goal first: 1 of 6 done.',
      details: { progress: 1, target: 6 },
    });
    expect(await profileOf(t.app, token)).toEqual(before);
    expect((await goalsOf(t.app, token)).streak.days).toBe(0);
  });

  it("answers 404 for another player's goal, and leaves it unclaimed", async () => {
    const owner = await guestWithDoneGoal();
    const other = await registeredGuest(t.app);
    const response = await claim(other.token, owner.done.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'GOAL_NOT_FOUND' });
    expect(goalOfKind((await goalsOf(t.app, owner.token)).goals, 'discover').status).toBe('done');
    expect(await profileOf(t.app, other.token)).toEqual(other.profile);
  });

  it('answers 404 for an unknown goal and 400 for a malformed id', async () => {
    const { token } = await registeredGuest(t.app);
    const unknown = await claim(token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await claim(token, 'not-a-goal');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a goal of an earlier day', async () => {
    const { token, profile, done } = await guestWithDoneGoal();
    const before = await profileOf(t.app, token);
    const day = await today(t.database);
    await t.database.db
      .update(dailyGoal)
      .set({ day: day - 1 })
      .where(eq(dailyGoal.id, done.id));
    const response = await claim(token, done.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GOAL_EXPIRED' });
    expect(await profileOf(t.app, token)).toEqual(before);
    expect(await reasons(profile.id, 'daily-goal')).toEqual([]);
  });

  it('pays the 3-day milestone on the day that reaches it', async () => {
    const { token, profile, done } = await guestWithDoneGoal();
    const day = await today(t.database);
    await setProgress(t.database, profile.id, {
      streakDays: 2,
      bestStreak: 2,
      streakLastDay: day - 1,
    });
    const body = (await claim(token, done.id)).json<GoalClaimResult>();
    expect(body.milestone).toEqual({
      days: 3,
      reward: { credits: 150, diamonds: 5, magicDust: 50 },
    });
    expect(body.streak).toMatchObject({ days: 3, best: 3 });
    const reward = goalReward('discover', 1);
    expect(body.paid).toEqual({
      credits: reward.credits + 150,
      diamonds: 5,
      magicDust: reward.magicDust + 50,
    });
    expect(body.profile.diamonds).toBe(profile.diamonds + 5);
    expect(await reasons(profile.id, 'streak')).toEqual([
      'streak:3 credits 150',
      'streak:3 diamonds 5',
      'streak:3 magicDust 50',
    ]);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('forgives one missed day with the weekly freeze', async () => {
    const { token, profile, done } = await guestWithDoneGoal();
    const day = await today(t.database);
    await setProgress(t.database, profile.id, {
      streakDays: 5,
      bestStreak: 5,
      streakLastDay: day - 2,
    });
    const seen = await goalsOf(t.app, token);
    expect(seen.streak).toMatchObject({ days: 5, freezePending: true });
    const body = (await claim(token, done.id)).json<GoalClaimResult>();
    expect(body.streak).toMatchObject({ days: 6, todayCounted: true, freezePending: false });
    const yesterday = gameDayLabel(day - 1);
    const inWeek = body.streak.week.find((entry) => entry.day === yesterday);
    if (inWeek) expect(inWeek.state).toBe('frozen');
  });

  it('is 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goals/00000000-0000-4000-8000-000000000000/claim',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('achievements and titles', () => {
  it('lists every achievement, earned or not, and shows a chosen title everywhere', async () => {
    const { token, profile } = await startedGuest();
    await craft(token, 'fire', 'water');
    const list = (await call(token, 'GET', '/achievements')).json<Achievements>();
    expect(list.title).toBeNull();
    const first = list.achievements.find((entry) => entry.key === 'first-discovery');
    expect(first).toMatchObject({ earned: true, progress: 1, target: 1 });
    expect(list.achievements.find((entry) => entry.key === 'discoveries-25')).toMatchObject({
      earned: false,
      progress: 1,
      target: 25,
      earnedAt: null,
    });

    const chosen = await call(token, 'POST', '/achievements/title', { key: 'first-discovery' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<TitleResult>()).toMatchObject({
      title: 'first-discovery',
      profile: { title: 'Tinkerer' },
    });
    expect((await profileOf(t.app, token)).title).toBe('Tinkerer');
    const board = (await call(token, 'GET', '/profile/leaderboard')).json<Leaderboard>();
    expect(board.me.title).toBe('Tinkerer');
    expect(board.friends.find((entry) => entry.playerId === profile.id)?.title).toBe('Tinkerer');

    const none = await call(token, 'POST', '/achievements/title', { key: null });
    expect(none.json<TitleResult>().profile.title).toBeNull();
  });

  it('refuses a title not earned, and a key that is no achievement', async () => {
    const { token } = await registeredGuest(t.app);
    const refused = await call(token, 'POST', '/achievements/title', { key: 'wins-100' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TITLE_NOT_EARNED',
      error: 'Earn the achievement Centurion to show its title.',
      details: { name: 'Centurion' },
    });
    const unknown = await call(token, 'POST', '/achievements/title', { key: 'king' });
    expect(unknown.statusCode).toBe(400);
    expect((await profileOf(t.app, token)).title).toBeNull();
  });

  it('earns what counters from before achievements already reached, on the first look', async () => {
    const { token, profile } = await registeredGuest(t.app);
    await setProgress(t.database, profile.id, { duelsWon: 3 });
    const list = (await call(token, 'GET', '/achievements')).json<Achievements>();
    expect(list.achievements.find((entry) => entry.key === 'first-win')?.earned).toBe(true);
  });
});

describe('collections', () => {
  it('shows each family with its milestones, and pays a reached one once', async () => {
    const { token, profile } = await startedGuest();
    await craft(token, 'fire', 'water');
    const page = (await call(token, 'GET', '/craft/encyclopedia')).json<{
      families: Array<{ name: string; isCollection: boolean; milestones: unknown[] }>;
    }>();
    const any = page.families.find((family) => family.name === 'Any');
    expect(any).toMatchObject({ isCollection: false, milestones: [] });
    const weather = page.families.find((family) => family.name === 'Weather');
    expect(weather).toMatchObject({
      isCollection: true,
      milestones: [
        { percent: 25, needed: 1, reached: true, claimed: false },
        { percent: 50, needed: 1, reached: true, claimed: false },
        { percent: 100, needed: 2, reached: false, claimed: false },
      ],
    });
    expect((await goalsOf(t.app, token)).collectionsReady).toBe(2);

    const claimed = await call(token, 'POST', '/collections/claim', {
      family: 'Weather',
      percent: 25,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      percent: 25,
      alreadyClaimed: false,
      paid: { credits: 16, diamonds: 0, magicDust: 4 },
      profile: { credits: profile.credits + 15 + 16 },
      family: { name: 'Weather', milestones: [{ percent: 25, claimed: true }, {}, {}] },
    });
    const again = await call(token, 'POST', '/collections/claim', {
      family: 'Weather',
      percent: 25,
    });
    expect(again.json()).toMatchObject({
      alreadyClaimed: true,
      paid: { credits: 0, diamonds: 0, magicDust: 0 },
    });
    expect(await reasons(profile.id, 'collection')).toEqual([
      'collection:Weather:25 credits 16',
      'collection:Weather:25 magicDust 4',
    ]);
    expect((await goalsOf(t.app, token)).collectionsReady).toBe(1);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('refuses a milestone not reached, the base elements and unknown families', async () => {
    const { token } = await startedGuest();
    const before: Profile = await profileOf(t.app, token);
    const cases: Array<[unknown, number, string]> = [
      [{ family: 'Weather', percent: 25 }, 409, 'COLLECTION_NOT_REACHED'],
      [{ family: 'Any', percent: 25 }, 404, 'COLLECTION_NOT_FOUND'],
      [{ family: 'Nowhere', percent: 25 }, 404, 'COLLECTION_NOT_FOUND'],
      [{ family: 'Weather', percent: 30 }, 400, 'VALIDATION_FAILED'],
      [{ family: '', percent: 25 }, 400, 'VALIDATION_FAILED'],
      [{ family: 'Weather', percent: 25, extra: 1 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await call(token, 'POST', '/collections/claim', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    expect(await profileOf(t.app, token)).toEqual(before);
  });

  it('completes a family: the 100% milestone and the Curator achievement', async () => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    const completed = await craft(token, 'water', 'steam');
    expect(noticesOf(completed)).toEqual(
      expect.arrayContaining([
        { type: 'collection', family: 'Weather', percent: 100 },
        { type: 'achievement', key: 'full-family' },
      ]),
    );
  });
});
