/**
 * Telling a lost database from a bug (db/unreachable.ts), with the errors the drivers really
 * throw: sockets that refuse, hang up or stay silent, and, on PostgreSQL, a terminated
 * query, a database that accepts no connections and one that does not exist.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredDataError } from '../lib/stored-data';
import { testStore } from '../test/test-app';
import { createDatabase, type ThrowawayDatabase } from './create-database';
import {
  DatabaseUnreachableError,
  databaseUnavailableReason,
  ReportingClient,
} from './unreachable';

/** What a pool of ReportingClients throws for its first query against `url`. */
async function firstQueryError(url: string, connectionTimeoutMillis = 2000): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: url,
    Client: ReportingClient,
    connectionTimeoutMillis,
  });
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query succeeded');
}

/** A TCP server on a free port that does `onConnection` with every socket. */
async function fakeServer(
  onConnection: (socket: Socket) => void,
): Promise<Server & { url: string }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(server, { url: `postgres://u:p@127.0.0.1:${address.port}/db` });
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('databaseUnavailableReason: what the drivers throw when the database is away', () => {
  const sockets: Socket[] = [];
  const servers: Server[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('a refused connection (nothing listens on the port)', async () => {
    const closed = await fakeServer(() => undefined);
    const { url } = closed;
    await new Promise((resolve) => closed.close(resolve));
    const error = await firstQueryError(url);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect(databaseUnavailableReason(error)).toMatch(/^ECONNREFUSED/);
  });

  it('a server that hangs up at once', async () => {
    const rude = await fakeServer((socket) => socket.destroy());
    servers.push(rude);
    const error = await firstQueryError(rude.url);
    expect(databaseUnavailableReason(error)).not.toBeNull();
  });

  it('a server that never answers: the pool gives up after its connection timeout', async () => {
    const silent = await fakeServer((socket) => sockets.push(socket));
    servers.push(silent);
    const error = await firstQueryError(silent.url, 200);
    expect(databaseUnavailableReason(error)).toMatch(/timeout/);
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a terminated connection, inside drizzle’s query error',
      new DrizzleQueryError('select 1', [], withCode('terminating connection', '57P01')),
      /^57P01/,
    ],
    [
      'a server starting up or shutting down',
      withCode('the database system is starting up', '57P03'),
      /^57P03/,
    ],
    ['too many connections', withCode('sorry, too many clients already', '53300'), /^53300/],
    ['a connection failure (class 08)', withCode('connection failure', '08006'), /^08006/],
    ['a crash shutdown', withCode('terminating connection because of crash', '57P02'), /^57P02/],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET'), /^ECONNRESET/],
    [
      'a connection dropped under a query',
      new Error('Connection terminated unexpectedly'),
      /terminated/,
    ],
    [
      'a pool ended at shutdown',
      new Error('Cannot use a pool after calling end on the pool'),
      /pool/,
    ],
    ['a closed PGlite', new Error('PGlite is closed'), /PGlite/],
    [
      'both addresses of localhost refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'refused'),
      /ECONNREFUSED/,
    ],
  ])('%s', (_, error, reason) => {
    expect(databaseUnavailableReason(error)).toMatch(reason);
  });
});

describe('databaseUnavailableReason: bugs stay bugs', () => {
  it.each<[string, unknown]>([
    ['a unique violation', new DrizzleQueryError('insert', [], withCode('duplicate key', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a deadlock (retried, then a bug)', withCode('deadlock detected', '40P01')],
    ['an object not in the right state', withCode('cannot drop', '55000')],
    ['a type error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a stored row that does not parse', new StoredDataError('duel actions', 'not a list')],
    ['a message that merely mentions a connection', new Error('connection refused by the rules')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s', (_, error) => {
    expect(databaseUnavailableReason(error)).toBeNull();
  });

  it('follows a cycle of causes without looping', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(databaseUnavailableReason(a)).toBeNull();
  });
});

describe.runIf(testStore === 'postgres')('databaseUnavailableReason on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  let throwaway: ThrowawayDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    throwaway = await createDatabase(adminUrl, 'aa_unreachable');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${throwaway.name} ALLOW_CONNECTIONS true`);
    await admin.end();
    await throwaway.drop();
  });

  it('a query whose session is terminated (57P01)', async () => {
    const victim = new pg.Client({ connectionString: throwaway.url });
    victim.on('error', () => undefined);
    await victim.connect();
    const pid = ((await victim.query('select pg_backend_pid() as pid')).rows[0] as { pid: number })
      .pid;
    const sleeping = victim.query('select pg_sleep(10)').then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    expect(databaseUnavailableReason(await sleeping)).toMatch(/^57P01/);
    await victim.end().catch(() => undefined);
  });

  it('a database that accepts no connections (55000 while connecting)', async () => {
    await admin.query(`ALTER DATABASE ${throwaway.name} ALLOW_CONNECTIONS false`);
    try {
      const error = await firstQueryError(throwaway.url);
      expect(error).toBeInstanceOf(DatabaseUnreachableError);
      expect(databaseUnavailableReason(error)).toMatch(/^55000 .*not currently accepting/);
    } finally {
      await admin.query(`ALTER DATABASE ${throwaway.name} ALLOW_CONNECTIONS true`);
    }
  });

  it('a database that does not exist (3D000 while connecting)', async () => {
    const gone = new URL(throwaway.url);
    gone.pathname = `/${throwaway.name}_gone`;
    expect(databaseUnavailableReason(await firstQueryError(gone.toString()))).toMatch(/^3D000/);
  });

  it('but a query on a table that does not exist is a bug (42P01)', async () => {
    const client = new pg.Client({ connectionString: throwaway.url });
    await client.connect();
    try {
      const error = await client.query('select * from no_such_table').catch((e: unknown) => e);
      expect(databaseUnavailableReason(error)).toBeNull();
    } finally {
      await client.end();
    }
  });
});
