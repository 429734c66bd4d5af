/**
 * N instances start at once on one fresh PostgreSQL database (a deploy, a crash loop, a
 * rolling restart that overlaps): each applies the migrations at start, and none may fail
 * because another was applying the same ones.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './database';
import { dropDatabase } from './drop-database';

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_STORE === 'postgres' && adminUrl !== undefined;
const name = `aa_migrate_${randomBytes(6).toString('hex')}`;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('migrations at start on PostgreSQL', () => {
  afterAll(async () => {
    if (adminUrl) await dropDatabase(adminUrl, name);
  });

  it('lets four instances start at once on an empty database', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openPostgres(url.toString(), 2)),
    );
    const databases = opened.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failures = opened.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    await Promise.all(databases.map((database: Database) => database.close()));
    expect(failures).toEqual([]);
    expect(databases).toHaveLength(4);
  });
});
