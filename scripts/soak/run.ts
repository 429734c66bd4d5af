/**
 * `npm run soak`, the bank test: many guests play every money, item and card move at once
 * while a server is killed with SIGKILL and restarted, then the books are checked
 * (bank-checks.ts). Every player holds the live channel throughout, reconnecting with the
 * last event id after the kill as the app does, and every notification the store kept
 * must have reached its player's stream (live-checks.ts). Two runs:
 *
 * - PostgreSQL (when DATABASE_URL is set): two server instances on one fresh database;
 *   instance 2 is killed mid-run and started again while instance 1 serves everyone.
 * - PGlite: one server on a data directory, killed mid-run and started again on it.
 *
 * SOAK_SECONDS (default 60) is the PostgreSQL run's length, SOAK_PGLITE_SECONDS (default
 * 20) PGlite's, SOAK_PLAYERS (default 50) and SOAK_SEED (default 1) the rest. Prints one
 * summary line per run and exits 1 on any violation or any answer of 500 or more.
 */
import { inArray } from 'drizzle-orm';
import { MARKET_ACCESS_LEVEL, createRng, xpForLevel } from '@alchemy/game-rules';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres, type Database } from '../../apps/server/src/db/database';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-database';
import { player } from '../../apps/server/src/db/schema';
import { withFreshPostgres } from '../lib/fresh-postgres';
import { signUpGuest } from '../lib/guest';
import { startServer, type RunningServer } from '../lib/start-server';
import { openLiveStream, type LiveStream } from '../lib/live-stream';
import { Acknowledged } from './acknowledged';
import { checkBooks } from './bank-checks';
import { Cluster, apiFor, newCounts, type Counts } from './cluster';
import { checkDelivered } from './live-checks';
import { play, type SoakPlayer } from './player';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const PGLITE_SECONDS = Number(process.env.SOAK_PGLITE_SECONDS ?? 20);
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 50);
const SEED = Number(process.env.SOAK_SEED ?? 1);
/** The live channel's goal: an event reaches its player within 2 s. */
const DELIVERY_MS = 2000;

const SERVER_ENV = {
  // One secret for every instance, as an operator sets it (or the database keeps it).
  AUTH_SECRET: 'soak-test-secret-shared-by-every-instance-0123456789',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  GUEST_SIGN_UPS_PER_DAY: '1000000',
  DUEL_COOLDOWN_SECONDS: '0',
  LOG_LEVEL: 'error',
};

/** Signs up the guests (spread over the instances) and registers their profiles. */
async function signUp(
  cluster: Cluster,
  count: number,
): Promise<Array<{ token: string; id: string }>> {
  const made: Array<{ token: string; id: string }> = [];
  for (let i = 0; i < count; i += 1) made.push(await signUpGuest(cluster.target(i)));
  return made;
}

/** Test set-up, not play: the guests start at the market's level, so they can trade. */
async function raiseToMarketLevel(database: Database, ids: string[]) {
  await database.db
    .update(player)
    .set({ level: MARKET_ACCESS_LEVEL, experience: xpForLevel(MARKET_ACCESS_LEVEL) })
    .where(inArray(player.id, ids));
}

/** Kills instance `index` with SIGKILL at `atMs`, restarts it `downMs` later. */
async function killAndRestart(cluster: Cluster, index: number, atMs: number, downMs: number) {
  const server = cluster.servers[index];
  if (!server) return;
  await new Promise((resolve) => setTimeout(resolve, atMs));
  server.child.kill('SIGKILL');
  cluster.markDown(index);
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await server.restart();
  cluster.markUp(index);
}

