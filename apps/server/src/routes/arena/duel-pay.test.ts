/**
 * Duels pay (issue 25; docs/RULES.md, "Duel pay"): a win pays credits and dust by the
 * opponent's strength against the cards sent, a loss a fifth; the answer and a replay
 * carry it, and the ledger books every payment with its reason. Past the day's purse
 * (PAID_DUELS_PER_DAY), duels give experience only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { DuelResultSchema, type BattleCard, type Duel } from '@alchemy/contracts';
import {
  cardPower,
  duelCooldownSeconds,
  duelPay,
  PAID_DUELS_PER_DAY,
  teamPower,
} from '@alchemy/game-rules';
import { duel, ledger } from '../../db/schema';
import { toDuelCard } from '../../mappers/cards';
import { guestWithCard } from '../../test/cards';
import { expectLedgerMatches } from '../../test/ledger';
import { apiCall, createTestApp, profileOf, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sets the pending duel's opponent's fighting stats; answers the opponent as it now is. */
async function setOpponent(duelId: string, stats: Partial<BattleCard>): Promise<BattleCard> {
  const [row] = await t.database.db.select().from(duel).where(eq(duel.id, duelId));
  const opponent = { ...(row!.opponentCard as BattleCard), ...stats };
  await t.database.db.update(duel).set({ opponentCard: opponent }).where(eq(duel.id, duelId));
  return opponent;
}

async function fight(stats: Partial<BattleCard>) {
  const guest = await guestWithCard(t);
  const found = (await apiCall(t.app, guest.token, 'GET', '/arena/duel')).json<Duel>();
  const opponent = await setOpponent(found.id, stats);
  const response = await apiCall(t.app, guest.token, 'POST', '/arena/duel/start', {
    cardIds: [guest.card.id],
  });
  expect(response.statusCode).toBe(200);
  const result = DuelResultSchema.parse(response.json());
  const expected = (won: boolean) =>
    duelPay(won, {
      opponentLevel: opponent.level,
      opponentPower: cardPower(toDuelCard(opponent)),
      playerPower: teamPower([toDuelCard(guest.card)]),
    });
  return { ...guest, result, expected };
}

const payRows = (playerId: string, reason: string) =>
  t.database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.playerId, playerId), eq(ledger.reason, reason)));

describe('what a duel pays', () => {
  it('a won duel pays credits and dust by the opponent’s strength, booked with its reason', async () => {
    // A weak but real opponent: the player surely wins, and the pay follows its power.
    const { token, profile, result, expected } = await fight({ attack: 1, speed: 1 });
    expect(result.winner[0]!.isPlayer).toBe(true);
    const pay = expected(true);
    expect(pay.credits).toBeGreaterThan(0);
    expect(result.reward).toEqual(pay);

    const after = await profileOf(t.app, token);
    expect(after.credits).toBe(profile.credits + pay.credits);
    expect(after.magicDust).toBe(profile.magicDust + pay.magicDust);
    const rows = await payRows(profile.id, `duel-won:${result.id}`);
    expect(rows.map((row) => [row.currency, row.delta]).sort()).toEqual(
      [
        ['credits', pay.credits],
        ['magicDust', pay.magicDust],
      ].sort(),
    );
    await expectLedgerMatches(t.database, after);

    // The replay of one's own duel shows the same pay.
    const replay = await apiCall(t.app, token, 'GET', `/arena/duels/${result.id}`);
    expect(DuelResultSchema.parse(replay.json()).reward).toEqual(pay);
    // A newcomer waits a quarter of the cooldown (the test server's setting is 60 s).
    expect(after.duelIntervalSeconds).toBeLessThanOrEqual(duelCooldownSeconds(1, 60));
    expect(after.duelIntervalSeconds).toBeGreaterThan(duelCooldownSeconds(1, 60) - 5);
  });

  it('a stronger opponent pays more than a weaker one', async () => {
    const weak = await fight({ attack: 1, speed: 1 });
    const strong = await fight({ attack: 1, speed: 1, health: 5000, defense: 200 });
    expect(weak.result.winner[0]!.isPlayer).toBe(true);
    expect(strong.expected(true).credits).toBeGreaterThan(weak.expected(true).credits);
  });

  it('a lost duel pays a little, booked as a loss', async () => {
    const { token, profile, result, expected } = await fight({
      attack: 100_000,
      defense: 1000,
      health: 1_000_000,
      speed: 1000,
    });
    expect(result.winner[0]!.isPlayer).toBe(false);
    const pay = expected(false);
    expect(result.reward).toEqual(pay);
    expect(pay.credits).toBeGreaterThan(0);
    expect(pay.credits).toBeLessThan(expected(true).credits);
    const after = await profileOf(t.app, token);
    expect(after.credits).toBe(profile.credits + pay.credits);
    const rows = await payRows(profile.id, `duel-lost:${result.id}`);
    expect(rows.find((row) => row.currency === 'credits')?.delta).toBe(pay.credits);
    await expectLedgerMatches(t.database, after);
  });

  it('two starts at once: one fight, one payment', async () => {
    const { token, profile, card } = await guestWithCard(t);
    await apiCall(t.app, token, 'GET', '/arena/duel');
    const answers = await Promise.all([
      apiCall(t.app, token, 'POST', '/arena/duel/start', { cardIds: [card.id] }),
      apiCall(t.app, token, 'POST', '/arena/duel/start', { cardIds: [card.id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const paid = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, profile.id), like(ledger.reason, 'duel-%')));
    expect(paid.filter((row) => row.currency === 'credits')).toHaveLength(1);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('past the day’s purse a duel gives experience only, and the arena says so', async () => {
    const { token, profile, card } = await guestWithCard(t);
    const found = (await apiCall(t.app, token, 'GET', '/arena/duel')).json<Duel>();
    expect(found.paidDuelsLeft).toBe(PAID_DUELS_PER_DAY);
    // The day's paid duels, fought already (as rows: twenty real fights would wait out
    // twenty cooldowns).
    const [pending] = await t.database.db.select().from(duel).where(eq(duel.id, found.id));
    await t.database.db.insert(duel).values(
      Array.from({ length: PAID_DUELS_PER_DAY }, () => ({
        playerId: profile.id,
        status: 'fought',
        opponentCard: pending!.opponentCard,
        playerCardSlots: pending!.playerCardSlots,
        foughtAt: sql`now()`,
      })),
    );
    const spent = (await apiCall(t.app, token, 'GET', '/arena/duel')).json<Duel>();
    expect(spent.paidDuelsLeft).toBe(0);

    const response = await apiCall(t.app, token, 'POST', '/arena/duel/start', {
      cardIds: [card.id],
    });
    expect(response.statusCode).toBe(200);
    const result = DuelResultSchema.parse(response.json());
    expect(result.experienceGained).toBeGreaterThan(0);
    expect(result.reward).toEqual({ credits: 0, magicDust: 0 });
    const paid = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, profile.id), like(ledger.reason, 'duel-%')));
    expect(paid).toEqual([]);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });
});
