/**
 * A listing's write: the effect game-rules' `listEffect` returns
 * (packages/game-rules/src/moves/list-effect.ts), in one statement. It reads nothing first:
 * the seller's lock and the card's lock read all the move decides from
 * (services/market-service.ts#createListing).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ListEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import type { PlayerRow } from './players';

const seller = sql`${sql.placeholder('seller')}::uuid`;

/**
 * The listing inserted as the effect says (active by default; the table's triggers count
 * it, migration 0020), the card listed, and the pending duels that offer the card as their
 * opponent or one of their rivals withdrawn: those players get new rivals on their next
 * visit. Answers what the database chose (the listing's id and time) and what each part
 * wrote.
 */
const writeStatement = builtOnce(
  'market_list_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    listed as (
      insert into market_listing
        (card_id, seller_id, price, currency, card_class, card_quality, card_level)
      select (l ->> 'cardId')::uuid, ${seller}, (l ->> 'price')::integer, l ->> 'currency',
        l ->> 'cardClass', l ->> 'cardQuality', (l ->> 'cardLevel')::integer
      from (select effect -> 'listing' as l from given) as g
      returning id, created_at
    ),
    frozen as (
      update battle_card set is_listed = (g.c ->> 'isListed')::boolean
      from (select effect -> 'card' as c from given) as g
      where battle_card.id = (g.c ->> 'id')::uuid and battle_card.player_id = ${seller}
      returning battle_card.id
    ),
    withdrawn as (
      delete from duel
      using (select effect ->> 'withdrawDuelsAgainst' as card_id from given) as g
      where duel.status = 'pending'
        and (duel.opponent_card_id = g.card_id::uuid
          or duel.rivals @> jsonb_build_array(
            jsonb_build_object('card', jsonb_build_object('id', g.card_id))))
      returning duel.id
    )
    select
      (select id from listed) as "id",
      (select to_json(created_at) from listed) as "createdAt",
      (select count(*) from frozen)::integer as "frozen"`,
);

const ListWriteSchema = z.object({
  rows: z
    .array(
      z.object({
        id: z.string().nullable(),
        createdAt: z.coerce.date().nullable(),
        frozen: z.number(),
      }),
    )
    .length(1),
});

/** Writes `effect` for the locked seller; the new listing's id and time. */
export async function writeListing(
  tx: Tx,
  owner: Locked<PlayerRow>,
  effect: ListEffect,
): Promise<{ id: string; createdAt: Date }> {
  const given = {
    listing: effect.listing,
    card: effect.card,
    withdrawDuelsAgainst: effect.withdrawDuelsAgainst,
  };
  // Both drivers answer { rows }; parsed rather than trusted. The effect travels as a
  // string: node-postgres would send a JavaScript array as a SQL array.
  const answer = await writeStatement(tx, { seller: owner.id, effect: JSON.stringify(given) });
  const [row] = ListWriteSchema.parse(answer).rows;
  if (!row?.id || !row.createdAt || row.frozen !== 1) {
    throw new Error(`the listing of card ${effect.card.id} did not write its effect as given`);
  }
  return { id: row.id, createdAt: row.createdAt };
}
