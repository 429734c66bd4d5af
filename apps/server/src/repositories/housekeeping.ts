/**
 * What the periodic clean-up deletes, and the advisory lock that makes one instance do
 * it: rows whose time has passed (rate-limit windows, sessions, verification values such
 * as OAuth states and one-time codes). None of them is read once expired.
 */
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/database';
import { rateLimit, session, verification } from '../db/schema';

const LockAnswerSchema = z.object({ rows: z.array(z.object({ taken: z.boolean() })) });

/**
 * Takes the transaction-scoped advisory lock named `name` if no other session holds it:
 * true when taken (released at commit), false when another instance is at it.
 */
export async function tryAdvisoryLock(tx: Tx, name: string): Promise<boolean> {
  const result: unknown = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${name})) as taken`,
  );
  // Both drivers answer { rows }; parsed rather than trusted.
  return LockAnswerSchema.parse(result).rows[0]?.taken === true;
}

export async function deleteExpiredRows(tx: Tx) {
  const windows = await tx
    .delete(rateLimit)
    .where(lt(rateLimit.windowEnds, sql`now()`))
    .returning({ key: rateLimit.key });
  const sessions = await tx
    .delete(session)
    .where(lt(session.expiresAt, sql`now()`))
    .returning({ id: session.id });
  const verifications = await tx
    .delete(verification)
    .where(lt(verification.expiresAt, sql`now()`))
    .returning({ id: verification.id });
  return {
    rateLimitWindows: windows.length,
    sessions: sessions.length,
    verifications: verifications.length,
  };
}
