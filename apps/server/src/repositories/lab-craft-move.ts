/**
 * A lab craft's write: one statement of the effect game-rules' `labCraftEffect` returns
 * (packages/game-rules/src/moves/lab-craft-effect.ts), passed by the service
 * (services/lab-service.ts#craftCard). It decides nothing. There is no read of its own:
 * the locks of the player and of the chosen stacks (with their items) are all the craft
 * decides from, and a row locked FOR UPDATE comes back as it is after the lock was granted.
 * Built once (db/built-once.ts); it takes the player's lock as a Locked<PlayerRow>.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LabCraftEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { newCardValues, type CardRow } from './battle-cards';
import { CardRowJsonSchema } from './card-row-json';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

const player = sql.placeholder('player');

/**
 * The effect in one statement: the chosen stacks get their final quantities (a used-up
 * stack stays, at zero, as before); the card is stored as the rules forged it (its columns
 * from battle-cards.ts#newCardValues, the one place a generated card becomes a row); a
 * first card opens the arena. It answers how many stacks it wrote, whether it opened the
 * arena, and the card's row (its id and time are the database's; card-row-json.ts).
 */
const writeStatement = builtOnce(
  'lab_craft_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    taken as (
      update lab_item set quantity = c.quantity, updated_at = now()
      from jsonb_to_recordset((select effect -> 'stock' from given))
        as c(item_id text, quantity integer)
      where lab_item.player_id = ${player} and lab_item.item_id = c.item_id
      returning lab_item.item_id
    ),
    made as (
      insert into battle_card (player_id, name, character_type, description, synergy, skill,
        quality, level, base_attack, base_defense, base_health, base_speed,
        skill_trigger_chance, seed, source_items)
      select c."playerId", c.name, c."characterType", c.description, c.synergy, c.skill,
        c.quality, c.level, c."baseAttack", c."baseDefense", c."baseHealth", c."baseSpeed",
        c."skillTriggerChance", c.seed, c."sourceItems"
      from jsonb_to_record((select effect -> 'card' from given)) as c(
        "playerId" uuid, name text, "characterType" text, description text, synergy text,
        skill text, quality text, level integer, "baseAttack" integer,
        "baseDefense" integer, "baseHealth" integer, "baseSpeed" integer,
        "skillTriggerChance" double precision, seed bigint, "sourceItems" text[])
      returning *
    ),
    opened as (
      update player set is_arena_open = true
      where id = ${player} and (select (effect ->> 'opensArena')::boolean from given)
      returning id
    )
    select
      (select count(*) from taken)::integer as "taken",
      (select count(*) from opened)::integer as "opened",
      (select row_to_json(made) from made) as "card"`,
);

const LabCraftWriteSchema = z.object({
  rows: z
    .array(z.object({ taken: z.number(), opened: z.number(), card: CardRowJsonSchema.nullable() }))
    .length(1),
});

/** Writes `effect` for `owner`; the card's row, once the counts are checked against it. */
export async function writeLabCraft(
  tx: Tx,
  owner: Owner,
  effect: LabCraftEffect,
): Promise<CardRow> {
  const given = {
    stock: effect.stock.map((entry) => ({ item_id: entry.itemId, quantity: entry.quantity })),
    card: newCardValues(owner, effect.card),
    opensArena: effect.opensArena,
  };
  // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
  const answer = await writeStatement(tx, { player: owner.id, effect: JSON.stringify(given) });
  const [row] = LabCraftWriteSchema.parse(answer).rows;
  const wrote =
    row !== undefined &&
    row.taken === effect.stock.length &&
    row.opened === (effect.opensArena ? 1 : 0) &&
    row.card !== null;
  if (!wrote || !row.card) {
    throw new Error(`the lab craft of ${owner.id} did not write its effect as given`);
  }
  return row.card;
}
