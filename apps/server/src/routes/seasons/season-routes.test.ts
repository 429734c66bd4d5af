/**
 * Ranked seasons through the API (docs/RULES.md, "Ranked seasons"): a duel against another
 * player's card moves the challenger's rating and only theirs, a sparring draft's does not;
 * the season board orders players and finds a player's rank; a season ended on the test
 * clock (endSeasons' `nowMs`) pays each rated player once, and the next season starts
 * from the reset. Seasons of 7 days here, so that past seasons exist on any date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  CurrentSeasonSchema,
  DuelResultSchema,
  SeasonBoardSchema,
  type BattleCard,
  type Duel,
} from '@alchemy/contracts';
import {
  REWARD_MIN_RATED_DUELS,
  resetRating,
  SEASON_REWARDS,
  seasonBounds,
  START_RATING,
} from '@alchemy/game-rules';
import { duel, ledger, player, seasonRating } from '../../db/schema';
import { databaseNowMs } from '../../repositories/progress';
import { endSeasons, SEASON_SETTLE_MS } from '../../services/season-service';
import { transactionStats } from '../../services/transaction';
import { guestWithCard } from '../../test/cards';
import { expectLedgerMatches } from '../../test/ledger';
import { befriend } from '../../test/race';
import { apiCall, createTestApp, profileOf, type TestApp } from '../../test/test-app';

const LENGTH = 7;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DUEL_COOLDOWN_SECONDS: '0', SEASON_LENGTH_DAYS: String(LENGTH) });
});
afterAll(async () => {
  await t.close();
});

type Guest = Awaited<ReturnType<typeof guestWithCard>>;

/** A duel whose opponent is `owner`'s card (null: a sparring draft), made weak or strong. */
async function fight(who: Guest, owner: Guest | null, win: boolean) {
  // No cooldown between a test's fights.
  await t.database.db.update(player).set({ nextDuelAt: null }).where(eq(player.id, who.profile.id));
  const found = (await apiCall(t.app, who.token, 'GET', '/arena/duel')).json<Duel>();
  const [row] = await t.database.db.select().from(duel).where(eq(duel.id, found.id));
  const stats: Partial<BattleCard> = win
    ? { attack: 1, defense: 0, health: 1, speed: 1 }
    : { attack: 999, defense: 999, health: 9999, speed: 999 };
  await t.database.db
    .update(duel)
    .set({
      opponentCard: { ...(row!.opponentCard as BattleCard), ...stats },
      opponentPlayerId: owner?.profile.id ?? null,
    })
    .where(eq(duel.id, found.id));
  const response = await apiCall(t.app, who.token, 'POST', '/arena/duel/start', {
    cardIds: [who.card.id],
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = DuelResultSchema.parse(response.json());
  expect(result.winner[0]!.isPlayer).toBe(win);
  return result;
}

async function current(who: Guest) {
  const response = await apiCall(t.app, who.token, 'GET', '/seasons/current');
  expect(response.statusCode, response.body).toBe(200);
  return CurrentSeasonSchema.parse(response.json());
}

async function board(who: Guest, query: string) {
  const response = await apiCall(t.app, who.token, 'GET', `/seasons/board${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return SeasonBoardSchema.parse(response.json());
}

describe('rated and unrated duels', () => {
  it("moves the challenger's rating against another player's card, and not the owner's", async () => {
    const [a, b] = [await guestWithCard(t), await guestWithCard(t)];
    const result = await fight(a, b, true);
    expect(result.rating).toBeDefined();
    const rating = result.rating!;
    expect(rating.before).toEqual({ rating: 1500, tier: 'gold', division: 'III' });
    expect(rating.after.rating).toBe(1607);
    expect(rating.after).toMatchObject({ tier: 'gold', division: 'I' });
    expect(rating.change).toBe(107);
    expect(rating.move).toBe('promoted');

    const mine = await current(a);
    expect(mine.standing).toEqual(rating.after);
    expect(mine.ratedDuels).toBe(1);
    expect(mine.rank).toBeGreaterThanOrEqual(1);
    expect(mine.season).toBe(rating.season);
    // The owner of the card was not there: their rating is the start, unranked.
    const theirs = await current(b);
    expect(theirs.standing.rating).toBe(START_RATING.rating);
    expect(theirs.ratedDuels).toBe(0);
    expect(theirs.rank).toBeNull();

    // The replay carries the same change.
    const replay = await apiCall(t.app, a.token, 'GET', `/arena/duels/${result.id}`);
    expect(DuelResultSchema.parse(replay.json()).rating).toEqual(rating);
  });

  it("leaves the rating alone after a sparring draft's duel", async () => {
    const a = await guestWithCard(t);
    const result = await fight(a, null, true);
    expect(result.rating).toBeUndefined();
    const mine = await current(a);
    expect(mine.ratedDuels).toBe(0);
    expect(mine.standing.rating).toBe(1500);
    const rows = await t.database.db
      .select()
      .from(seasonRating)
      .where(eq(seasonRating.playerId, a.profile.id));
    expect(rows).toEqual([]);
  });

  it('shows a demotion when a loss drops the division', async () => {
    const [a, b] = [await guestWithCard(t), await guestWithCard(t)];
    const result = await fight(a, b, false);
    expect(result.rating!.change).toBe(-107);
    expect(result.rating!.after).toEqual({ rating: 1393, tier: 'silver', division: 'III' });
    expect(result.rating!.move).toBe('demoted');
  });
});

describe('the season board', () => {
  it('orders the world and friends by rating, with the exact rank of each', async () => {
    const [up, down, owner] = [
      await guestWithCard(t),
      await guestWithCard(t),
      await guestWithCard(t),
    ];
    await fight(up, owner, true);
    await fight(up, owner, true);
    await fight(down, owner, false);
    await befriend(t.app, up.token, down.token);

    const world = await board(up, '');
    const ratings = world.entries.map((entry) => entry.standing.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    expect(world.me?.isYou).toBe(true);
    expect(world.final).toBe(false);
    const mine = await current(up);
    expect(world.me?.rank).toBe(mine.rank);
    const downs = await board(down, '');
    expect(downs.me!.rank).toBeGreaterThan(world.me!.rank);
    expect(downs.me!.rank).toBeLessThanOrEqual(downs.players);

    const friends = await board(down, '?scope=friends');
    expect(friends.entries.map((entry) => [entry.name, entry.isYou, entry.rank])).toEqual([
      [up.profile.name, false, 1],
      [down.profile.name, true, 2],
    ]);
  });

  it('refuses a bad query with a clear 400', async () => {
    const a = await guestWithCard(t);
    for (const query of ['?season=0', '?season=abc', '?scope=galaxy', '?other=1']) {
      const response = await apiCall(t.app, a.token, 'GET', `/seasons/board${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await apiCall(t.app, '', 'GET', '/seasons/current')).statusCode).toBe(401);
  });
});

