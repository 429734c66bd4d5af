/**
 * A throw-away database (tests, benchmarks, the soak) on the DATABASE_URL server, named
 * `<prefix>_<random>`, with its URL and the drop that removes it (db/drop-database.ts).
 * The role needs CREATEDB only, the way CI runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from './drop-database';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name prefix: ${prefix}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}
