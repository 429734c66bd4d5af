/**
 * Statements with parameters as named prepared statements on PGlite, as the pool names
 * them on PostgreSQL (db/named-statements.ts): parsed and planned once per store, then
 * only bound and executed. PGlite's own `query` parses, describes and plans every
 * statement anew (its extended protocol uses the unnamed statement); on a craft that
 * planning was about a third of the store's time, the craft's write planned in 4.4 ms and
 * ran in 1.1 (docs/performance.md).
 *
 * Inside a transaction and outside one alike. PGlite is one session: a statement sent
 * outside the transaction lock could land inside another request's transaction, so one
 * outside a transaction takes that lock first and writes the store to disk after, as
 * PGlite's own `query` does; within a statement, `runExclusive` keeps its messages
 * together. The messages and their parsing are PGlite's own (`protocol`, `parse`), with
 * the same parsers and serializers its `query` applies.
 *
 * Measured with the craft load on PGlite (50 guests, 3 rounds of 8 s a server, servers
 * alternating; docs/performance.md, "Every statement named on PGlite"), crafts/s: the
 * moves' statements only named, in transactions, 62, 70, 71 and 58, 70, 56; every
 * statement with parameters named in transactions, 94, 95, 84 and 64, 86, 88; outside
 * them too, 104, 94, 118 and 91, 119, 119. Which texts are named is the caller's choice
 * (db/database.ts: by text, up to the pool's 2,000).
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The statement name for a text, or undefined to leave the text to PGlite's own query. */
export type NameOfText = (text: string) => string | undefined;

/** The stores that already name their statements (a store opened twice). */
const wrapped = new WeakSet<PGlite>();

type Parsers = PGlite['parsers'];

/** What one store has prepared: each statement's parameter types, by name. */
type Prepared = Map<string, number[]>;

// Intermediate messages do not sync the store to disk; the transaction's commit does.
const NO_SYNC = { syncToFs: false };

async function parameterTypes(
  store: PGlite,
  prepared: Prepared,
  name: string,
  text: string,
): Promise<number[]> {
  const known = prepared.get(name);
  if (known) return known;
  try {
    await store.execProtocol(protocol.serialize.parse({ name, text }), NO_SYNC);
    const described = await store.execProtocol(
      protocol.serialize.describe({ type: 'S', name }),
      NO_SYNC,
    );
    const types = parse.parseDescribeStatementResults(described.messages);
    prepared.set(name, types);
    return types;
  } finally {
    await store.execProtocol(protocol.serialize.sync(), NO_SYNC);
  }
}

/**
 * The parsers a statement's rows are read with. PGlite merges the store's parsers (some 300
 * types) with the query's own into a new object on every statement, and drizzle hands
 * every query its own: about 80 µs a statement, 7% of the server's thread under the craft
 * load (docs/performance.md, "Every statement named on PGlite"). drizzle's are always the
 * same: dates, intervals and their arrays kept as text, `(value) => value`. Such identity
 * parsers are merged once per store and set of types (the store's own are complete once it
 * is open: PGlite reads its array types as it starts, and nothing here asks it to read them
 * again); any other parser is merged per statement, as PGlite does.
 */
function parsersFor(
  store: PGlite,
  merged: Map<string, Parsers>,
  options: QueryOptions | undefined,
): { parsers: Parsers; options: QueryOptions | undefined } {
  const own = options?.parsers;
  if (!own) return { parsers: store.parsers, options };
  if (!Object.values(own).every(isIdentityParser)) return { parsers: store.parsers, options };
  const key = Object.keys(own).join(',');
  let parsers = merged.get(key);
  if (!parsers) {
    parsers = { ...store.parsers, ...own };
    merged.set(key, parsers);
  }
  return { parsers, options: { ...options, parsers: undefined } };
}

/**
 * How drizzle writes the parsers it hands PGlite. Recognised by their text, which is
 * exact, and cheap enough for every statement (a regular expression over it was 1% of the
 * thread); a build that writes them otherwise is merged per statement, as PGlite does.
 */
const IDENTITY_SOURCES = new Set(['(value) => value', '(val) => val']);

/** Whether a parser hands back the text it is given, written as drizzle writes it. */
export function isIdentityParser(parser: unknown): boolean {
  return (
    typeof parser === 'function' && IDENTITY_SOURCES.has(Function.prototype.toString.call(parser))
  );
}

interface Store {
  store: PGlite;
  prepared: Prepared;
  merged: Map<string, Parsers>;
}

async function runNamed<T>(
  { store, prepared, merged }: Store,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  return store.runExclusive(async () => {
    const types = await parameterTypes(store, prepared, name, text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? store.serializers[type];
      if (serialize) return serialize(value);
      // A type PGlite has no serializer for (uuid, numeric...): text as it is, else JSON.
      return typeof value === 'string' ? value : JSON.stringify(value);
    });
    const messages: Message[] = [];
    try {
      for (const message of [
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ]) {
        messages.push(...(await store.execProtocol(message, NO_SYNC)).messages);
      }
    } finally {
      messages.push(...(await store.execProtocol(protocol.serialize.sync(), NO_SYNC)).messages);
    }
    const read = parsersFor(store, merged, options);
    const [result] = parse.parseResults(messages, read.parsers, read.options);
    if (!result) throw new Error(`pglite: no result for statement ${name}`);
    // PGlite's own query answers parseResults' result as it is; its rows are what the
    // caller's schema then checks.
    return result as Results<T>;
  });
}

/**
 * Makes `store` run the statements with parameters that `nameOf` names as named prepared
 * statements, in its transactions and outside them; every other statement (without
 * parameters, like BEGIN, or a text `nameOf` leaves out) goes through PGlite's own `query`.
 */
export function nameStoreStatements(store: PGlite, nameOf: NameOfText): void {
  if (wrapped.has(store)) return;
  wrapped.add(store);
  const state: Store = { store, prepared: new Map(), merged: new Map() };
  const named = (text: string, params: unknown[] | undefined) =>
    params !== undefined && params.length > 0 ? nameOf(text) : undefined;

  const transaction = store.transaction.bind(store);
  const namedTransaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      const namedQuery: Transaction['query'] = (text, params, options) => {
        const name = named(text, params);
        return name !== undefined && params !== undefined
          ? runNamed(state, name, text, params, options)
          : query(text, params, options);
      };
      return callback(Object.assign(tx, { query: namedQuery }));
    });

  const query = store.query.bind(store);
  const namedQuery = <T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    const name = named(text, params);
    if (name === undefined || params === undefined) return query<T>(text, params, options);
    // As PGlite's own query outside a transaction: refused once the store is closing or
    // closed, after any transaction under way, and the store written to disk after.
    return store._checkReady().then(() =>
      store._runExclusiveTransaction(async () => {
        const result = await runNamed<T>(state, name, text, params, options);
        await store.syncToFs();
        return result;
      }),
    );
  };
  Object.assign(store, { transaction: namedTransaction, query: namedQuery });
}
