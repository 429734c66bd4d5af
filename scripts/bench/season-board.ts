/**
 * The ranked season's board at a million players (part of `npm run bench:leaderboard`):
 * every seeded player has a rating in the current season (a normal spread around 1500,
 * sd 150, so thousands share each whole point near the middle: the tie the rank counts
 * row by row), written straight into the table with the counting trigger switched off and
 * the counts rebuilt in one pass. Then GET /seasons/board for a player at the top, one in
 * the middle and the last: the rank is checked against a plain count, and the goal is the
 * leaderboard's, p99 under 10 ms.
 */
import type pg from 'pg';
import type { CurrentSeason, SeasonBoard } from '@alchemy/contracts';
import { checkpointAndSettle } from '../lib/settle-writes';

type Measure = (
  path: string,
  token: string,
) => Promise<{ body: unknown; p50: number; p99: number }>;

interface Who {
  id: string;
  token: string;
}

async function seedRatings(client: pg.Client, season: number) {
  await client.query('ALTER TABLE season_rating DISABLE TRIGGER season_rating_counts');
  // Box-Muller from two uniform draws: a bell around 1500.
  await client.query(
    `
    INSERT INTO season_rating (season, player_id, rating, deviation, volatility, points, peak,
                               rated_duels)
    SELECT $1, p.id, r.rating, 80, 0.06, round(r.rating)::int, r.rating + 20, 5
    FROM player p
    CROSS JOIN LATERAL (
      SELECT 1500 + 150 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS rating,
             p.id AS pid
    ) AS r`,
    [season],
  );
  await client.query('ALTER TABLE season_rating ENABLE TRIGGER season_rating_counts');
  await rebuildCounts(client);
}

async function rebuildCounts(client: pg.Client) {
  await client.query('TRUNCATE season_rating_count');
  await client.query(
    'INSERT INTO season_rating_count SELECT season, points, count(*) FROM season_rating GROUP BY 1, 2',
  );
  await client.query('VACUUM ANALYZE season_rating, season_rating_count');
  await checkpointAndSettle(client);
}

/** The rank by its plain definition: more points first, then the lower id. */
async function countedRank(client: pg.Client, season: number, playerId: string) {
  const { rows } = await client.query<{ rank: number }>(
    `SELECT 1 + count(*)::int AS rank FROM season_rating o, season_rating p
     WHERE p.player_id = $1 AND p.season = $2 AND o.season = $2
       AND (o.points > p.points OR (o.points = p.points AND o.player_id < p.player_id))`,
    [playerId, season],
  );
  return rows[0]?.rank ?? 0;
}

export async function benchSeasonBoard(
  client: pg.Client,
  measure: Measure,
  people: { top: Who; middle: Who; last: Who },
): Promise<number> {
  const { season } = (await measure('/seasons/current', people.top.token)).body as CurrentSeason;
  const seeding = performance.now();
  await seedRatings(client, season);
  console.log(
    `\n[season] ${((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM season_rating')).rows[0]?.n ?? 0).toLocaleString('en-US')} ratings seeded in ${Math.round((performance.now() - seeding) / 1000)} s`,
  );
  // The top: far above. The middle: the median rating, in the thickest tie. The last: far below.
  const set = (id: string, rating: number) =>
    client.query(
      'UPDATE season_rating SET rating = $2, points = round($2)::int WHERE player_id = $1 AND season = $3',
      [id, rating, season],
    );
  await set(people.top.id, 3000);
  await set(people.middle.id, 1500);
  await set(people.last.id, 200);
  await rebuildCounts(client);

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log('GET /api/seasons/board (world top 10 and exact rank)\n');
  let worst = 0;
  for (const [label, who] of [
    ['top', people.top],
    ['median', people.middle],
    ['bottom', people.last],
  ] as const) {
    const result = await measure('/seasons/board', who.token);
    const rank = (result.body as SeasonBoard).me?.rank ?? 0;
    const exact = await countedRank(client, season, who.id);
    worst = Math.max(worst, result.p99);
    console.log(
      `${label.padEnd(8)} rank ${rank.toLocaleString('en-US').padStart(9)} (counted ${exact.toLocaleString('en-US')}${exact === rank ? ', exact' : ', WRONG'})  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}`,
    );
    if (exact !== rank) process.exitCode = 1;
  }
  return worst;
}
