/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
import { createDatabase } from '../../apps/server/src/db/create-database';
import { dropDatabase } from '../../apps/server/src/db/drop-database';

export interface FreshPostgres {
  url: string;
  drop: () => Promise<void>;
}

export async function createFreshPostgres(prefix: string): Promise<FreshPostgres> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  return {
    url: await createDatabase(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
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
