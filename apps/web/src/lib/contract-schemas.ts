/**
 * The contract schemas API calls parse their answers with, in one module that is only
 * ever imported dynamically (lib/schema-modules.ts), in the answer worker: zod and the
 * schemas arrive with the first answer that needs them, not in the first download, and
 * are built off the page's main thread. Add a schema here, and read it with
 * `lazySchema('NameSchema')`. The sign-in calls' schemas are in lib/auth-schemas.ts.
 */
import { CraftResultSchema, GameItemEntrySchema, RuleRefusalSchema } from '@alchemy/contracts';
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

/**
 * A rule's refusal from its error answer `{ error, code, details }`: the code and the facts
 * together, as the engine's RuleError (typed per code). Any other body fails.
 */
export const RuleRefusalAnswerSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && 'code' in body && 'details' in body
      ? { code: body.code, ...(typeof body.details === 'object' ? body.details : {}) }
      : body,
  RuleRefusalSchema,
);

/** GET /api/craft/game/start/items. */
export const StartItemsSchema = z.array(GameItemEntrySchema);
