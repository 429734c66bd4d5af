/**
 * What every game route declares the same way: the error answers it may give (all in the
 * contract's `{ error, code }` shape) and the bearer security scheme, for /api/docs.
 */
import { ErrorResponseSchema } from '@alchemy/contracts';

export const gameErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  /** The database cannot be reached for a moment (Retry-After says how long to wait). */
  503: ErrorResponseSchema,
} as const;

export const bearerSecurity = [{ bearer: [] }];
