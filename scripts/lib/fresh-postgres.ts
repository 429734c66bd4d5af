/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
import pg from 'pg';
import { dropDatabase } from '../../apps/server/src/db/drop-database';

export interface FreshPostgres {
  url: string;
  drop: () => Promise<void>;
}

export async function createFreshPostgres(prefix: string): Promise<FreshPostgres> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
