import { z } from 'zod';
import { RIVAL_KINDS } from '@alchemy/game-rules';
import { DuelRatingSchema } from './seasons';
import { CardStateSchema, DUEL_PROTOCOL_VERSION, DuelActionSchema } from './duel-protocol';
import { BattleCardSchema, CardIdSchema } from './lab';

export const RivalKindSchema = z.enum(RIVAL_KINDS);
export type RivalKind = z.infer<typeof RivalKindSchema>;

/**
 * One of the three rivals a duel offers (docs/RULES.md, "Three rivals"): the opponent card,
 * the player's chance against it with their strongest cards, and what a win would pay.
 */
export const RivalSchema = z
  .object({
    kind: RivalKindSchema,
    opponent: BattleCardSchema,
    /** Whole percent, 0..100, of 1,000 simulated fights; null while the player has no card. */
    winChance: z.number().int().min(0).max(100).nullable(),
    /**
     * What a win against this rival pays with the player's strongest cards (game-rules
     * duelPurse); a loss pays a fifth. Sending weaker cards against it pays more.
     */
    purse: z.object({
      credits: z.number().int().min(0),
      magicDust: z.number().int().min(0),
    }),
  })
  .meta({ id: 'Rival' });
export type Rival = z.infer<typeof RivalSchema>;

/**
 * GET /arena/duel: the pending duel (docs/RULES.md, "Arena and duels"): the opponent card
 * (the chosen rival, or the even one until a choice), the slot count, and the three rivals.
 */
export const DuelSchema = z
  .object({
    id: z.string(),
    opponent: BattleCardSchema,
    playerCardSlots: z.number().int().min(1).max(5),
    /** Safer, even and stronger, in that order; empty for a duel made before rivals. */
    rivals: z.array(RivalSchema).max(3),
    /** The rival chosen for this duel; null until the player chooses (the even one fights). */
    chosenRival: RivalKindSchema.nullable(),
    /** New draws of three rivals left today. */
    refreshesLeft: z.number().int().min(0),
    /**
     * Duels left today that pay their purse (game-rules PAID_DUELS_PER_DAY); at 0 the
     * day's duels give experience only until the day turns.
     */
    paidDuelsLeft: z.number().int().min(0),
  })
  .meta({ id: 'Duel' });
export type Duel = z.infer<typeof DuelSchema>;

/** POST /arena/duel/rival: fight this rival in this duel (fixed until fought). */
export const ChooseRivalRequestSchema = z
  .object({ duelId: z.uuid({ error: 'a duel id is a UUID' }), kind: RivalKindSchema })
  .strict()
  .meta({ id: 'ChooseRivalRequest' });
export type ChooseRivalRequest = z.infer<typeof ChooseRivalRequestSchema>;

/** POST /arena/duel/refresh: three new rivals in place of this duel's (limited per day). */
export const RefreshRivalsRequestSchema = z
  .object({ duelId: z.uuid({ error: 'a duel id is a UUID' }) })
  .strict()
  .meta({ id: 'RefreshRivalsRequest' });
export type RefreshRivalsRequest = z.infer<typeof RefreshRivalsRequestSchema>;

export const StartDuelRequestSchema = z
  .object({ cardIds: z.array(CardIdSchema).min(1).max(5) })
  .strict()
  .meta({ id: 'StartDuelRequest' });
export type StartDuelRequest = z.infer<typeof StartDuelRequestSchema>;

/**
 * A shared replay's id (docs/RULES.md, "Shared replays"): at least 128 random bits in
 * base64url, made for the replay alone, so the link gives nothing another call accepts.
 */
export const ReplayIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'a replay id is 22 to 64 letters, digits, - or _' });

/**
 * What a fought duel paid besides experience (docs/RULES.md, "Duel pay"): credits and
 * magic dust, each booked in the ledger with the reason `duel-won:<id>` or `duel-lost:<id>`.
 */
export const DuelRewardSchema = z
  .object({
    credits: z.number().int().min(0),
    magicDust: z.number().int().min(0),
  })
  .meta({ id: 'DuelReward' });
export type DuelReward = z.infer<typeof DuelRewardSchema>;

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
    /** What the duel paid (absent for duels fought before duels paid). */
    reward: DuelRewardSchema.optional(),
    /** The public replay's id: the link 'Share replay' copies (GET /replays/{replayId}). */
    replayId: ReplayIdSchema,
    /** The cards as they fought, for the playback and a replay. */
    playerCards: z.array(BattleCardSchema),
    opponentCards: z.array(BattleCardSchema),
    /** A rated duel's rating change (docs/RULES.md, "Ranked seasons"); absent when unrated. */
    rating: DuelRatingSchema.optional(),
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

/**
 * GET /arena/last-duel: the player's last fought duel in a line, for the arena ('Your last
 * duel: won, +26 EXP' with 'Watch again'); null before the first.
 */
export const LastDuelSchema = z
  .object({
    duel: z
      .object({
        id: z.string(),
        won: z.boolean(),
        experienceGained: z.number().int().min(0),
        /** The opponent card's name. */
        opponentName: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'LastDuel' });
export type LastDuel = z.infer<typeof LastDuelSchema>;

export const ReplayParamsSchema = z.object({ replayId: ReplayIdSchema });

/** A fighter's place in a shared replay: p1..p5 on the sharer's side, o1 for the opponent. */
export const ReplaySlotSchema = z
  .string()
  .regex(/^[po][1-5]$/, { error: 'a replay slot is p1 to p5 or o1 to o5' });

/**
 * A card as a shared replay shows it: what is on its face (name, class, level, stats,
 * skill, picture), named by its place in the fight. No card id, no owner, no listing.
 */
export const ReplayCardSchema = BattleCardSchema.pick({
  level: true,
  quality: true,
  isAscended: true,
  attack: true,
  defense: true,
  health: true,
  speed: true,
  skillTriggerChance: true,
  card: true,
})
  .extend({ id: ReplaySlotSchema })
  .meta({ id: 'ReplayCard' });
export type ReplayCard = z.infer<typeof ReplayCardSchema>;

/**
 * GET /replays/{replayId}: a fought duel for anyone holding its link, signed in or not
 * (docs/RULES.md, "Shared replays"). The actions and states name cards by their replay
 * slots, so nothing in it is an id another call accepts.
 */
export const PublicReplaySchema = z
  .object({
    replayId: ReplayIdSchema,
    protocolVersion: z.literal(DUEL_PROTOCOL_VERSION),
    animationSequence: z.array(DuelActionSchema),
    winner: z.array(CardStateSchema).min(1),
    playerCards: z.array(ReplayCardSchema).min(1).max(5),
    opponentCards: z.array(ReplayCardSchema).min(1).max(5),
  })
  .meta({ id: 'PublicReplay' });
export type PublicReplay = z.infer<typeof PublicReplaySchema>;