describe("a season's end on the test clock", () => {
  it('pays each rated player once, keeps the final board, and starts the next from the reset', async () => {
    const [a, b, few] = [await guestWithCard(t), await guestWithCard(t), await guestWithCard(t)];
    const season = (await current(a)).season;
    // A past season of a's, as the reset and the reward read it: ended in Diamond, peak Archmage.
    await t.database.db.insert(seasonRating).values({
      season: season - 1,
      playerId: a.profile.id,
      rating: 1900,
      deviation: 70,
      volatility: 0.06,
      points: 1900,
      peak: 1960,
      ratedDuels: 9,
    });
    const nowMs = await databaseNowMs(t.database.db);
    const before = await profileOf(t.app, a.token);
    // Two runs at once, then another: the reward's key pays once.
    const runs = await Promise.all([
      endSeasons({ db: t.database.db, requestId: 'test' }, nowMs, LENGTH),
      endSeasons({ db: t.database.db, requestId: 'test' }, nowMs, LENGTH),
    ]);
    expect(runs.some((run) => run.ran)).toBe(true);
    await endSeasons({ db: t.database.db, requestId: 'test' }, nowMs, LENGTH);
    const after = await profileOf(t.app, a.token);
    const reward = SEASON_REWARDS.archmage;
    expect(after.credits - before.credits).toBe(reward.credits);
    expect(after.diamonds - before.diamonds).toBe(reward.diamonds);
    expect(after.magicDust - before.magicDust).toBe(reward.magicDust);
    await expectLedgerMatches(t.database, after);

    const mine = await current(a);
    const reset = resetRating({ rating: 1900, deviation: 70, volatility: 0.06 });
    expect(reset.rating).toBe(1700);
    expect(mine.standing).toEqual({ rating: 1700, tier: 'platinum', division: 'II' });
    expect(mine.lastSeason).toMatchObject({
      season: season - 1,
      standing: { rating: 1900, tier: 'diamond', division: 'I' },
      reward,
      rewardTier: 'archmage',
    });
    const past = await board(a, `?season=${season - 1}`);
    expect(past.final).toBe(true);
    expect(past.me?.standing.rating).toBe(1900);
    // The new season's first duel starts from the reset.
    const first = await fight(a, b, true);
    expect(first.rating!.before.rating).toBe(1700);

    // This season, ended on the test clock: a (enough rated duels) is paid, `few` is not.
    for (let i = 1; i < REWARD_MIN_RATED_DUELS; i += 1) await fight(a, b, i % 2 === 0);
    await fight(few, b, true);
    const end = seasonBounds(season, LENGTH).endsAtMs + SEASON_SETTLE_MS;
    const peak = (await current(a)).peak!;
    const [one, two] = await Promise.all([
      endSeasons({ db: t.database.db, requestId: 'test' }, end, LENGTH),
      endSeasons({ db: t.database.db, requestId: 'test' }, end, LENGTH),
    ]);
    expect([one, two].some((run) => run.ran && run.ended.includes(season))).toBe(true);
    const paid = await t.database.db
      .select()
      .from(ledger)
      .where(
        and(eq(ledger.playerId, a.profile.id), like(ledger.reason, `season-reward:${season}`)),
      );
    const expected = SEASON_REWARDS[peak.tier];
    expect(paid.map((row) => [row.currency, row.delta]).sort()).toEqual(
      Object.entries(expected)
        .filter(([, amount]) => amount > 0)
        .sort(),
    );
    const unpaid = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, few.profile.id), like(ledger.reason, 'season-reward:%')));
    expect(unpaid).toEqual([]);
    expect((await board(a, `?season=${season}`)).final).toBe(true);
  });

  it("lets a duel start during the season's end: both finish, the reward is paid once", async () => {
    const [a, b] = [await guestWithCard(t), await guestWithCard(t)];
    const season = (await current(a)).season;
    // Two seasons back: the test above ended the last one already (its board is final).
    await t.database.db.insert(seasonRating).values({
      season: season - 2,
      playerId: a.profile.id,
      rating: 1700,
      deviation: 90,
      volatility: 0.06,
      points: 1700,
      peak: 1720,
      ratedDuels: 4,
    });
    const retriesBefore = transactionStats.retries;
    const before = await profileOf(t.app, a.token);
    const nowMs = await databaseNowMs(t.database.db);
    const [fought] = await Promise.all([
      fight(a, b, true),
      endSeasons({ db: t.database.db, requestId: 'test' }, nowMs, LENGTH),
      endSeasons({ db: t.database.db, requestId: 'test' }, nowMs, LENGTH),
    ]);
    // The duel counts in this season, from the reset of the last: 1700 -> 1600.
    expect(fought.rating!.before.rating).toBe(1600);
    const rewards = await t.database.db
      .select()
      .from(ledger)
      .where(
        and(eq(ledger.playerId, a.profile.id), like(ledger.reason, `season-reward:${season - 2}`)),
      );
    expect(rewards.map((row) => row.currency).sort()).toEqual(['credits', 'diamonds', 'magicDust']);
    const after = await profileOf(t.app, a.token);
    expect(after.diamonds - before.diamonds).toBe(SEASON_REWARDS.platinum.diamonds);
    await expectLedgerMatches(t.database, after);
    expect(transactionStats.retries).toBe(retriesBefore);
  });
});
