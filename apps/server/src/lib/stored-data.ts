/**
 * Rows are data from outside the program: a jsonb column or a text column holding an
 * enum is parsed on the way in, never cast. A row that does not parse is a fault of ours
 * (a bad migration, a hand edit, a newer server's format), so it is logged with what and
 * where, and the request answers 500 without details.
 */
import type { z } from 'zod';

export class StoredDataError extends Error {
  constructor(
    readonly what: string,
    readonly problem: string,
  ) {
    super(`stored ${what} does not parse: ${problem}`);
    this.name = 'StoredDataError';
  }
}

export function parseStored<S extends z.ZodType>(schema: S, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new StoredDataError(what, `${issue?.message ?? 'invalid'}${where}`);
}

/** A text column that holds one of a fixed set of values. */
export function storedEnum<T extends string>(
  value: string,
  isValid: (candidate: string) => candidate is T,
  what: string,
): T {
  if (isValid(value)) return value;
  throw new StoredDataError(what, `unknown value ${JSON.stringify(value)}`);
}
