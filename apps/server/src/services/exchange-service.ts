/**
 * The currency exchange: fixed offers, bought in one transaction that books both
 * currencies on the ledger and counts against the offer's daily limit.
 */
import { exchangeEffect } from '@alchemy/game-rules';
import type { CurrencyOffer, Profile } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { toCurrencyOffer, toOfferView } from '../mappers/market';
import { toProfile } from '../mappers/profile';
import { activeOffers, purchasesToday } from '../repositories/exchange';
import { readExchange, writeExchange } from '../repositories/exchange-move';
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

/**
 * POST /exchange/offers/{id}/purchase: pay, receive, count it; the updated profile. Under
 * the player's lock, one statement reads the offer and the day's purchases of it
 * (repositories/exchange-move.ts), game-rules' `exchangeEffect` decides, one statement
 * writes it.
 */
export async function purchaseOffer(
  ctx: ServiceContext,
  current: PlayerRow,
  offerId: string,
): Promise<Profile> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    // Counted under the player's lock: two racing purchases cannot both take the last one.
    const read = await readExchange(tx, me, offerId);
    const effect = orRefuse(
      exchangeEffect({
        level: me.level,
        balances: me,
        offer: read.offer && { ...toOfferView(read.offer), id: read.offer.id },
        boughtToday: read.boughtToday,
      }),
    );
    const paid = await writeExchange(tx, me, effect, { requestId: ctx.requestId });
    await recordProgress(tx, locks, ctx, [{ player: me, events: [{ type: 'market-bought' }] }]);
    return toProfile({ ...me, ...paid }, me.nowMs);
  });
}
