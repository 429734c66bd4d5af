/**
 * Matchmaking by rating (issue 26; docs/RULES.md, "Ranked seasons"): once past the
 * newcomer's fair fights, a player's three rivals are the cards of the owners whose season
 * ratings (their row, the reset of last season's, or the start) are nearest theirs. Runs on
 * PGlite, and on PostgreSQL with TEST_STORE=postgres. Seasons of 7 days, so a last season
 * exists on any date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DuelSchema, type BattleCard, type Duel } from '@alchemy/contracts';
import { seasonAt, START_RATING } from '@alchemy/game-rules';
import { duel, player, seasonRating } from '../../db/schema';
import { databaseNowMs } from '../../repositories/progress';
import { guestWithCard } from '../../test/cards';
import { apiCall, createTestApp, type TestApp } from '../../test/test-app';

const LENGTH = 7;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DUEL_COOLDOWN_SECONDS: '0', SEASON_LENGTH_DAYS: String(LENGTH) });
});
afterAll(async () => {
  await t.close();
});

type Guest = Awaited<ReturnType<typeof guestWithCard>>;

async function pendingDuel(who: Guest): Promise<Duel> {
  const response = await apiCall(t.app, who.token, 'GET', '/arena/duel');
  expect(response.statusCode, response.body).toBe(200);
  return DuelSchema.parse(response.json());
}

/** A won duel against the house (unrated): one of the newcomer's fair fights. */
async function winFairFight(who: Guest) {
  await t.database.db.update(player).set({ nextDuelAt: null }).where(eq(player.id, who.profile.id));
  const found = await pendingDuel(who);
  const [row] = await t.database.db.select().from(duel).where(eq(duel.id, found.id));
  await t.database.db
    .update(duel)
    .set({
      opponentCard: {
        ...(row!.opponentCard as BattleCard),
        attack: 1,
        defense: 0,
        health: 1,
        speed: 1,
      },
      opponentPlayerId: null,
    })
    .where(eq(duel.id, found.id));
  const response = await apiCall(t.app, who.token, 'POST', '/arena/duel/start', {
    cardIds: [who.card.id],
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function rate(who: Guest, season: number, rating: number) {
  await t.database.db.insert(seasonRating).values({
    season,
    playerId: who.profile.id,
    rating,
    deviation: 80,
    volatility: 0.06,
    points: Math.round(rating),
    peak: rating,
    ratedDuels: 5,
  });
}

describe('a ranked player’s rivals', () => {
  it('are the cards of the owners whose season ratings are nearest theirs', async () => {
    const season = seasonAt(await databaseNowMs(t.database.db), LENGTH).number;
    const me = await guestWithCard(t);
    for (let fight = 0; fight < 3; fight += 1) await winFairFight(me);
    await rate(me, season, 1700);

    const near = [await guestWithCard(t), await guestWithCard(t), await guestWithCard(t)];
    await rate(near[0]!, season, 1690);
    await rate(near[1]!, season, 1725);
    // Last season's 1880 (Diamond) resets to 1690 this season (halfway, above the floor).
    await rate(near[2]!, season - 1, 1880);
    const far = [await guestWithCard(t), await guestWithCard(t), await guestWithCard(t)];
    await rate(far[0]!, season, 1300);
    await rate(far[1]!, season, 2250);
    // far[2] never fought: the start, 1500, is 200 away.
    expect(START_RATING.rating).toBe(1500);

    const offered = await pendingDuel(me);
    const ids = offered.rivals.map((rival) => rival.opponent.id).sort();
    expect(ids).toEqual(near.map((owner) => owner.card.id).sort());
    // Still labelled by the engine's odds: safer at least as winnable as even, as stronger.
    const chance = (kind: string) => offered.rivals.find((r) => r.kind === kind)!.winChance!;
    expect(chance('safer')).toBeGreaterThanOrEqual(chance('even'));
    expect(chance('even')).toBeGreaterThanOrEqual(chance('stronger'));
  });

  it('move with the player’s rating: a low rating meets the low owners', async () => {
    const season = seasonAt(await databaseNowMs(t.database.db), LENGTH).number;
    const me = await guestWithCard(t);
    for (let fight = 0; fight < 3; fight += 1) await winFairFight(me);
    await rate(me, season, 1250);
    const low = [await guestWithCard(t), await guestWithCard(t), await guestWithCard(t)];
    await rate(low[0]!, season, 1240);
    await rate(low[1]!, season, 1262);
    await rate(low[2]!, season, 1231);

    const offered = await pendingDuel(me);
    const ids = offered.rivals.map((rival) => rival.opponent.id).sort();
    expect(ids).toEqual(low.map((owner) => owner.card.id).sort());
  });
});
