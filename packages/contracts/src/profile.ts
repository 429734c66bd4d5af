import { GUIDANCE_KEYS } from '@alchemy/game-rules';
import { z } from 'zod';

export const SIGN_IN_PROVIDERS = ['anonymous', 'google'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/**
 * The player's profile: every field of docs/RULES.md, "Accounts and profile", plus the player
 * id.
 */
export const ProfileSchema = z
  .object({
    id: z.string().describe("The project's own player id"),
    name: z.string(),
    level: z.number().int().min(1),
    experience: z.number().int().min(0),
    credits: z.number().int().min(0),
    diamonds: z.number().int().min(0),
    magicDust: z.number().int().min(0),
    avatarUrl: z.string().describe('Path of the avatar image, relative to the site root'),
    signInProvider: z.enum(SIGN_IN_PROVIDERS),
    isLabOpen: z.boolean(),
    isArenaOpen: z.boolean(),
    initialItemsLimit: z.number().int().min(1),
    duelIntervalSeconds: z
      .number()
      .int()
      .min(0)
      .describe('Seconds until the next duel may start; 0 means now'),
    guidanceSeen: z
      .array(z.enum(GUIDANCE_KEYS))
      .describe('The first-time tips this player has seen or dismissed'),
    title: z
      .string()
      .nullable()
      .describe("The title the player shows by their name (an achievement's); null for none"),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** POST /profile/username: the new name (checked by game-rules' checkUsername). */
export const UsernameRequestSchema = z
  .object({ name: z.string().max(200) })
  .strict()
  .meta({ id: 'UsernameRequest' });
export type UsernameRequest = z.infer<typeof UsernameRequestSchema>;

/** POST /profile/guidance: one first-time tip seen or dismissed (game-rules' GUIDANCE_KEYS). */
export const GuidanceRequestSchema = z
  .object({ key: z.enum(GUIDANCE_KEYS) })
  .strict()
  .meta({ id: 'GuidanceRequest' });
export type GuidanceRequest = z.infer<typeof GuidanceRequestSchema>;

/** One row of a leaderboard (the spec's "Leaderboard" entry), with who it is. */
export const LeaderboardEntrySchema = z
  .object({
    rank: z.number().int().min(1),
    playerId: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    level: z.number().int().min(1),
    experience: z.number().int().min(0),
    /** The title the player shows by their name; null for none. */
    title: z.string().nullable(),
    /** This row is the player asking. */
    isYou: z.boolean(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/**
 * GET /profile/leaderboard: the world's top 10 and the player's own entry with its exact
 * rank (the screen appends it when it is outside the top 10), and the friends board: the
 * player's friends and the player, ranked among themselves.
 */
export const LeaderboardSchema = z
  .object({
    top: z.array(LeaderboardEntrySchema),
    me: LeaderboardEntrySchema,
    friends: z.array(LeaderboardEntrySchema),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
