/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
import { createDatabase, type ThrowawayDatabase } from '../../apps/server/src/db/create-database';

export type FreshPostgres = ThrowawayDatabase;

export function createFreshPostgres(prefix: string): Promise<FreshPostgres> {
  return createDatabase(process.env.DATABASE_URL ?? '', prefix);
}

export async function withFreshPostgres<T>(
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const fresh = await createFreshPostgres(prefix);
  try {
    return await run(fresh.url);
  } finally {
    await fresh.drop();
  }
}
