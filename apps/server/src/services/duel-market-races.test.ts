/**
 * A level-up from a duel while the same player's card sells on the market (issue 25):
 * truly concurrent requests on two server instances. Both moves lock the seller's player
 * row first (docs/ARCHITECTURE.md, "Lock order"), so they run one after the other and
 * every balance and the ledger add up, whichever goes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BattleCard, Duel, DuelResult } from '@alchemy/contracts';
import { sellerReceives } from '@alchemy/game-rules';
import type { App } from '../app';
import { duel } from '../db/schema';
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
  it('pays the sale, the duel and the level, and the books add up', async () => {
    const price = 40;
    const { seller, listing } = await listedCard(t, price);
    const fighter = await craftCard(t, seller);
    // One experience short of level 4: any win levels up.
    await setPlayer(t.database, seller.profile.id, { experience: 1119 });
    const before = await profileOf(t.app, seller.token);
    const found = (await apiCall(t.app, seller.token, 'GET', '/arena/duel')).json<Duel>();
    const [row] = await t.database.db.select().from(duel).where(eq(duel.id, found.id));
    const weak = { ...(row!.opponentCard as BattleCard), attack: 1, speed: 1 };
    await t.database.db.update(duel).set({ opponentCard: weak }).where(eq(duel.id, found.id));
    const buyer = await trader(t, 200);

    const [started, bought] = await Promise.all([
      apiCall(t.app, seller.token, 'POST', '/arena/duel/start', { cardIds: [fighter.id] }),
      other.inject({
        method: 'POST',
        url: `/api/market/listings/${listing.id}/purchase`,
        headers: bearer(buyer.token),
      }),
    ]);
    expect(started.statusCode).toBe(200);
    expect(bought.statusCode).toBe(200);
    const result = started.json<DuelResult>();
    expect(result.winner[0]!.isPlayer).toBe(true);

    const after = await profileOf(t.app, seller.token);
    expect(after.level).toBe(4);
    expect(after.diamonds).toBe(before.diamonds + 10);
    expect(after.credits).toBe(before.credits + result.reward!.credits);
    expect(after.magicDust).toBe(
      before.magicDust + result.reward!.magicDust + sellerReceives(price),
    );
    await expectLedgerMatches(t.database, after);
    await expectLedgerMatches(t.database, await profileOf(t.app, buyer.token));
  });
});
