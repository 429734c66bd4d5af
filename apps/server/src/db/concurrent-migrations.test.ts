/**
 * N instances start at once on one fresh PostgreSQL database (a deploy, a crash loop, a
 * rolling restart that overlaps): each applies the migrations at start, and none may fail
 * because another was applying the same ones.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './database';
import { createDatabase, type ThrowawayDatabase } from './create-database';

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_STORE === 'postgres' && adminUrl !== undefined;

describe.runIf(onPostgres)('migrations at start on PostgreSQL', () => {
  let made: ThrowawayDatabase | undefined;
  afterAll(async () => {
    await made?.drop();
  });

  it('lets four instances start at once on an empty database', async () => {
    made = await createDatabase(adminUrl ?? '', 'aa_migrate');
    const { url } = made;
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openPostgres(url, 2)));
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
