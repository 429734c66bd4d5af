import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import { createDatabase, type ThrowawayDatabase } from './create-database';
import { openPglite, openPostgres, type Database } from './database';

let builds = 0;
const sum = builtOnce('built_once_test', () => {
  builds += 1;
  // A placeholder used twice, as the craft's statements use the player's id.
  return sql`select ${sql.placeholder('x')}::int + ${sql.placeholder('y')}::int
    + ${sql.placeholder('x')}::int as answer`;
});

/** The statement twice inside one transaction, then once on the database itself. */
async function exercise(database: Database) {
  const inside = await database.db.transaction(async (tx) => [
    await sum(tx, { x: 1, y: 2 }),
    await sum(tx, { x: 10, y: 20 }),
  ]);
  expect(inside).toMatchObject([{ rows: [{ answer: 4 }] }, { rows: [{ answer: 40 }] }]);
  expect(await sum(database.db, { x: 0, y: 7 })).toMatchObject({ rows: [{ answer: 7 }] });
  expect(builds).toBe(1);
}

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_STORE === 'postgres' && adminUrl !== undefined;

describe('builtOnce', () => {
  let made: ThrowawayDatabase | undefined;
  afterAll(async () => {
    await made?.drop();
  });

  it.runIf(!onPostgres)(
    'is built once and runs in a transaction and outside on PGlite',
    async () => {
      const database = await openPglite(await PGlite.create(), { migrate: false });
      try {
        await exercise(database);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(onPostgres)('runs as one named statement on PostgreSQL, on any connection', async () => {
    made = await createDatabase(adminUrl ?? '', 'aa_built_once');
    const seen: string[] = [];
    const database = await openPostgres(made.url, 2, { onQuery: (text) => seen.push(text) });
    try {
      seen.length = 0;
      await exercise(database);
      // Whichever pooled connection runs it, the same text, prepared under its own name.
      expect(new Set(seen.filter((text) => text.includes('as answer'))).size).toBe(1);
      const named = await database.db.transaction(async (tx) => {
        await sum(tx, { x: 1, y: 1 });
        return tx.execute(
          sql`select name from pg_prepared_statements where name = 'built_once_test'`,
        );
      });
      expect(named).toMatchObject({ rows: [{ name: 'built_once_test' }] });
    } finally {
      await database.close();
    }
  });
});
