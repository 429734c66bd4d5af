/**
 * Counts the statements one request sends, for the tests that hold each move to the round
 * trips ADR 0118 promises (services/*-statements.test.ts). Only PostgreSQL's pool tells each
 * statement it sends (db/observe-queries.ts), so these tests run on the PostgreSQL pass;
 * the session's read and the transaction's begin and commit are counted too.
 */
import { apiCall, createTestApp, type ApiMethod, type TestApp } from './test-app';

export const countsStatements =
  process.env.TEST_STORE === 'postgres' && process.env.DATABASE_URL !== undefined;

/** One counted request: its status and answer, and the statements it sent, in order. */
interface CountedCall {
  status: number;
  body: string;
  texts: string[];
}

export type CountCall = (
  token: string,
  method: ApiMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<CountedCall>;

/** A test app whose pool reports each statement, and the call that counts them. */
export async function statementCountingApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; counted: CountCall }> {
  let seen: string[] = [];
  const t = await createTestApp(env, { onQuery: (text) => seen.push(text) });
  const counted: CountCall = async (token, method, url, body, headers) => {
    seen = [];
    const response = await apiCall(t.app, token, method, url, body, headers);
    return { status: response.statusCode, body: response.body, texts: [...seen] };
  };
  return { t, counted };
}

/**
 * The move's own statements: after the transaction's begin, up to the progress it counts
 * (rank 8 of the lock order) or, without progress, to its end.
 */
export function ownStatements(texts: readonly string[]): string[] {
  const begin = texts.indexOf('begin');
  const progress = texts.findIndex((text) => text.includes('"player_progress"'));
  const end = progress >= 0 ? progress : texts.lastIndexOf('commit');
  return texts.slice(begin + 1, end >= 0 ? end : texts.length);
}
