import { z } from 'zod';
import { CardStateSchema, DUEL_PROTOCOL_VERSION, DuelActionSchema } from './duel-protocol';
import { BattleCardSchema, CardIdSchema } from './lab';

/** GET /arena/duel: the pending duel (docs/RULES.md, "Arena and duels"): one opponent card. */
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
 * POST /arena/duel/start and GET /arena/duels/{id}: a fought duel (docs/RULES.md, "Arena
 * and duels").
 */
export const DuelResultSchema = z
  .object({
    id: z.string(),
    /**
     * The version of the action protocol in animationSequence: a client built for another
     * version cannot read the actions, so it refuses the duel rather than replay it wrong.
     */
    protocolVersion: z.literal(DUEL_PROTOCOL_VERSION),
    /** Every step of the fight, as the engine wrote it: the client replays these. */
    animationSequence: z.array(DuelActionSchema),
    /** The winning side's cards at the end; the first entry's isPlayer tells who won. */
    winner: z.array(CardStateSchema).min(1),
    experienceGained: z.number().int().min(0).optional(),
    /** The cards as they fought, for the playback and a replay. */
    playerCards: z.array(BattleCardSchema),
    opponentCards: z.array(BattleCardSchema),
  })
  .meta({ id: 'DuelResult' });
export type DuelResult = z.infer<typeof DuelResultSchema>;

export const DuelParamsSchema = z.object({ id: z.uuid({ error: 'a duel id is a UUID' }) });
