import { z } from 'zod';
import { BattleCardSchema, CardIdSchema } from './lab';

/** GET /arena/duel: the pending duel (spec section 3 "Duel"): one opponent card. */
export const DuelSchema = z
  .object({
    id: z.string(),
    opponent: BattleCardSchema,
    playerCardSlots: z.number().int().min(1).max(5),
  })
  .meta({ id: 'Duel' });
export type Duel = z.infer<typeof DuelSchema>;

export const StartDuelRequestSchema = z
  .object({ cardIds: z.array(CardIdSchema).min(1).max(5) })
  .strict()
  .meta({ id: 'StartDuelRequest' });
export type StartDuelRequest = z.infer<typeof StartDuelRequestSchema>;

/**
 * One step of the fight as the engine in @alchemy/game-rules wrote it (its DuelAction
 * type); the client replays these. Checked loosely here: the engine's types are the truth.
 */
export const DuelActionSchema = z.object({ type: z.string() }).loose();

/** A card's state in a duel (spec section 3), as the engine reports it. */
export const DuelCardStateSchema = z
  .object({
    id: z.string(),
    isPlayer: z.boolean(),
    health: z.number(),
    currentHealth: z.number(),
  })
  .loose();

/** POST /arena/duel/start and GET /arena/duels/{id} (spec section 3 "Duel result"). */
export const DuelResultSchema = z
  .object({
    id: z.string(),
    animationSequence: z.array(DuelActionSchema),
    /** The winning side's cards; the first entry's isPlayer tells who won. */
    winner: z.array(DuelCardStateSchema).min(1),
    experienceGained: z.number().int().min(0).optional(),
    /** The cards as they fought, for the playback and a replay. */
    playerCards: z.array(BattleCardSchema),
    opponentCards: z.array(BattleCardSchema),
  })
  .meta({ id: 'DuelResult' });
export type DuelResult = z.infer<typeof DuelResultSchema>;

export const DuelParamsSchema = z.object({ id: z.uuid({ error: 'a duel id is a UUID' }) });
