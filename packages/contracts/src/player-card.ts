/**
 * A player's public card (docs/RULES.md, "Public player cards"): what anyone holding the
 * link /player/{playerId} may see of a player, signed in or not. Nothing private: no
 * balances, no cards, no friends, no sign-in provider.
 */
import { z } from 'zod';

export const PlayerIdSchema = z.uuid({ error: 'a player id is a UUID' });
export const PlayerCardParamsSchema = z.object({ playerId: PlayerIdSchema });

export const PlayerCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    level: z.number().int().min(1),
    /** The title the player shows by their name; null for none. */
    title: z.string().nullable(),
    /** 1 for the first player of the world (the leaderboard's order). */
    worldRank: z.number().int().min(1),
    /** The longest run of days the player finished the daily race. */
    bestRaceStreak: z.number().int().min(0),
    /** The picture a shared link shows of this card (PNG, 1200x630). */
    previewUrl: z.string(),
  })
  .meta({ id: 'PlayerCard' });
export type PlayerCard = z.infer<typeof PlayerCardSchema>;
