/**
 * A lost database is not a bug. While PostgreSQL is down, restarting, refusing connections or
 * cutting them, or when the embedded PGlite has closed, a request cannot be served now but can
 * be in a moment: the API answers 503 with Retry-After (plugins/error-handler.ts), and the
 * pool reconnects by itself once the database is back. Everything else that fails is a bug,
 * answered 500 and logged with its stack.
 */
import pg from 'pg';

/** The pool could not get a connection: the server refused it, or nobody answered. */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super('could not connect to the database', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

type ConnectCallback = ((err: Error) => void) | ((err: null, c: pg.Client) => void);
/** pg's two callback shapes are one function at run time: an error, or null and the client. */
type AnyConnectCallback = (err: Error | null, client?: pg.Client) => void;

/**
 * A pg client whose failure to connect is a DatabaseUnreachableError, whatever the reason:
 * refused (ECONNREFUSED), unknown host, a database that does not accept connections
 * (ALLOW_CONNECTIONS false, SQLSTATE 55000) or no longer exists, too many connections, the
 * server starting up or shutting down, or the pool's connection timeout. Given to the pool
 * as its `Client`, which connects with a callback.
 */
export class ReportingClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
    const connecting = super.connect().catch((error: unknown) => {
      throw new DatabaseUnreachableError(error);
    });
    if (!callback) return connecting;
    const done = callback as AnyConnectCallback;
    void connecting.then(
      (client) => done(null, client),
      (error: DatabaseUnreachableError) => done(error),
    );
  }
}

/**
 * SQLSTATEs of a connection the server ended or could not take: class 08 (connection
 * exception), 57P01 admin shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up, shutting down), and class 53's 53300 too
 * many connections.
 */
const LOST_CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Node's socket errors: the server's host or port does not answer or hung up. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres, pg-pool and PGlite say, without a code, when a connection broke under
 * a query, the pool timed out or was ended (a request that outlives shutdown), or PGlite was
 * closed. Exact messages: these are the drivers' own, never translated.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
]);

function codeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** What says this error is a lost connection ('ECONNREFUSED', '57P01 terminating …'), or null. */
function lostConnection(error: Error): string | null {
  if (error instanceof DatabaseUnreachableError) return null; // its cause says why
  const code = codeOf(error);
  if (code !== undefined) {
    if (NETWORK_ERRORS.has(code) || LOST_CONNECTION_STATES.has(code)) {
      return `${code} ${error.message}`.trim();
    }
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) {
      return `${code} ${error.message}`;
    }
  }
  return DRIVER_MESSAGES.has(error.message) ? error.message : null;
}

/**
 * Why the database could not be reached, when the error or any error it wraps says so
 * (drizzle wraps a failed query's error as its `cause`; a connection to 'localhost' that
 * tried two addresses fails with an AggregateError); null for any other error, a bug.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  let unreachable = false;
  while (pending.length > 0) {
    const current = pending.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseUnreachableError) unreachable = true;
    const reason = lostConnection(current);
    if (reason !== null) return reason;
    pending.push(current.cause);
    if (current instanceof AggregateError) {
      const inner: unknown[] = current.errors;
      pending.push(...inner);
    }
  }
  // A failed connection whose cause is none of the above (a database that does not accept
  // connections, SQLSTATE 55000; a dropped database; a refused password) is still one.
  return unreachable ? describeCause(error) : null;
}

function describeCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return 'could not connect to the database';
  const code = codeOf(current);
  return code === undefined ? current.message : `${code} ${current.message}`;
}
