/**
 * The schemas of the sign-in calls, a lazily imported module of their own
 * (lib/schema-modules.ts, read with `lazyAuthSchema`), apart from lib/contract-schemas.ts:
 * the game's screens never build them (zod's construction of a schema, more than its
 * parsing, is what the first answer's task costs), and the login screen builds none of
 * the game's.
 */
import { AnonymousSignInResponseSchema } from '@alchemy/contracts';

export {
  AuthProvidersResponseSchema,
  InvitationPreviewSchema,
  SocialStartResponseSchema,
} from '@alchemy/contracts';

/** POST /api/auth/sign-in/anonymous: the token may come in the header instead. */
export const AnonymousSignInAnswerSchema = AnonymousSignInResponseSchema.partial({ token: true });
