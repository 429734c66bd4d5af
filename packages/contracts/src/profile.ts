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
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
