/**
 * Achievements and titles (docs/RULES.md, "Achievements"). Names, titles and words of each
 * achievement are game-rules' ACHIEVEMENTS, by key.
 */
import { z } from 'zod';
import { ACHIEVEMENT_KEYS } from '@alchemy/game-rules';
import { ProfileSchema } from './profile';

export const AchievementKeySchema = z.enum(ACHIEVEMENT_KEYS);

export const AchievementSchema = z
  .object({
    key: AchievementKeySchema,
    earned: z.boolean(),
    /** When it was earned (ISO time). */
    earnedAt: z.string().nullable(),
    /** The counter it watches, capped at the target. */
    progress: z.number().int().min(0),
    target: z.number().int().min(1),
  })
  .meta({ id: 'Achievement' });
export type AchievementView = z.infer<typeof AchievementSchema>;

/** GET /achievements: every achievement, earned or not, and the title shown. */
export const AchievementsSchema = z
  .object({
    achievements: z.array(AchievementSchema),
    /** The achievement whose title the player shows; null for none. */
    title: AchievementKeySchema.nullable(),
  })
  .meta({ id: 'Achievements' });
export type Achievements = z.infer<typeof AchievementsSchema>;

/** POST /achievements/title: show an earned achievement's title, or none (null). */
export const TitleRequestSchema = z
  .object({ key: AchievementKeySchema.nullable() })
  .strict()
  .meta({ id: 'TitleRequest' });
export type TitleRequest = z.infer<typeof TitleRequestSchema>;

export const TitleResultSchema = z
  .object({ title: AchievementKeySchema.nullable(), profile: ProfileSchema })
  .meta({ id: 'TitleResult' });
export type TitleResult = z.infer<typeof TitleResultSchema>;
