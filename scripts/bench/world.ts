/**
 * `npm run bench:world` (issue 28, "Cost as the world grows"; needs DATABASE_URL): do the
 * calls a player makes most keep their latency as the world fills up? On a fresh
 * PostgreSQL database it times a craft, the arena's new duel (its rivals chosen), the
 * duel's start, the market's first page and a purchase, each BENCH_CALLS times one after
 * another from one client (after BENCH_WARM_UP untimed), first on the empty world, then on
 * a large one seeded straight into the tables (world-seed.ts: at BENCH_WORLD_SCALE=1 a
 * million players, ten million ledger rows, five million cards, a hundred thousand
 * listings). Goal: each call's p50 and p99 within 1.5x of the empty world's. Then the
 * statements each call runs, explained on the large world (world-plans.ts), flagging any
 * sequential scan of a big table. BENCH_KEEP_DB=1 keeps the database afterwards.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { MARKET_PAGE_LIMIT } from '../../apps/web/src/features/market/market-filters';
import { createFreshPostgres } from '../lib/fresh-postgres';
import { startServer } from '../lib/start-server';
import { overHttp } from './world-api';
import { playersAndCalls } from './world-actors';
import type { Call } from './world-calls';
import { planCalls, printPlans, printPlanSummary } from './world-plans';
import { fillFirstPage, seedWorld, worldSize } from './world-seed';
import { timeCall, type Timing } from './world-timing';

const SCALE = Number(process.env.BENCH_WORLD_SCALE ?? 1);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 50);
const GOAL_RATIO = 1.5;

interface Timed {
  call: Call;
  timing: Timing;
}

/** The machine's one-minute load average, to read the figures by (a shared machine). */
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function timeAll(calls: readonly Call[], url: string, world: string): Promise<Timed[]> {
  console.log(`[world] ${world}: load average ${load()}`);
  const timed: Timed[] = [];
  for (const call of calls) {
    process.stdout.write(`[world] ${world}: ${call.name}, ${WARM_UP} + ${CALLS} calls ... `);
    const timing = await timeCall(call, overHttp(url), WARM_UP, CALLS);
    const note = call.note ? ` (${call.note()})` : '';
    console.log(`p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms${note}`);
    timed.push({ call, timing });
  }
  console.log(`[world] ${world}: load average ${load()}`);
  return timed;
}

function printTable(empty: readonly Timed[], large: readonly Timed[], label: string): boolean {
  console.log(
    `\nThe large world (${label}) against the empty one: ${CALLS} sequential calls each after ${WARM_UP} untimed, one client, PostgreSQL\n`,
  );
  const header = ['call', 'timed', 'empty p50', 'p99', 'large p50', 'p99', 'p50 x', 'p99 x'];
  const lines = empty.map(({ call, timing }, index) => {
    const big = large[index]?.timing ?? { p50: 0, p99: 0 };
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}x`;
    const met = big.p50 / timing.p50 <= GOAL_RATIO && big.p99 / timing.p99 <= GOAL_RATIO;
    return [
      call.name,
      call.what,
      ms(timing.p50),
      ms(timing.p99),
      ms(big.p50),
      ms(big.p99),
      ratio(big.p50, timing.p50),
      ratio(big.p99, timing.p99),
      met ? 'met' : 'NOT met',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format([...header, `goal ${GOAL_RATIO}x`]));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  lines.forEach((line) => console.log(format(line)));
  return lines.every((line) => line.at(-1) === 'met');
}

async function main() {
  if (!process.env.DATABASE_URL) {
    console.log('bench:world needs PostgreSQL: set DATABASE_URL (see README). Skipped.');
    return;
  }
  const size = worldSize(SCALE);
  const label = `scale ${SCALE}: ${size.players.toLocaleString('en-US')} players, ${size.ledgerRows.toLocaleString('en-US')} ledger rows, ${size.cards.toLocaleString('en-US')} cards, ${size.activeListings.toLocaleString('en-US')} listings`;
  const fresh = await createFreshPostgres('aa_bench_world');
  const server = await startServer({
    DATABASE_URL: fresh.url,
    WEB_CONCURRENCY: '1',
    DUEL_COOLDOWN_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    GUEST_SIGN_UPS_PER_DAY: '1000000',
  });
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  try {
    console.log('[world] empty world: making the players through the API');
    const emptyWorld = await playersAndCalls(server.url);
    // The market's first page lists a full page on both worlds (world-seed.ts).
    await fillFirstPage(fresh.url, emptyWorld.sellers, MARKET_PAGE_LIMIT);
    console.log(`[world] empty world: ${MARKET_PAGE_LIMIT} listings of the traders' on the market`);
    const empty = await timeAll(emptyWorld.calls, server.url, 'empty');

    console.log(`[world] seeding the large world, ${label}`);
    const seeding = performance.now();
    await seedWorld(client, size, (line) => console.log(`[world]   ${line}`));
    console.log(`[world] seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
    // A fresh start, as on the empty world: the named statements the server prepared on
    // the empty tables are planned again on the large ones.
    await server.restart();

    console.log('[world] large world: making new players through the API');
    const { calls } = await playersAndCalls(server.url);
    const large = await timeAll(calls, server.url, 'large');

    const plans = await planCalls(fresh.url, client, calls);
    printPlans(plans);
    const met = printTable(empty, large, label);
    printPlanSummary(plans);
    console.log(`\ngoal (p50 and p99 within ${GOAL_RATIO}x): ${met ? 'met' : 'NOT met'}`);
  } finally {
    await client.end();
    await server.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`[world] kept database ${fresh.name}`);
    else await fresh.drop();
  }
}

await main();
