/**
 * The currency exchange: fixed offers, bought in one transaction that books both
 * currencies on the ledger and counts against the offer's daily limit.
 */
import { checkExchangePurchase, type LedgerReason } from '@alchemy/game-rules';
import type { CurrencyOffer, Profile } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { toCurrencyOffer, toOfferView } from '../mappers/market';
import { toProfile } from '../mappers/profile';
import { changeBalance } from '../repositories/balances';
import {
  activeOffers,
  findActiveOffer,
  purchasesToday,
  recordExchangePurchase,
} from '../repositories/exchange';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { recordProgress } from './progress-service';
import { inTransaction } from './transaction';

/** GET /exchange/offers: the offers, with how many the player may still buy today. */
export async function offers(ctx: ServiceContext, playerId: string): Promise<CurrencyOffer[]> {
  const [rows, bought] = await Promise.all([
    activeOffers(ctx.db),
    purchasesToday(ctx.db, playerId),
  ]);
  return rows.map((row) => toCurrencyOffer(row, bought.get(row.id) ?? 0));
}

/** POST /exchange/offers/{id}/purchase: pay, receive, count it; the updated profile. */
export async function purchaseOffer(
  ctx: ServiceContext,
  current: PlayerRow,
  offerId: string,
): Promise<Profile> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const row = await findActiveOffer(tx, offerId);
    // Counted under the player's lock: two racing purchases cannot both take the last one.
    const bought = (await purchasesToday(tx, me.id, [offerId])).get(offerId) ?? 0;
    const { offer, pay, get } = orRefuse(
      checkExchangePurchase({
        level: me.level,
        offer: row && toOfferView(row),
        boughtToday: bought,
        balances: me,
      }),
    );
    const reason: LedgerReason = `exchange:${offer.row.id}`;
    const paid = await changeBalance(tx, me, {
      currency: pay.currency,
      delta: -pay.amount,
      reason,
      requestId: ctx.requestId,
    });
    const received = await changeBalance(tx, me, {
      currency: get.currency,
      delta: get.amount,
      reason,
      requestId: ctx.requestId,
    });
    await recordExchangePurchase(tx, me, offer.row.id);
    await recordProgress(tx, locks, ctx, [{ player: me, events: [{ type: 'market-bought' }] }]);
    const after = { ...me, [pay.currency]: paid, [get.currency]: received };
    return toProfile(after, me.nowMs);
  });
}
