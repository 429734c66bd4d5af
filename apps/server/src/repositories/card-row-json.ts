/**
 * A battle_card row as a statement answers it in JSON (`row_to_json` of a part that
 * `returning *`), parsed into the row drizzle would give: the moves' writes answer the
 * card they wrote this way (repositories/lab-craft-move.ts, card-step-move.ts).
 */
import { z } from 'zod';
import type { CardRow } from './battle-cards';

export const CardRowJsonSchema = z
  .object({
    id: z.string(),
    player_id: z.string().nullable(),
    name: z.string(),
    character_type: z.string(),
    description: z.string(),
    synergy: z.string(),
    skill: z.string(),
    quality: z.string(),
    is_ascended: z.boolean(),
    is_listed: z.boolean(),
    level: z.number(),
    base_attack: z.number(),
    base_defense: z.number(),
    base_health: z.number(),
    base_speed: z.number(),
    skill_trigger_chance: z.number(),
    seed: z.number(),
    source_items: z.array(z.string()),
    sparring_for_player_id: z.string().nullable(),
    created_at: z.coerce.date(),
  })
  .transform((row): CardRow => ({
    id: row.id,
    playerId: row.player_id,
    name: row.name,
    characterType: row.character_type,
    description: row.description,
    synergy: row.synergy,
    skill: row.skill,
    quality: row.quality,
    isAscended: row.is_ascended,
    isListed: row.is_listed,
    level: row.level,
    baseAttack: row.base_attack,
    baseDefense: row.base_defense,
    baseHealth: row.base_health,
    baseSpeed: row.base_speed,
    skillTriggerChance: row.skill_trigger_chance,
    seed: row.seed,
    sourceItems: row.source_items,
    sparringForPlayerId: row.sparring_for_player_id,
    createdAt: row.created_at,
  }));
