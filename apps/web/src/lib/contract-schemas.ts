/**
 * The contract schemas API calls parse their answers with, in one module that is only
 * ever imported dynamically (lib/lazy-schema.ts): zod and the schemas arrive with the first
 * answer that needs them, not in the first download. Add a schema here, and read it with
 * `lazySchema((s) => s.NameSchema)`.
 */
import { AnonymousSignInResponseSchema, GameItemEntrySchema } from '@alchemy/contracts';
import { z } from 'zod';

export {
  AuthProvidersResponseSchema,
  BuyItemResponseSchema,
  CraftingGameSchema,
  CraftResultSchema,
  HintResponseSchema,
  HintStatusSchema,
  LabItemListSchema,
  ProfileSchema,
  SocialStartResponseSchema,
} from '@alchemy/contracts';

/** GET /api/craft/game/start/items. */
export const StartItemsSchema = z.array(GameItemEntrySchema);

/** POST /api/auth/sign-in/anonymous: the token may come in the header instead. */
export const AnonymousSignInAnswerSchema = AnonymousSignInResponseSchema.partial({ token: true });
