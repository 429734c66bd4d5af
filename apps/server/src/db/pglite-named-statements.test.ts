/**
 * The built-once statements as named prepared statements on PGlite: inside a transaction a
 * named text is prepared once and answers as PGlite's own query does (same parsers, the
 * caller's options too); outside one, and for other texts, PGlite's own query runs; an
 * error rolls the transaction back and leaves the store usable.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameTransactionStatements } from './pglite-named-statements';

const INSERT = 'insert into t (id, v) values ($1, $2) returning id, v, at';
const COUNT = 'select count(*)::int as n from t where id > $1';
const names = new Map([
  [INSERT, 'insert_t'],
  [COUNT, 'count_t'],
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

describe('named statements in PGlite transactions', () => {
  const store = new PGlite();
  beforeAll(async () => {
    await store.exec('create table t (id int primary key, v jsonb, at timestamptz default now())');
    nameTransactionStatements(store, (text) => names.get(text));
    const ownTransaction = (): unknown =>
      Object.getOwnPropertyDescriptor(store, 'transaction')?.value;
    const wrapped: unknown = ownTransaction();
    nameTransactionStatements(store, (text) => names.get(text)); // opened twice: wrapped once
    expect(ownTransaction()).toBe(wrapped);
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

  it('leaves other texts and statements outside a transaction to PGlite', async () => {
    const other = await store.transaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from t where id >= $1', [1]),
    );
    expect(other.rows).toEqual([{ n: 2 }]);
    const outside = await store.query<{ n: number }>(COUNT, [1]);
    expect(outside.rows).toEqual([{ n: 1 }]);
    expect(await prepared(store)).toEqual(['count_t', 'insert_t']);
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
});
