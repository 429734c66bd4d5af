/**
 * The schemas of the sign-in calls and of the login screen's answers, a lazily imported
 * module of their own (lib/schema-modules.ts), apart from the game's endpoint answers
 * (lib/endpoint-answers.ts): the game's screens never build them (zod's construction of a
 * schema, more than its parsing, is what the first answer's task costs), and the login
 * screen builds none of the game's.
 */
import type { EndpointAnswer } from '@alchemy/contracts/endpoint-schemas';
import {
  AnonymousSignInResponseSchema,
  AuthProvidersResponseSchema,
  InvitationPreviewSchema,
} from '@alchemy/contracts';
import type { z } from 'zod';

export { SocialStartResponseSchema } from '@alchemy/contracts';

/** POST /api/auth/sign-in/anonymous: the token may come in the header instead. */
export const AnonymousSignInAnswerSchema = AnonymousSignInResponseSchema.partial({ token: true });

/**
 * The answers of the endpoints the login screen calls, by endpoint name, as
 * lib/endpoint-answers.ts has them (lib/lazy-schema.ts#endpointAnswer sends them here).
 */
export const authProviders = AuthProvidersResponseSchema satisfies z.ZodType<
  EndpointAnswer<'authProviders'>
>;
export const friendsInvitationPreview = InvitationPreviewSchema satisfies z.ZodType<
  EndpointAnswer<'friendsInvitationPreview'>
>;