function summary(store: string, counts: Counts, acks: Acknowledged, violations: string[]) {
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b);
  const band = (from: number, to: number) =>
    statuses.filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `soak ${store}: requests ${counts.requests} (2xx ${band(200, 300)}, 4xx ${band(400, 500)}, ` +
      `5xx ${band(500, 600)}), faults ${counts.faults} (connections cut by the kill), ` +
      `acknowledged writes ${acks.count}, violations ${violations.length}`,
  );
  console.log(`  statuses: ${statuses.map(([status, n]) => `${status}×${n}`).join(' ')}`);
  if (process.env.SOAK_ROUTES) {
    for (const [route, seen] of [...counts.byRoute].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${route}: ${[...seen].map(([status, n]) => `${status}×${n}`).join(' ')}`);
    }
  }
  for (const violation of violations) console.log(`  VIOLATION ${violation}`);
}

async function soak(
  store: string,
  servers: RunningServer[],
  database: () => Promise<{ database: Database; close: () => Promise<void> }>,
  seconds: number,
  players: number,
  kill: { index: number; downMs: number },
): Promise<string[]> {
  const counts = newCounts();
  const cluster = new Cluster(servers, counts);
  const acks = new Acknowledged();
  const made = await signUp(cluster, players);
  const setup = await database();
  await raiseToMarketLevel(
    setup.database,
    made.map((guest) => guest.id),
  );
  await setup.close();

  const soakPlayers: SoakPlayer[] = made.map((guest, index) => ({
    id: guest.id,
    api: apiFor(cluster, index, guest.token),
    rng: createRng(SEED * 7919 + index),
  }));
  const world = { acks, players: soakPlayers };
  // Every player holds the live channel for the whole run, as an open app does.
  const streams = new Map<string, LiveStream>(
    made.map((guest, index) => [
      guest.id,
      openLiveStream({ token: guest.token, base: () => cluster.target(index) }),
    ]),
  );
  await Promise.all([...streams.values()].map((stream) => stream.opened));
  console.log(
    `[soak] ${store}: ${players} players for ${seconds} s on ${servers.length} instance(s)`,
  );
  const deadline = Date.now() + seconds * 1000;
  await Promise.all([
    ...soakPlayers.map((me) => play(me, world, deadline)),
    killAndRestart(cluster, kill.index, seconds * 400, kill.downMs),
  ]);
  // What the last moves stored has this long to arrive; then the tabs close.
  await new Promise((resolve) => setTimeout(resolve, DELIVERY_MS));
  for (const stream of streams.values()) stream.close();

  const violations = counts.serverErrors.map((error) => `answer of 500 or more: ${error}`);
  const checks = await database();
  try {
    const books = await checkBooks(checks.database.db, acks);
    violations.push(...books.violations);
    const live = await checkDelivered(checks.database.db, streams);
    violations.push(...live.violations);
    console.log(
      `[soak] ${store}: live channel: ${live.delivered} of ${live.stored} stored notifications ` +
        `reached their player's stream (${live.connections} streams opened for ${streams.size} players)`,
    );
    console.log(`[soak] ${store}: ledger rows ${books.ledgerRows}; flows by reason:`);
    for (const [currency, flows] of Object.entries(books.flows)) {
      console.log(
        `  ${currency}: ${Object.entries(flows)
          .map(([kind, total]) => `${kind} ${total > 0 ? '+' : ''}${total}`)
          .join(', ')}`,
      );
    }
  } finally {
    await checks.close();
  }
  summary(store, counts, acks, violations);
  return violations;
}

async function soakPostgres(url: string): Promise<string[]> {
  const env = { ...SERVER_ENV, DATABASE_URL: url };
  const servers = [await startServer(env), await startServer(env)];
  try {
    return await soak(
      'postgres',
      servers,
      async () => {
        const database = await openPostgres(url, 2);
        return { database, close: () => database.close() };
      },
      SECONDS,
      PLAYERS,
      { index: 1, downMs: 3000 },
    );
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function soakPglite(): Promise<string[]> {
  const server = await startServer({ ...SERVER_ENV, DATABASE_URL: '' });
  let setUp = false;
  // PGlite is one process's: the set-up and the checks open the store while the server
  // is halted (halting twice is harmless); after the set-up it starts again.
  const database = async () => {
    await server.halt();
    const opened = await openConfiguredDatabase(
      loadConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }),
    );
    const restartAfter = !setUp;
    setUp = true;
    return {
      database: opened.database,
      close: async () => {
        await opened.database.close();
        opened.lock?.release();
        if (restartAfter) await server.restart();
      },
    };
  };
  try {
    return await soak('pglite', [server], database, PGLITE_SECONDS, Math.min(PLAYERS, 20), {
      index: 0,
      downMs: 1000,
    });
  } finally {
    await server.stop();
  }
}

const violations: string[] = [];
if (process.env.DATABASE_URL) {
  violations.push(...(await withFreshPostgres('aa_soak', soakPostgres)));
} else {
  console.log('[soak] DATABASE_URL is not set: the two-instance PostgreSQL run is skipped');
}
violations.push(...(await soakPglite()));
if (violations.length > 0) {
  console.error(`soak: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log('soak: the books balance');
