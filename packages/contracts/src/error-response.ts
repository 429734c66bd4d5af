/**
 * The schema of every error answer: a request's error, or a rule's refusal with its facts.
 * A module of its own, apart from errors.ts: the web's first screens read the codes and
 * `isErrorResponse` from errors.ts, and a static import of the refusals' schemas there put
 * them, and zod, into the first download (the bundle budget).
 */
import { z } from 'zod';
import { RequestErrorResponseSchema } from './errors';
import { RuleRefusalResponseSchema } from './rule-refusals';

export const ErrorResponseSchema = z
  .union([RequestErrorResponseSchema, RuleRefusalResponseSchema])
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
