/**
 * A cancel's write: the effect game-rules' `cancelEffect` returns
 * (packages/game-rules/src/moves/cancel-effect.ts), in one statement. The seller's, the
 * card's and the listing's locks read all the move decides from
 * (services/market-service.ts#cancelListing).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CancelEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';

/**
 * The listing ends as the effect says (the table's triggers uncount it, migration 0020) and
 * the card comes back unlisted. `status = 'active'` is a guard, not a decision: the listing
 * is locked and the rules found it active.
 */
const writeStatement = builtOnce(
  'market_cancel_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    ended as (
      update market_listing set status = g.l ->> 'status', ended_at = now()
      from (select effect -> 'listing' as l from given) as g
      where market_listing.id = (g.l ->> 'id')::uuid and market_listing.status = 'active'
      returning market_listing.id
    ),
    freed as (
      update battle_card set is_listed = (g.c ->> 'isListed')::boolean
      from (select effect -> 'card' as c from given) as g
      where battle_card.id = (g.c ->> 'id')::uuid
      returning battle_card.id
    )
    select (select count(*) from ended)::integer as "ended",
      (select count(*) from freed)::integer as "freed"`,
);

const CancelWriteSchema = z.object({
  rows: z.array(z.object({ ended: z.number(), freed: z.number() })).length(1),
});

/** Writes `effect`; throws when a part did not write what it was given. */
export async function writeCancel(tx: Tx, effect: CancelEffect): Promise<void> {
  // Both drivers answer { rows }; parsed rather than trusted.
  const answer = await writeStatement(tx, { effect: JSON.stringify(effect) });
  const [row] = CancelWriteSchema.parse(answer).rows;
  if (row?.ended !== 1 || row.freed !== (effect.card ? 1 : 0)) {
    throw new Error(`the cancel of listing ${effect.listing.id} did not write its effect as given`);
  }
}
