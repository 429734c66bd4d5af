/**
 * `npm run bench`: starts the server (PGlite, then PostgreSQL when DATABASE_URL is set) and
 * loads each scenario with autocannon from this second process. Every figure is printed
 * with its ratio to the bare route measured in the same run, because absolute numbers on
 * a shared machine move from run to run while ratios hold.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { withFreshPostgres } from '../lib/fresh-postgres';
import { signUpGuest } from '../lib/guest';
import { startServer } from '../lib/start-server';
import { craftLoad, type CraftLoadResult } from './craft-load';
import { duelStartLoad, earnCard, engineDuelsPerSecond, type DuelLoadResult } from './duel-load';
import { liveLoad, printLive, type LiveLoadResult } from './live-load';
import { becomeTrader, marketLoad, type MarketLoadResult } from './market-load';
import {
  findPgbench,
  PGBENCH_CLIENTS,
  PGBENCH_SCALE,
  PGBENCH_SECONDS,
  pgbenchOnFreshDatabase,
} from './pgbench';
import { oddsTiming, printOddsTiming } from './odds';
import { playbackBench, printPlayback } from './playback';
import { LEADERBOARD_SCENARIO, scenarios, type Scenario } from './scenarios';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 100);
const CRAFTERS = Math.min(GUESTS, Number(process.env.BENCH_CRAFTERS ?? 50));
const craftRows: Array<CraftLoadResult & { store: string }> = [];
const DUELISTS = Math.min(GUESTS, Number(process.env.BENCH_DUELISTS ?? 20));
const duelRows: Array<DuelLoadResult & { store: string }> = [];
const marketRows: Array<MarketLoadResult & { store: string; traders: number }> = [];
/** Live streams held open on one instance. */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const liveRows: Array<LiveLoadResult & { store: string }> = [];

