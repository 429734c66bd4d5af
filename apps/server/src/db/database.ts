/**
 * One drizzle database over either PGlite (embedded, the default) or PostgreSQL
 * (DATABASE_URL). Both speak the same schema and migrations; callers see one type.
 */
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { builtOnceName } from './built-once';
import { nameStatements, statementName } from './named-statements';
import { nameStoreStatements } from './pglite-named-statements';
import { observeQueries, type QueryObserver } from './observe-queries';
import { ReportingClient } from './unreachable';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle API both drivers share; queries are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Round-trip time of `select 1`, or throws when the database is unreachable. */
  ping: () => Promise<number>;
  /**
   * LISTENs on a channel (live/live-hub.ts): `onPayload` for each NOTIFY, `onReady` each
   * time the listening connection is (again) up, when signals sent while it was down are
   * lost and readers catch up from the table. Returns the way to stop.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

interface ListenHandlers {
  onPayload: (payload: string) => void;
  onReady: () => void;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openPglite(client: PGlite, options: { migrate: boolean }): Promise<Database> {
  // The moves' statements by their own names, every other one with parameters by its text.
  nameStoreStatements(client, (text) => builtOnceName(text) ?? statementName(text));
  const db = drizzlePglite({ client, schema });
  if (options.migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    // One process holds the store (data-dir-lock.ts): its own LISTEN hears every NOTIFY.
    listen: async (channel, { onPayload, onReady }) => {
      const stop = await client.listen(channel, onPayload);
      onReady();
      return stop;
    },
    close: () => client.close(),
  };
}

/**
 * How long a request waits for a connection, new or from a busy pool, before it is answered
 * 503 (db/unreachable.ts): a database that drops packets instead of refusing would otherwise
 * hold every request until the operating system gives up, minutes later.
 */
const CONNECT_TIMEOUT_MS = 5000;

export interface PostgresOptions {
  /**
   * Told every query the pool sends, its text and parameters: how `npm run bench:world`
   * records the statements of one API call to explain them (db/observe-queries.ts). Absent
   * (always, when serving), the connections' query method is not even wrapped: it costs
   * nothing.
   */
  onQuery?: QueryObserver;
}

export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    // Two at least: the migration lock holds one connection while the migrator uses another.
    max: Math.max(2, poolSize),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A failure to connect is told from a bug: DatabaseUnreachableError, answered 503.
    Client: ReportingClient,
  });
  // An idle client that loses its server must not crash the process; the pool drops it, the
  // next request gets a new connection (or a 503 while the database is away), and
  // /api/health reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A connection cut while a request holds it (a transaction waiting for a lock when
    // PostgreSQL restarts) fails that request's query, which answers 503, and then makes
    // the client emit 'error'. The pool listens only to idle clients: unheard, that event
    // would be an uncaught exception and end the process. The pool drops the broken client
    // when it is released.
    client.on('error', () => undefined);
    if (options.onQuery) observeQueries(client, options.onQuery);
    nameStatements(client);
  });
  const db = drizzlePostgres({ client: pool, schema });
  await migrateAlone(pool, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return {
    db,
    driver: 'postgres',
    ping: () => timed(() => db.execute(sql`select 1`)),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: async () => {
      await drained(pool);
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/**
 * One connection of its own, outside the pool (a pooled client would be handed to queries
 * and its LISTEN lost), connected again after a cut while the database comes back.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  { onPayload, onReady }: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = next;
    const again = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      onReady();
    } catch {
      again();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

/** Any fixed number; it names the migration lock among the database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_310_420_001;

/**
 * Instances that start together would each create drizzle's migration table and apply the
 * same migrations, and all but one fail. A session advisory lock, held on its own connection
 * while the migrator works on the pool, lets one instance migrate and the others then find
 * the work done (db/concurrent-migrations.test.ts).
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/**
 * Waits (up to 5 s) until no query is running or queued. When a client hangs up, its
 * request handler still runs to the end after the HTTP server has closed; ending the
 * pool under it would turn a clean shutdown into errors.
 */
async function drained(pool: pg.Pool, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  while (quietChecks < 3 && Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount;
    quietChecks = busy === 0 ? quietChecks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
