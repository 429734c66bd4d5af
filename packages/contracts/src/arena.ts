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

/** Up to five card ids, comma-separated, as the duel route writes them. */
const CARD_ID_LIST = /^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,4}$/;

/** GET /arena/odds?cardIds=a,b: the win odds of these cards against the pending duel. */
export const DuelOddsQuerySchema = z
  .object({
    cardIds: z
      .string()
      .regex(CARD_ID_LIST, { error: 'cardIds is a comma-separated list of 1 to 5 card ids' }),
  })
  // No .meta id: OpenAPI query parameters are inlined, a $ref there breaks the docs.
  .strict();
export type DuelOddsQuery = z.infer<typeof DuelOddsQuerySchema>;

/**
 * The player's win odds before the fight (issue 14): the server simulates `fights` fights
 * of these cards against the pending duel's opponent, each from a fresh seed.
 */
export const DuelOddsSchema = z
  .object({
    duelId: z.string(),
    /** Whole percent, 0..100: the share of the simulated fights the player won. */
    winChance: z.number().int().min(0).max(100),
    fights: z.number().int().min(1),
  })
  .meta({ id: 'DuelOdds' });
export type DuelOdds = z.infer<typeof DuelOddsSchema>;
