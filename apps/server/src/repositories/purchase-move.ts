/**
 * A purchase's write: the effect game-rules' `purchaseEffect` returns
 * (packages/game-rules/src/moves/purchase-effect.ts), in one statement. The buyer's and
 * seller's, the card's and the listing's locks read all the move decides from
 * (services/market-service.ts#purchaseListing).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PurchaseEffect } from '@alchemy/game-rules';
import type { BattleCard } from '@alchemy/contracts';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import {
  MoneyAnswerSchema,
  moneyAnswer,
  moneyGiven,
  moneyParts,
  wroteMoney,
  type PaidBalances,
} from './money-parts';

/**
 * The balances of buyer and seller with their three ledger rows (money-parts.ts), the card
 * handed over, and the listing ended sold with the card as it was sold (the seller's sales
 * list shows it). The listing's `status = 'active'` is a guard, not a decision: the listing
 * is locked and the rules found it active. The kind's hour of prices is a world row and
 * the progress comes before it in the lock order, so neither is a part of this statement.
 */
const writeStatement = builtOnce(
  'market_purchase_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    ${moneyParts('balances')},
    handed as (
      update battle_card set
        player_id = (g.c ->> 'playerId')::uuid, is_listed = (g.c ->> 'isListed')::boolean
      from (select effect -> 'card' as c from given) as g
      where battle_card.id = (g.c ->> 'id')::uuid
      returning battle_card.id
    ),
    sold as (
      update market_listing set
        status = g.l ->> 'status', buyer_id = (g.l ->> 'buyerId')::uuid,
        fee = (g.l ->> 'fee')::integer, sold_card = g.sold_card, ended_at = now()
      from (select effect -> 'listing' as l, effect -> 'soldCard' as sold_card from given) as g
      where market_listing.id = (g.l ->> 'id')::uuid and market_listing.status = 'active'
      returning market_listing.id
    )
    select ${moneyAnswer},
      (select count(*) from handed)::integer as "handed",
      (select count(*) from sold)::integer as "sold"`,
);

const PurchaseWriteSchema = z.object({
  rows: z.array(MoneyAnswerSchema.extend({ handed: z.number(), sold: z.number() })).length(1),
});

/**
 * Writes `effect`, the card as sold being `soldCard`; each paid player's balances after,
 * by id. Throws when a part did not write what it was given.
 */
export async function writePurchase(
  tx: Tx,
  effect: PurchaseEffect,
  options: { soldCard: BattleCard; requestId: string },
): Promise<Map<string, PaidBalances>> {
  const given = {
    balances: moneyGiven(effect.balances),
    card: effect.card,
    listing: effect.listing,
    soldCard: options.soldCard,
  };
  // Both drivers answer { rows }; parsed rather than trusted. The effect travels as a
  // string: node-postgres would send a JavaScript array as a SQL array.
  const answer = await writeStatement(tx, {
    effect: JSON.stringify(given),
    requestId: options.requestId,
  });
  const [row] = PurchaseWriteSchema.parse(answer).rows;
  const wrote =
    row !== undefined &&
    wroteMoney(row, effect.balances) &&
    row.handed === (effect.card ? 1 : 0) &&
    row.sold === 1;
  if (!wrote) {
    throw new Error(
      `the purchase of listing ${effect.listing.id} did not write its effect as given`,
    );
  }
  return new Map(row.paid.map((paid) => [paid.id, paid]));
}
