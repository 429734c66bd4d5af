/**
 * The daily race (docs/RULES.md, "The daily race"). No answer names an item the player has
 * not made in this race, nor a recipe, path or distance, before the attempt ends; a past
 * day's paths open after that day has turned.
 */
import { z } from 'zod';
import { GameItemSchema, ItemIdSchema, RaritySchema } from './items';

export const RACE_STATUSES = ['playing', 'finished', 'failed'] as const;
export const CRAFT_TRENDS = ['closer', 'same', 'further'] as const;

/** The puzzle: the target's name and picture, nothing of how it is made. */
export const RaceTargetSchema = z
  .object({ id: ItemIdSchema, name: z.string(), imageUrl: z.string(), rarity: RaritySchema })
  .meta({ id: 'RaceTarget' });
export type RaceTarget = z.infer<typeof RaceTargetSchema>;

/** One attempt as its player sees it: only items it started with or made. */
export const RaceAttemptSchema = z
  .object({
    id: z.uuid(),
    /** The day's one scored attempt; false for a practice replay. */
    scored: z.boolean(),
    status: z.enum(RACE_STATUSES),
    /** The starting blocks and every item made in this attempt, with what is held now. */
    items: z.array(GameItemSchema),
    crafts: z.number().int().min(0),
    /** One per craft, for the share line: did it bring the target closer. */
    trends: z.array(z.enum(CRAFT_TRENDS)),
    /** The server's time since the first craft, frozen at the end (ms). */
    timeMs: z.number().int().min(0),
    /** The first craft's time (ISO), for a running clock; null before it. */
    firstCraftAt: z.string().nullable(),
  })
  .meta({ id: 'RaceAttempt' });
export type RaceAttempt = z.infer<typeof RaceAttemptSchema>;

export const RaceStreakSchema = z
  .object({
    /** Game days in a row with a scored race finished (a missed day a week forgiven). */
    days: z.number().int().min(0),
    best: z.number().int().min(0),
    todayCounted: z.boolean(),
  })
  .meta({ id: 'RaceStreak' });

/** GET /race: today's race, the player's attempt and their scored result. */
export const RaceTodaySchema = z
  .object({
    day: z.string(),
    target: RaceTargetSchema,
    /** When the next race begins (ISO time), and seconds until then by the server's clock. */
    nextRaceAt: z.string(),
    secondsToNextRace: z.number().int().min(0),
    /** The attempt under way, or the last one ended today; null before the first. */
    attempt: RaceAttemptSchema.nullable(),
    /** The scored attempt, once it has ended, with its rank in the world. */
    result: z
      .object({
        status: z.enum(['finished', 'failed']),
        crafts: z.number().int().min(0),
        timeMs: z.number().int().min(0),
        trends: z.array(z.enum(CRAFT_TRENDS)),
        rank: z.number().int().min(1),
      })
      .nullable(),
    streak: RaceStreakSchema,
  })
  .meta({ id: 'RaceToday' });
export type RaceToday = z.infer<typeof RaceTodaySchema>;

export const RaceStartRequestSchema = z.object({}).strict().meta({ id: 'RaceStartRequest' });

export const RaceCraftRequestSchema = z
  .object({ itemOneId: ItemIdSchema, itemTwoId: ItemIdSchema })
  .strict()
  .meta({ id: 'RaceCraftRequest' });
export type RaceCraftRequest = z.infer<typeof RaceCraftRequestSchema>;

/** A craft's answer: what was made (null when the pair was no recipe) and the attempt now. */
export const RaceCraftResultSchema = z
  .object({
    made: GameItemSchema.nullable(),
    /** True when nobody had made it before in this attempt. */
    isNew: z.boolean(),
    attempt: RaceAttemptSchema,
  })
  .meta({ id: 'RaceCraftResult' });
export type RaceCraftResult = z.infer<typeof RaceCraftResultSchema>;

export const RACE_BOARD_SCOPES = ['world', 'friends'] as const;
export const RaceBoardQuerySchema = z
  .object({ scope: z.enum(RACE_BOARD_SCOPES).default('world') })
  .strict();

export const RaceBoardEntrySchema = z
  .object({
    rank: z.number().int().min(1),
    name: z.string(),
    avatarUrl: z.string(),
    isYou: z.boolean(),
    status: z.enum(['finished', 'failed']),
    crafts: z.number().int().min(0),
    timeMs: z.number().int().min(0),
  })
  .meta({ id: 'RaceBoardEntry' });
export type RaceBoardEntry = z.infer<typeof RaceBoardEntrySchema>;

/** GET /race/board: today's scored attempts that ended, best first, and the player's own. */
export const RaceBoardSchema = z
  .object({
    day: z.string(),
    scope: z.enum(RACE_BOARD_SCOPES),
    entries: z.array(RaceBoardEntrySchema),
    /** The player's entry, exact rank however far down; null before their attempt ends. */
    me: RaceBoardEntrySchema.nullable(),
    /** Players who finished today's race. */
    finishers: z.number().int().min(0),
  })
  .meta({ id: 'RaceBoard' });
export type RaceBoard = z.infer<typeof RaceBoardSchema>;

export const RaceDayParamsSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a race day is YYYY-MM-DD' }),
});

const PathItemSchema = z.object({ name: z.string(), imageUrl: z.string() });
export const RacePathStepSchema = z
  .object({ one: PathItemSchema, two: PathItemSchema, made: PathItemSchema.nullable() })
  .meta({ id: 'RacePathStep' });
export type RacePathStep = z.infer<typeof RacePathStepSchema>;

/** GET /race/days/{day}/paths: after a day has turned, its shortest path and the top three's. */
export const RacePathsSchema = z
  .object({
    day: z.string(),
    target: RaceTargetSchema,
    start: z.array(z.object({ name: z.string(), imageUrl: z.string(), quantity: z.number() })),
    shortest: z.array(RacePathStepSchema),
    top: z.array(
      z.object({
        rank: z.number().int().min(1),
        name: z.string(),
        avatarUrl: z.string(),
        crafts: z.number().int().min(0),
        timeMs: z.number().int().min(0),
        steps: z.array(RacePathStepSchema),
      }),
    ),
  })
  .meta({ id: 'RacePaths' });
export type RacePaths = z.infer<typeof RacePathsSchema>;
