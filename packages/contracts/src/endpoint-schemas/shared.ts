/** What every resource's rows of the endpoint table's schema half share. */
import type { z } from 'zod';

/** The statuses an error answer may come with; each is ErrorResponseSchema. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** The answers of success (and, for the health check, its 503), by status. */
type Answers = Partial<Record<200 | 201 | 204 | 503, z.ZodType>>;

export interface EndpointSchemas {
  /** A line for /api/docs. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly response: Answers;
  readonly errors: readonly ErrorStatus[];
}

/** What every game call may answer: a bad request, no session, not found, a rule, an outage. */
export const GAME = [400, 401, 404, 409, 503] as const;
/** The arena adds 429: a cooldown, or the day's rival draws spent. */
export const ARENA = [...GAME, 429] as const;
/** The market and the exchange add 403: they open at level 3. */
export const MARKET = [...GAME, 403] as const;
/** A public call limited per client: a malformed id, nothing there, too many asks. */
export const PUBLIC_LIMITED = [400, 404, 429] as const;
