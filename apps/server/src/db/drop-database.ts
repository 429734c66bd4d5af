/**
 * Drops a throw-away database (tests, benchmarks, the soak) on the DATABASE_URL server as a
 * role that is not a superuser, the way CI runs.
 *
 * FORCE ends any session of ours that lingers. But a freshly written database draws
 * autovacuum workers, and then FORCE fails with 42501 ("must be a member of the role whose
 * process is being terminated"): a worker belongs to no role the caller is a member of
 * (CI hit this). A plain DROP asks autovacuum workers to stop and waits up to five seconds
 * for the rest, failing with 55006 if one stays. So the tries alternate, FORCE first,
 * with a short pause between them.
 */
import pg from 'pg';
import { sqlState } from '../services/transaction';

const RETRYABLE = new Set(['42501', '55006']);
const ATTEMPTS = 6;

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a generated database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      const force = attempt % 2 === 1 ? ' WITH (FORCE)' : '';
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}${force}`);
        return;
      } catch (error) {
        const state = sqlState(error);
        if (!state || !RETRYABLE.has(state) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}
