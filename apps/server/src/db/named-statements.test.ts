import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPostgres } from './database';
import { createDatabase, type ThrowawayDatabase } from './create-database';
import { statementName, withStatementName } from './named-statements';

describe('withStatementName', () => {
  it('names a query with parameters by its text, the same name for the same text', () => {
    const one = withStatementName({ text: 'select $1::int' }, [1]);
    const again = withStatementName({ text: 'select $1::int', rowMode: 'array' }, [2]);
    const other = withStatementName({ text: 'select $1::text' }, ['a']);
    expect(one).toMatchObject({ text: 'select $1::int', name: statementName('select $1::int') });
    expect(again).toMatchObject({ rowMode: 'array', name: statementName('select $1::int') });
    expect(other).toMatchObject({ name: statementName('select $1::text') });
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
  });

  it('leaves plain texts, queries without parameters and named queries alone', () => {
    expect(withStatementName('begin', undefined)).toBe('begin');
    const noValues = { text: 'commit' };
    expect(withStatementName(noValues, [])).toBe(noValues);
    expect(withStatementName(noValues, undefined)).toBe(noValues);
    const named = { text: 'select $1', name: 'mine' };
    expect(withStatementName(named, [1])).toBe(named);
  });
});

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_STORE === 'postgres' && adminUrl !== undefined;
const DoubledSchema = z.object({ rows: z.array(z.object({ doubled: z.number() })) });
const CountSchema = z.object({ rows: z.array(z.object({ count: z.number() })) });

describe.runIf(onPostgres)('named statements on PostgreSQL', () => {
  let made: ThrowawayDatabase | undefined;
  afterAll(async () => {
    await made?.drop();
  });

  it('prepares a repeated query once per connection and still answers it right', async () => {
    made = await createDatabase(adminUrl ?? '', 'aa_named');
    const { url } = made;
    // One connection, so every query below meets the same session's statements.
    const database = await openPostgres(url, 2);
    try {
      const answers = await database.db.transaction(async (tx) => {
        const seen: unknown[] = [];
        for (const value of [3, 4, 5]) {
          const result: unknown = await tx.execute(sql`select ${value}::int * 2 as doubled`);
          seen.push(DoubledSchema.parse(result).rows[0]?.doubled);
        }
        const prepared: unknown = await tx.execute(
          sql`select count(*)::int as count from pg_prepared_statements where statement like ${'%* 2 as doubled%'}`,
        );
        return { seen, prepared: CountSchema.parse(prepared).rows[0]?.count };
      });
      expect(answers.seen).toEqual([6, 8, 10]);
      expect(answers.prepared).toBe(1);
    } finally {
      await database.close();
    }
  });
});
