/**
 * `npm run bench:pictures`: what a burst of picture requests from one client costs the
 * other players. Starts the server (PGlite, then PostgreSQL when DATABASE_URL is set),
 * measures `GET /api/profile` alone, then again while one client asks for avatars of
 * random seeds (every one a drawing the server has never made) as fast as it can.
 * Prints the profile call's p50/p99 in both phases and what the burst got back.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { withFreshPostgres } from '../lib/fresh-postgres';
import { signUpGuest } from '../lib/guest';
import { startServer } from '../lib/start-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROFILE_CONNECTIONS = 10;
const BURST_CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS ?? 50);

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

function profileLoad(url: string, tokens: string[]) {
  let next = 0;
  return autocannon({
    url,
    connections: PROFILE_CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path: '/api/profile',
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${tokens[next++ % tokens.length]}`,
          },
        }),
      },
    ],
  });
}

function avatarBurst(url: string) {
  return autocannon({
    url,
    connections: BURST_CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        // A new seed each time: no cache can answer it.
        setupRequest: (request) => ({
          ...request,
          path: `/api/images/avatars/${randomBytes(9).toString('base64url')}.svg`,
        }),
      },
    ],
  });
}

const figures = (result: autocannon.Result): Figures => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  perSecond: Math.round(result.requests.average),
});

async function benchStore(store: string, env: Record<string, string>) {
  const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i += 1) tokens.push((await signUpGuest(server.url)).token);
    const alone = figures(await profileLoad(server.url, tokens));
    const [during, burst] = await Promise.all([
      profileLoad(server.url, tokens),
      avatarBurst(server.url),
    ]);
    const codes = burst.statusCodeStats ?? {};
    const statuses = Object.entries(codes)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    const drawn = codes['200']?.count ?? 0;
    console.log(
      `${store.padEnd(8)}  profile alone p50 ${alone.p50} ms, p99 ${alone.p99} ms (${alone.perSecond} req/s)`,
    );
    console.log(
      `${''.padEnd(8)}  profile under the burst p50 ${figures(during).p50} ms, p99 ${figures(during).p99} ms (${figures(during).perSecond} req/s)`,
    );
    console.log(
      `${''.padEnd(8)}  burst: ${Math.round(burst.requests.average)} answers/s, ${(drawn / SECONDS).toFixed(1)} avatars drawn/s (${statuses})`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `Picture burst: GET /api/profile on ${PROFILE_CONNECTIONS} connections, alone and beside ${BURST_CONNECTIONS} connections of random avatars, ${SECONDS} s each\n`,
);
await benchStore('pglite', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  await withFreshPostgres('bench_pictures', (url) => benchStore('postgres', { DATABASE_URL: url }));
}
