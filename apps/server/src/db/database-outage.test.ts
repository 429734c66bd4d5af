/**
 * A lost database answers 503 SERVICE_UNAVAILABLE with Retry-After, never 500, and the game
 * comes back by itself (docs/ARCHITECTURE.md, "Errors"). On PostgreSQL the outage is real:
 * the test's database stops accepting connections and every session on it is terminated,
 * as in a restart or a failover. On PGlite the embedded store is closed under the app.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_UNAVAILABLE_MESSAGE,
  type CraftingGame,
  type HealthResponse,
  type Profile,
} from '@alchemy/contracts';
import { expectLedgerMatches } from '../test/ledger';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  testStore,
  type ApiMethod,
  type TestApp,
} from '../test/test-app';
import type { App } from '../app';

const unavailable = { code: 'SERVICE_UNAVAILABLE', error: SERVICE_UNAVAILABLE_MESSAGE };

interface Call {
  what: string;
  method: ApiMethod;
  url: string;
  payload?: unknown;
}

/** The calls a player makes most: the profile, a craft, the market; a write of each kind. */
const PLAYER_CALLS: Call[] = [
  { what: 'the profile', method: 'GET', url: '/profile' },
  { what: 'a new name', method: 'POST', url: '/profile/username', payload: { name: 'Merlin' } },
  {
    what: 'a craft',
    method: 'POST',
    url: '/craft/game/items/craft',
    payload: { itemOneId: 'fire', itemTwoId: 'water' },
  },
  { what: 'the crafting grid', method: 'GET', url: '/craft/game' },
  { what: 'the market', method: 'GET', url: '/market/listings' },
  { what: 'a purchase', method: 'POST', url: `/market/listings/${randomUUID()}/purchase` },
  { what: 'the leaderboard', method: 'GET', url: '/profile/leaderboard' },
];

async function expectUnavailable(response: Awaited<ReturnType<App['inject']>>, what: string) {
  expect({ what, status: response.statusCode }).toEqual({ what, status: 503 });
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual(unavailable);
}

async function startedGuest(app: App) {
  const guest = await registeredGuest(app);
  const started = await apiCall(app, guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  expect(started.statusCode).toBe(200);
  return { ...guest, game: started.json<CraftingGame>() };
}

describe.runIf(testStore === 'postgres')('a PostgreSQL that goes away', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    const result: unknown = await t.database.db.execute(sql`select current_database() as name`);
    const row = (result as { rows: Array<{ name: string }> }).rows[0];
    if (!row) throw new Error('no current database');
    name = row.name;
    const adminUrl = process.env.DATABASE_URL ?? '';
    const at = new URL(adminUrl);
    at.pathname = `/${name}`;
    url = at.toString();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });

  afterEach(async () => {
    await reopen();
  });

  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** As in a restart: no new connection is accepted, and every open one is cut. */
  async function cut() {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  }

  async function reopen() {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  }

  it('answers 503 with Retry-After to every call while it is away, then plays on', async () => {
    const { token, profile } = await startedGuest(t.app);
    await cut();

    for (const call of PLAYER_CALLS) {
      await expectUnavailable(
        await apiCall(t.app, token, call.method, call.url, call.payload),
        call.what,
      );
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      payload: {},
    });
    await expectUnavailable(signIn, 'a new guest');

    // For nginx and systemd: the instance says its database is unreachable; it is alive.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json<HealthResponse>()).toMatchObject({
      status: 'degraded',
      database: { reachable: false, driver: 'postgres' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await reopen();

    // Back by itself: the pool makes new connections, and nothing changed meanwhile.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const after = await profileOf(t.app, token);
    expect(after).toMatchObject({ name: profile.name, credits: profile.credits });
    const craft = await apiCall(t.app, token, 'POST', '/craft/game/items/craft', {
      itemOneId: 'fire',
      itemTwoId: 'water',
    });
    expect(craft.statusCode).toBe(200);
    const renamed = await apiCall(t.app, token, 'POST', '/profile/username', { name: 'Merlin' });
    expect(renamed.json<Profile>().name).toBe('Merlin');
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('answers 503 to a move whose connection is cut while it waits inside its transaction', async () => {
    const { token, profile } = await registeredGuest(t.app);
    // Another session holds the player's row, so the rename waits for its lock.
    const holder = new pg.Client({ connectionString: url });
    holder.on('error', () => undefined); // its connection is cut too
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from player where id = $1 for update', [profile.id]);

    const rename = apiCall(t.app, token, 'POST', '/profile/username', { name: 'Merlin' });
    await waitFor(async () => {
      const waiting = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [name],
      );
      return (waiting.rows[0] as { n: number }).n > 0;
    });
    await cut();

    await expectUnavailable(await rename, 'a rename cut mid-transaction');
    await holder.end().catch(() => undefined);
    await reopen();
    expect((await profileOf(t.app, token)).name).toBe(profile.name);
  });

  it('answers 503 when the connections a pool keeps are cut while the database stays up', async () => {
    const { token } = await registeredGuest(t.app);
    // Terminate every session (the pool's idle ones too) but keep accepting new ones: the
    // next request finds its pool emptied and connects again, without a single error.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await apiCall(t.app, token, 'GET', '/profile')).statusCode).toBe(200);
  });
});

describe.runIf(testStore === 'pglite')('a PGlite that fails', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    // The store is closed already; close the app only.
    await t.app.close();
  });

  it('answers 503 with Retry-After once the embedded store has closed under the app', async () => {
    const { token } = await startedGuest(t.app);
    await t.database.close();

    for (const call of PLAYER_CALLS) {
      await expectUnavailable(
        await apiCall(t.app, token, call.method, call.url, call.payload),
        call.what,
      );
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json<HealthResponse>().database).toEqual({ reachable: false, driver: 'pglite' });
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
