/**
 * A level-up during a market sale (issue 25): the seller's duel raises their level (and
 * pays diamonds, credits and dust) while a buyer on another instance buys their listed
 * card. Both moves lock the seller's row first (docs/ARCHITECTURE.md, "Lock order"), so
 * both land, and every balance is the sum of its ledger. On PGlite and, with DATABASE_URL,
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuelResultSchema, type BattleCard } from '@alchemy/contracts';
import { DIAMONDS_PER_LEVEL, MARKET_ACCESS_LEVEL, xpForLevel } from '@alchemy/game-rules';
import type { App } from '../app';
import { craftCard } from '../test/cards';
import { setPlayer } from '../test/grant';
import { expectLedgerMatches } from '../test/ledger';
import { listedCard, trader } from '../test/market';
import { apiCall, bearer, createTestApp, profileOf, type TestApp } from '../test/test-app';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

describe('a level-up during a market sale', () => {
  it('lands both: the level, its diamonds, the duel pay and the sale, all in the ledger', async () => {
    const { seller, card, listing } = await listedCard(t, 40);
    const fighter = await craftCard(t, seller);
    const next = MARKET_ACCESS_LEVEL + 1;
    // One duel from the next level, won or lost.
    await setPlayer(t.database, seller.profile.id, { experience: xpForLevel(next) - 1 });
    await apiCall(t.app, seller.token, 'GET', '/arena/duel');
    const buyer = await trader(t, 100);
    const before = await profileOf(t.app, seller.token);

    const [fought, bought] = await Promise.all([
      apiCall(t.app, seller.token, 'POST', '/arena/duel/start', { cardIds: [fighter.id] }),
      other.inject({
        method: 'POST',
        url: `/api/market/listings/${listing.id}/purchase`,
        headers: bearer(buyer.token),
      }),
    ]);
    expect([fought.statusCode, bought.statusCode]).toEqual([200, 200]);
    const result = DuelResultSchema.parse(fought.json());

    const after = await profileOf(t.app, seller.token);
    expect(after.level).toBe(next);
    expect(after.diamonds).toBe(before.diamonds + DIAMONDS_PER_LEVEL);
    expect(after.credits).toBe(before.credits + (result.reward?.credits ?? 0));
    // The sale's dust (its price less the fee) and the duel's both arrived.
    expect(after.magicDust).toBeGreaterThan(before.magicDust + (result.reward?.magicDust ?? 0));
    await expectLedgerMatches(t.database, after);
    await expectLedgerMatches(t.database, await profileOf(t.app, buyer.token));
    const owned = (await apiCall(t.app, buyer.token, 'GET', '/lab/cards')).json<BattleCard[]>();
    expect(owned.map((entry) => entry.id)).toContain(card.id);
  });
});
