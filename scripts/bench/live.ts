/**
 * `npm run bench:live`: the live channel's part of `npm run bench` alone (live-load.ts), on
 * PGlite and, when DATABASE_URL is set, on PostgreSQL with the events from a second instance.
 * BENCH_STREAMS (default 2000) streams, BENCH_SECONDS (default 8) for each throughput run.
 */
import { withFreshPostgres } from '../lib/fresh-postgres';
import { startServer } from '../lib/start-server';
import { liveLoad, printLive, type LiveLoadResult } from './live-load';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', GUEST_SIGN_UPS_PER_DAY: '1000000' };

const rows: Array<LiveLoadResult & { store: string }> = [];
const pglite = await startServer({ ...ENV, DATABASE_URL: '' });
try {
  rows.push({ store: 'pglite', ...(await liveLoad(pglite, pglite, STREAMS, SECONDS)) });
} finally {
  await pglite.stop();
}
if (process.env.DATABASE_URL) {
  await withFreshPostgres('aa_bench_live', async (url) => {
    const env = { ...ENV, DATABASE_URL: url };
    const listen = await startServer(env);
    const send = await startServer(env);
    try {
      rows.push({ store: 'postgres', ...(await liveLoad(listen, send, STREAMS, SECONDS)) });
    } finally {
      await send.stop();
      await listen.stop();
    }
  });
}
printLive(rows);
