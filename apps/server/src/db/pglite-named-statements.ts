/**
 * The moves' built-once statements (db/built-once.ts) as named prepared statements on
 * PGlite too: parsed and planned once per store, then only bound and executed. PGlite's own
 * `query` parses and plans every statement anew (its extended protocol uses the unnamed
 * statement), and on a craft that planning was about a third of the store's time: the
 * craft's write planned in 4.4 ms and ran in 1.1 (docs/performance.md).
 *
 * Only inside a transaction, where the moves run: PGlite is one session, and a statement
 * sent outside its transaction lock could land inside another request's transaction. Within
 * one, `runExclusive` keeps this statement's messages together, as PGlite's own `query`
 * does. The messages and their parsing are PGlite's own (`protocol`, `parse`), with the
 * same parsers and serializers its `query` applies.
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

/** Statement name for a text, when the text is one of the built-once statements. */
export type NameOfText = (text: string) => string | undefined;

/** The stores whose transactions already name their statements (a store opened twice). */
const wrapped = new WeakSet<PGlite>();

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

async function runNamed<T>(
  store: PGlite,
  prepared: Prepared,
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
    const [result] = parse.parseResults(messages, store.parsers, options);
    if (!result) throw new Error(`pglite: no result for statement ${name}`);
    // PGlite's own query answers parseResults' result as it is; its rows are what the
    // caller's schema then checks.
    return result as Results<T>;
  });
}

/**
 * Makes `store`'s transactions run the statements `nameOf` names as named prepared
 * statements; every other statement goes through PGlite's own `query` as before.
 */
export function nameTransactionStatements(store: PGlite, nameOf: NameOfText): void {
  if (wrapped.has(store)) return;
  wrapped.add(store);
  const prepared: Prepared = new Map();
  const transaction = store.transaction.bind(store);
  const named = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      const namedQuery: Transaction['query'] = (text, params, options) => {
        const name = nameOf(text);
        return name !== undefined && params !== undefined && params.length > 0
          ? runNamed(store, prepared, name, text, params, options)
          : query(text, params, options);
      };
      return callback(Object.assign(tx, { query: namedQuery }));
    });
  Object.assign(store, { transaction: named });
}
