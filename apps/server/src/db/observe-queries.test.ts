import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type ThrowawayDatabase } from './create-database';
import { openPostgres } from './database';
import { observedQuery } from './observe-queries';

describe('observedQuery', () => {
  it('reads a text, or a config with its parameters beside it or inside it', () => {
    expect(observedQuery('begin', undefined)).toEqual({ text: 'begin', values: [] });
    expect(observedQuery({ text: 'select $1::int', name: 'aa_1' }, [7])).toEqual({
      text: 'select $1::int',
      values: [7],
    });
    expect(observedQuery({ text: 'select $1::text', values: ['a'] }, undefined)).toEqual({
      text: 'select $1::text',
      values: ['a'],
    });
  });

  it('passes over what is not a query text (a cursor, nothing)', () => {
    expect(observedQuery({ submit: () => undefined }, undefined)).toBeNull();
    expect(observedQuery(undefined, undefined)).toBeNull();
  });
});

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_STORE === 'postgres' && adminUrl !== undefined;

describe.runIf(onPostgres)('onQuery on PostgreSQL', () => {
  let made: ThrowawayDatabase | undefined;
  afterAll(async () => {
    await made?.drop();
  });

  it('tells each statement the pool sends, with its parameters, and still answers it', async () => {
    made = await createDatabase(adminUrl ?? '', 'aa_observe');
    const seen: Array<{ text: string; values: readonly unknown[] }> = [];
    const database = await openPostgres(made.url, 2, {
      onQuery: (text, values) => seen.push({ text, values }),
    });
    try {
      seen.length = 0;
      const result: unknown = await database.db.execute(sql`select ${41}::int + 1 as answer`);
      expect(result).toMatchObject({ rows: [{ answer: 42 }] });
      expect(seen).toEqual([{ text: 'select $1::int + 1 as answer', values: [41] }]);
    } finally {
      await database.close();
    }
  });
});
