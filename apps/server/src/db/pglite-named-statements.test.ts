/**
 * Statements with parameters as named prepared statements on PGlite: a named text is
 * prepared once, inside a transaction or outside one, and answers as PGlite's own query
 * does (same parsers, the caller's options too); a text the namer leaves out, and one
 * without parameters, runs through PGlite's own query; a statement outside a transaction
 * waits for the one under way; an error rolls the transaction back and leaves the store
 * usable.
 */
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { isIdentityParser, nameStoreStatements } from './pglite-named-statements';

const INSERT = 'insert into t (id, v) values ($1, $2) returning id, v, at';
const COUNT = 'select count(*)::int as n from t where id > $1';
const HIGHEST = 'select max(id)::int as m from t where id < $1';
const names = new Map([
  [INSERT, 'insert_t'],
  [COUNT, 'count_t'],
  [HIGHEST, 'highest_t'],
]);

interface Row {
  id: number;
  v: unknown;
  at: unknown;
}

async function prepared(store: PGlite): Promise<string[]> {
  const result = await store.query<{ name: string }>(
    'select name from pg_prepared_statements order by name',
  );
  return result.rows.map((row) => row.name);
}

describe('named statements on PGlite', () => {
  const store = new PGlite();
  beforeAll(async () => {
    await store.exec('create table t (id int primary key, v jsonb, at timestamptz default now())');
    nameStoreStatements(store, (text) => names.get(text));
    const own = (key: string): unknown => Object.getOwnPropertyDescriptor(store, key)?.value;
    const wrapped = [own('transaction'), own('query')];
    nameStoreStatements(store, (text) => names.get(text)); // opened twice: wrapped once
    expect([own('transaction'), own('query')]).toEqual(wrapped);
  });
  afterAll(async () => {
    await store.close();
  });

  it('prepares a named text once and answers as PGlite does', async () => {
    const first = await store.transaction((tx) => tx.query<Row>(INSERT, [1, { a: 1 }]));
    expect(first.rows).toMatchObject([{ id: 1, v: { a: 1 } }]);
    expect(first.rows[0]?.at).toBeInstanceOf(Date);
    expect(first.affectedRows).toBe(1);
    // The caller's options as PGlite's own query takes them: rows as arrays, a parser.
    const second = await store.transaction((tx) =>
      tx.query(INSERT, [2, { b: [2] }], {
        rowMode: 'array',
        parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` },
      }),
    );
    expect(second.rows).toEqual([[2, { b: [2] }, expect.stringMatching(/^at \d{4}-/)]]);
    const counted = await store.transaction((tx) => tx.query<{ n: number }>(COUNT, [0]));
    expect(counted.rows).toEqual([{ n: 2 }]);
    expect(await prepared(store)).toEqual(['count_t', 'insert_t']);
  });

  it('leaves other texts to PGlite, and names the statements outside a transaction', async () => {
    const other = await store.transaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from t where id >= $1', [1]),
    );
    expect(other.rows).toEqual([{ n: 2 }]);
    expect(await prepared(store)).toEqual(['count_t', 'insert_t']);
    const outside = await store.query<{ m: number }>(HIGHEST, [2]);
    expect(outside.rows).toEqual([{ m: 1 }]);
    expect(await prepared(store)).toEqual(['count_t', 'highest_t', 'insert_t']);
    // drizzle's parsers keep a timestamp as its text; merged once, they still apply.
    const keep = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const _ of [1, 2]) {
      const kept = await store.query<Row>(INSERT, [10, null], { parsers: keep });
      expect(typeof kept.rows[0]?.at).toBe('string');
      await store.query('delete from t where id = 10');
    }
  });

  it('runs a statement outside a transaction after the transaction under way', async () => {
    let inserted = (): void => undefined;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let finish = (): void => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = store.transaction(async (tx) => {
      await tx.query(INSERT, [5, null]);
      inserted();
      await finished;
      await tx.rollback();
    });
    await insertedNow;
    // Sent while the transaction holds the session: it must not see the uncommitted row.
    const outside = store.query<{ n: number }>(COUNT, [4]);
    finish();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('rolls a failed statement back with its transaction and goes on', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.query(INSERT, [3, { c: 3 }]);
        await tx.query(INSERT, [1, { duplicate: true }]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const after = await store.transaction((tx) => tx.query<{ n: number }>(COUNT, [0]));
    expect(after.rows).toEqual([{ n: 2 }]);
    const next = await store.transaction((tx) => tx.query<Row>(INSERT, [4, null]));
    expect(next.rows).toMatchObject([{ id: 4, v: null }]);
    expect(next.rows[0]?.at).toBeInstanceOf(Date);
  });

  it("recognises drizzle's parsers as the identity, and no other", async () => {
    const seen: unknown[] = [];
    const query = store.query.bind(store);
    const spied = new Proxy(store, {
      get: (target, key, receiver): unknown =>
        key === 'query'
          ? (text: string, params?: unknown[], options?: QueryOptions) => {
              const parsers: Record<number, unknown> = options?.parsers ?? {};
              seen.push(...Object.values(parsers));
              return query(text, params, options);
            }
          : Reflect.get(target, key, receiver),
    });
    await drizzle({ client: spied }).execute(sql`select now() as at`);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(isIdentityParser)).toBe(true);
    expect(isIdentityParser((value: string) => `at ${value}`)).toBe(false);
    expect(isIdentityParser((value: string) => value.trim())).toBe(false);
    expect(isIdentityParser('(value) => value')).toBe(false);
  });
});
