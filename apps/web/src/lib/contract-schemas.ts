/**
 * The contract schemas API calls parse their answers with, in one module that is only
 * ever imported dynamically (lib/lazy-schema.ts): zod and the schemas arrive with the first
 * answer that needs them, not in the first download. Add a schema here, and read it with
 * `lazySchema((s) => s.NameSchema)`. The sign-in calls' schemas are in lib/auth-schemas.ts.
 */
import { GameItemEntrySchema } from '@alchemy/contracts';
import { z } from 'zod';

export {
  BuyItemResponseSchema,
  CraftingGameSchema,
  CraftResultSchema,
  HintResponseSchema,
  HintStatusSchema,
  LabItemListSchema,
  ProfileSchema,
} from '@alchemy/contracts';

/** GET /api/craft/game/start/items. */
export const StartItemsSchema = z.array(GameItemEntrySchema);
