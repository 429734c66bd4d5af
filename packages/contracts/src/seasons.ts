/**
 * Ranked seasons (docs/RULES.md, "Ranked seasons"): the current season and the player's
 * standing in it, the season board (world or friends, this season or a past one), and the
 * rating change a rated duel's result carries.
 */
import { z } from 'zod';
import { DIVISIONS, TIERS } from '@alchemy/game-rules';

export const TierSchema = z.enum(TIERS).meta({ id: 'Tier' });
export const DivisionSchema = z.enum(DIVISIONS).meta({ id: 'Division' });

/** A rating as a player reads it: whole points, tier and division (none for Archmage). */
export const TierStandingSchema = z
  .object({
    rating: z.number().int(),
    tier: TierSchema,
    division: DivisionSchema.nullable(),
  })
  .meta({ id: 'TierStanding' });
export type TierStanding = z.infer<typeof TierStandingSchema>;

const SeasonRewardSchema = z
  .object({
    credits: z.number().int().min(0),
    diamonds: z.number().int().min(0),
    magicDust: z.number().int().min(0),
  })
  .meta({ id: 'SeasonReward' });

/** GET /seasons/current: the season, its end, and where the player stands. */
export const CurrentSeasonSchema = z
  .object({
    season: z.number().int().min(1),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    secondsLeft: z.number().int().min(0),
    /** The player's rating now (the reset start before their first rated duel of it). */
    standing: TierStandingSchema,
    /** The highest tier a rated duel of this season left the player at; null before one. */
    peak: TierStandingSchema.nullable(),
    ratedDuels: z.number().int().min(0),
    /** Rated duels a season's reward asks for. */
    ratedDuelsForReward: z.number().int().min(1),
    /** The exact rank on this season's world board; null before a rated duel. */
    rank: z.number().int().min(1).nullable(),
    /** The player's last season before this one, once its end is done: final rank and reward. */
    lastSeason: z
      .object({
        season: z.number().int().min(1),
        standing: TierStandingSchema,
        rank: z.number().int().min(1),
        /** Paid at the season's end; null after too few rated duels. */
        reward: SeasonRewardSchema.nullable(),
        rewardTier: TierSchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CurrentSeason' });
export type CurrentSeason = z.infer<typeof CurrentSeasonSchema>;

export const SEASON_BOARD_SCOPES = ['world', 'friends'] as const;
export const SeasonBoardQuerySchema = z
  .object({
    scope: z.enum(SEASON_BOARD_SCOPES).default('world'),
    /** A season number; absent: the current season. */
    season: z.coerce
      .number({ error: 'a season is a whole number from 1' })
      .int({ error: 'a season is a whole number from 1' })
      .min(1, { error: 'a season is a whole number from 1' })
      .max(100_000, { error: 'there is no such season' })
      .optional(),
  })
  .strict();

export const SeasonBoardEntrySchema = z
  .object({
    rank: z.number().int().min(1),
    name: z.string(),
    avatarUrl: z.string(),
    isYou: z.boolean(),
    standing: TierStandingSchema,
    ratedDuels: z.number().int().min(0),
  })
  .meta({ id: 'SeasonBoardEntry' });
export type SeasonBoardEntry = z.infer<typeof SeasonBoardEntrySchema>;

/** GET /seasons/board: a season's top or the player's friends, and the player's exact rank. */
export const SeasonBoardSchema = z
  .object({
    season: z.number().int().min(1),
    scope: z.enum(SEASON_BOARD_SCOPES),
    /** True once the season's end is done: its standings no longer change. */
    final: z.boolean(),
    entries: z.array(SeasonBoardEntrySchema),
    /** The player's entry however far down; null when they fought no rated duel in it. */
    me: SeasonBoardEntrySchema.nullable(),
    /** Players rated in the season. */
    players: z.number().int().min(0),
  })
  .meta({ id: 'SeasonBoard' });
export type SeasonBoard = z.infer<typeof SeasonBoardSchema>;

/** What a rated duel did to the challenger's rating (absent on an unrated duel). */
export const DuelRatingSchema = z
  .object({
    season: z.number().int().min(1),
    before: TierStandingSchema,
    after: TierStandingSchema,
    /** after.rating - before.rating, in whole points as shown. */
    change: z.number().int(),
    move: z.enum(['promoted', 'demoted', 'same']),
  })
  .meta({ id: 'DuelRating' });
export type DuelRating = z.infer<typeof DuelRatingSchema>;
