/**
 * The moves that count report to the goals themselves (services/progress-service.ts): a
 * duel won or lost, an improved or ascended card, a listing, a purchase on the market or
 * the exchange, and a sale, which counts for the seller who did not ask. Each test gives
 * the player the goals it checks (the draw itself is pinned in game-rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BattleCard, Duel, MarketListing } from '@alchemy/contracts';
import type { GoalKind } from '@alchemy/game-rules';
import { battleCard, duel, playerProgress } from '../../db/schema';
import { craftCard, guestWithCard } from '../../test/cards';
import { goalsOf, noticesOf, setGoals, today } from '../../test/goals';
import { grantCurrency } from '../../test/grant';
import { expectLedgerMatches } from '../../test/ledger';
import { listedCard, trader } from '../../test/market';
import { apiCall, createTestApp, profileOf, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DUEL_COOLDOWN_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

async function give(playerId: string, kinds: ReadonlyArray<[GoalKind, number]>) {
  await setGoals(
    t.database,
    playerId,
    await today(t.database),
    kinds.map(([kind, target]) => ({ kind, target })),
  );
}

async function progressOf(token: string): Promise<Record<string, number>> {
  const { goals } = await goalsOf(t.app, token);
  return Object.fromEntries(goals.map((goal) => [goal.kind, goal.progress]));
}

async function counters(playerId: string) {
  const [row] = await t.database.db
    .select()
    .from(playerProgress)
    .where(eq(playerProgress.playerId, playerId));
  return row;
}

/** Fights the pending duel with the card, its opponent made harmless or unbeatable. */
async function duelWith(token: string, card: BattleCard, win: boolean) {
  const pending = (await apiCall(t.app, token, 'GET', '/arena/duel')).json<Duel>();
  const [row] = await t.database.db.select().from(duel).where(eq(duel.id, pending.id));
  const opponent = row!.opponentCard as BattleCard;
  const stats = win
    ? { attack: 1, health: 1, defense: 0, speed: 1 }
    : { attack: 9999, health: 99_999, defense: 999, speed: 999 };
  await t.database.db
    .update(duel)
    .set({ opponentCard: { ...opponent, ...stats } })
    .where(eq(duel.id, pending.id));
  const fought = await apiCall(t.app, token, 'POST', '/arena/duel/start', {
    cardIds: [card.id],
  });
  expect(fought.statusCode, fought.body).toBe(200);
  return fought;
}

describe('the moves that count', () => {
  it('a duel counts as fought, a win as won, and a loss ends the run of wins', async () => {
    const { token, profile, card } = await guestWithCard(t);
    await give(profile.id, [
      ['win-duels', 2],
      ['fight-duels', 3],
    ]);
    const won = await duelWith(token, card, true);
    expect(noticesOf(won)).toEqual(
      expect.arrayContaining([{ type: 'achievement', key: 'first-win' }]),
    );
    await duelWith(token, card, false);
    expect(await progressOf(token)).toEqual({ 'win-duels': 1, 'fight-duels': 2 });
    const completed = await duelWith(token, card, true);
    expect(noticesOf(completed)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'goal', kind: 'fight-duels', completed: true }),
        expect.objectContaining({ type: 'goal', kind: 'win-duels', completed: true }),
      ]),
    );
    expect(await counters(profile.id)).toMatchObject({ duelsWon: 2, winRun: 1, bestWinRun: 1 });
  });

  it('an improvement counts, and an ascension earns its achievement', async () => {
    const { token, profile, card } = await guestWithCard(t);
    await give(profile.id, [['improve-card', 1]]);
    await grantCurrency(t.database, profile.id, 'diamonds', 200);
    await t.database.db
      .update(battleCard)
      .set({ quality: 'normal' })
      .where(eq(battleCard.id, card.id));
    const improved = await apiCall(t.app, token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(improved.statusCode, improved.body).toBe(200);
    expect(noticesOf(improved)).toEqual([
      expect.objectContaining({ type: 'goal', kind: 'improve-card', completed: true }),
    ]);
    const ascended = await apiCall(t.app, token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(ascended.json<BattleCard>().isAscended).toBe(true);
    expect(noticesOf(ascended)).toEqual([{ type: 'achievement', key: 'first-ascension' }]);
  });

  it('a listing counts for the seller; a purchase for the buyer, the sale for the seller', async () => {
    const seller = await trader(t);
    await give(seller.profile.id, [['list-card', 1]]);
    const card = await craftCard(t, seller);
    const listed = await apiCall(t.app, seller.token, 'POST', '/market/listings', {
      cardId: card.id,
      price: 10,
      currency: 'magicDust',
    });
    expect(listed.statusCode).toBe(201);
    expect(noticesOf(listed)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'goal', kind: 'list-card', completed: true }),
      ]),
    );

    const buyer = await trader(t, 100);
    await give(buyer.profile.id, [['market-buy', 1]]);
    const listing = listed.json<MarketListing>();
    const bought = await apiCall(
      t.app,
      buyer.token,
      'POST',
      `/market/listings/${listing.id}/purchase`,
    );
    expect(bought.statusCode).toBe(200);
    // The buyer hears of their goal; the seller's sale is not told to the buyer.
    expect(noticesOf(bought)).toEqual([
      expect.objectContaining({ type: 'goal', kind: 'market-buy', completed: true }),
    ]);
    expect(await counters(seller.profile.id)).toMatchObject({ cardsSold: 1 });
    const achievements = (await apiCall(t.app, seller.token, 'GET', '/achievements')).json<{
      achievements: Array<{ key: string; earned: boolean }>;
    }>();
    expect(achievements.achievements.find((entry) => entry.key === 'first-sale')?.earned).toBe(
      true,
    );
    await expectLedgerMatches(t.database, await profileOf(t.app, buyer.token));
    await expectLedgerMatches(t.database, await profileOf(t.app, seller.token));
  });

  it('an exchange offer counts as buying at the Market', async () => {
    const buyer = await trader(t);
    await give(buyer.profile.id, [['market-buy', 1]]);
    const offers = (await apiCall(t.app, buyer.token, 'GET', '/exchange/offers')).json<
      Array<{ id: string }>
    >();
    // 500 dust for 1,000 credits: what a new player can pay.
    const offer = offers.find((entry) => entry.id === 'dust-for-credits');
    const bought = await apiCall(
      t.app,
      buyer.token,
      'POST',
      `/exchange/offers/${offer?.id}/purchase`,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await progressOf(buyer.token)).toEqual({ 'market-buy': 1 });
  });

  it('a refused move counts nothing and tells nothing', async () => {
    const { token, profile } = await listedCard(t, 10).then(({ seller }) => seller);
    await give(profile.id, [['craft', 6]]);
    const refused = await apiCall(t.app, token, 'POST', '/craft/game/items/craft', {
      itemOneId: 'fire',
      itemTwoId: 'water',
    });
    expect(refused.statusCode).toBe(404);
    expect(noticesOf(refused)).toEqual([]);
    expect(await progressOf(token)).toEqual({ craft: 0 });
  });
});