interface Row {
  store: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  scenario: Scenario,
  tokens: string[],
): Promise<Omit<Row, 'store'>> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        setupRequest: (request) => {
          if (!scenario.authenticated) return request;
          const token = tokens[next++ % tokens.length] ?? '';
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function guests(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push((await signUpGuest(url)).token);
  return tokens;
}

async function benchStore(store: string, env: Record<string, string>): Promise<Row[]> {
  console.log(`\n[bench] ${store}: starting the server`);
  const serverEnv = {
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    GUEST_SIGN_UPS_PER_DAY: '1000000',
    DUEL_COOLDOWN_SECONDS: '0',
    ...env,
  };
  const server = await startServer(serverEnv);
  try {
    const tokens = await guests(server.url, GUESTS);
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`[bench] ${store}: ${scenario.name} for ${DURATION_SECONDS} s ... `);
      const row = { store, ...(await load(server.url, scenario, tokens)) };
      console.log(`${row.requestsPerSecond} req/s`);
      rows.push(row);
    }
    process.stdout.write(
      `[bench] ${store}: crafting, ${CRAFTERS} guests for ${DURATION_SECONDS} s ... `,
    );
    const crafting = await craftLoad(server.url, tokens.slice(0, CRAFTERS), DURATION_SECONDS);
    console.log(`${crafting.craftsPerSecond} crafts/s`);
    craftRows.push({ store, ...crafting });

    const fighters = await Promise.all(
      tokens
        .slice(0, DUELISTS)
        .map(async (token) => ({ token, cardId: await earnCard(server.url, token) })),
    );
    process.stdout.write(
      `[bench] ${store}: duel starts, ${DUELISTS} guests for ${DURATION_SECONDS} s ... `,
    );
    const duels = await duelStartLoad(server.url, fighters, DURATION_SECONDS);
    console.log(`${duels.perSecond} duels/s`);
    duelRows.push({ store, ...duels });

    // The duelists go on fighting until the market opens to them, then trade their cards.
    const traders = await Promise.all(
      fighters.map(({ token, cardId }) => becomeTrader(server.url, token, cardId)),
    );
    process.stdout.write(
      `[bench] ${store}: market, ${traders.length} traders racing for ${DURATION_SECONDS} s ... `,
    );
    const market = await marketLoad(server.url, traders, DURATION_SECONDS);
    console.log(`${market.perSecond} purchases/s`);
    marketRows.push({ store, traders: traders.length, ...market });

    // On PostgreSQL the events come from a second instance, as behind a balancer.
    const sender = env.DATABASE_URL ? await startServer(serverEnv) : server;
    try {
      process.stdout.write(`[bench] ${store}: live channel, ${STREAMS} streams ... `);
      const live = await liveLoad(server, sender, STREAMS, DURATION_SECONDS);
      console.log(`${live.streams} held, delivery p99 ${live.p99} ms`);
      liveRows.push({ store, ...live });
    } finally {
      if (sender !== server) await sender.stop();
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function print(rows: Row[]) {
  console.log(
    `\nAlchemy Arena benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, ${GUESTS} guests\n`,
  );
  const header = ['store', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'errors'];
  const lines = rows.map((row) => {
    const bare = rows.find(
      (other) => other.store === row.store && other.scenario === scenarios[0]?.name,
    );
    const ratio = bare ? row.requestsPerSecond / bare.requestsPerSecond : 1;
    return [
      row.store,
      row.scenario,
      String(row.requestsPerSecond),
      String(row.p50),
      String(row.p99),
      ratio.toFixed(3),
      String(row.errors),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((line) => console.log(format(line)));

  console.log(`\nCrafting: ${CRAFTERS} guests playing at once (start, craft until over, repeat)\n`);
  for (const row of craftRows) {
    console.log(
      `${row.store.padEnd(8)}  ${row.crafts} crafts, ${row.craftsPerSecond} crafts/s, craft p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, ${row.callsPerCraft} HTTP calls per craft`,
    );
  }

  console.log(`\nDuels: ${DUELISTS} guests starting duels back to back (cooldown 0)\n`);
  for (const row of duelRows) {
    console.log(
      `${row.store.padEnd(8)}  ${row.duels} duels, ${row.perSecond} duel starts/s, start p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
    );
  }
  console.log(
    `engine    ${engine.duels} duels in ${DURATION_SECONDS} s on one core: ${engine.perSecond} duels/s (level 10, 1 v 1)`,
  );
  printOddsTiming(odds);

  console.log(
    `\nMarket: traders keep their cards listed at 1 dust and race to buy random listings\n`,
  );
  for (const row of marketRows) {
    console.log(
      `${row.store.padEnd(8)}  ${row.traders} traders, ${row.purchases} purchases, ${row.perSecond} purchases/s, purchase p50 ${row.p50} ms, p99 ${row.p99} ms, lost races (409) ${row.conflicts}, out of dust (400) ${row.short}, other errors ${row.errors}`,
    );
  }
}

// The engine first, alone in this process, so nothing else competes for its core.
const engine = engineDuelsPerSecond(DURATION_SECONDS);
const odds = oddsTiming();
const rows = await benchStore('pglite', { DATABASE_URL: '' });
let pgbench: number | null = null;
if (process.env.DATABASE_URL) {
  const bin = findPgbench();
  if (bin) {
    process.stdout.write(
      `\n[bench] pgbench TPC-B, scale ${PGBENCH_SCALE}, ${PGBENCH_CLIENTS} clients, -M prepared, ${PGBENCH_SECONDS} s ... `,
    );
    pgbench = await pgbenchOnFreshDatabase(bin);
    console.log(`${pgbench} tps`);
  } else {
    console.log('\n[bench] pgbench not found (apt package postgresql-contrib): no reference');
  }
  rows.push(
    ...(await withFreshPostgres('aa_bench', (url) =>
      // The server's own default on PostgreSQL (a worker per core) unless told otherwise.
      benchStore('postgres', {
        DATABASE_URL: url,
        WEB_CONCURRENCY: process.env.BENCH_WEB_CONCURRENCY ?? String(availableParallelism()),
      }),
    )),
  );
} else {
  console.log('\n[bench] DATABASE_URL is not set: PostgreSQL skipped');
}
print(rows);
if (pgbench !== null) printAgainstPgbench(rows, pgbench);
printLive(liveRows);
// The browser scenario last, alone: Chromium and its throttled CPU need the cores.
printPlayback(await playbackBench());

/** Each PostgreSQL scenario's throughput as a ratio to pgbench's tps in this same run. */
function printAgainstPgbench(rows: Row[], tps: number) {
  console.log(
    `\nAgainst pgbench on the same PostgreSQL (TPC-B, scale ${PGBENCH_SCALE}, ${PGBENCH_CLIENTS} clients, -M prepared, ${PGBENCH_SECONDS} s): ${tps.toFixed(0)} tps\n`,
  );
  const onPostgres = <T extends { store: string }>(list: T[]) =>
    list.find((row) => row.store === 'postgres');
  const figures: Array<[string, number | undefined]> = [
    ['craft (what the web client sends)', onPostgres(craftRows)?.craftsPerSecond],
    ['duel start', onPostgres(duelRows)?.perSecond],
    ['market purchase', onPostgres(marketRows)?.perSecond],
    [
      'leaderboard',
      rows.find((row) => row.store === 'postgres' && row.scenario === LEADERBOARD_SCENARIO)
        ?.requestsPerSecond,
    ],
  ];
  for (const [name, perSecond] of figures) {
    if (perSecond === undefined) continue;
    console.log(
      `${name.padEnd(36)}  ${String(perSecond).padStart(6)}/s  ratio ${(perSecond / tps).toFixed(3)}`,
    );
  }
}
