/**
 * The contract schemas API calls parse their answers with, in one module that is only
 * ever imported dynamically (lib/schema-modules.ts), in the answer worker: zod and the
 * schemas arrive with the first answer that needs them, not in the first download, and
 * are built off the page's main thread. Add a schema here, and read it with
 * `lazySchema('NameSchema')`. The sign-in calls' schemas are in lib/auth-schemas.ts.
 */
import { CraftResultSchema, GameItemEntrySchema } from '@alchemy/contracts';
import { z } from 'zod';

export {
  BuyItemResponseSchema,
  CraftingGameSchema,
  CraftResultSchema,
  CurrentSeasonSchema,
  DailyGoalsSchema,
  HintResponseSchema,
  HintStatusSchema,
  LabItemListSchema,
  NotificationsPageSchema,
  ProfileSchema,
  RaceAttemptSchema,
  RaceBoardSchema,
  RaceCraftResultSchema,
  RacePathsSchema,
  RaceTodaySchema,
  SeasonBoardSchema,
  UnreadCountSchema,
} from '@alchemy/contracts';

/** POST /api/craft/game/items/craft: a failed craft is a 204 with no body, read as null. */
export const CraftResultOrNoneSchema = CraftResultSchema.nullable();

/** GET /api/craft/game/start/items. */
export const StartItemsSchema = z.array(GameItemEntrySchema);
