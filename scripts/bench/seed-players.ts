/**
 * Players written straight into the tables, for the benches that need a crowded world
 * (leaderboard.ts, world.ts): `count` auth users `bench-<n>` and their players, then the
 * leaderboard's counts in one pass. Levels follow a long tail: 30% of players never leave
 * level 1 and mostly sit at 0 experience (the big tie the earliest-account rule must
 * order), the rest thin out by 13% a level up to 60, experience spread over each level's
 * band; accounts made over the past year. The counting trigger is off meanwhile and its
 * counts rebuilt after, as a restore would. The caller vacuums and settles the writes.
 */
import type pg from 'pg';
import { xpForLevel } from '@alchemy/game-rules';

export async function seedPlayers(client: pg.Client, count: number): Promise<void> {
  const thresholds = Array.from({ length: 62 }, (_, index) => xpForLevel(index));
  await client.query('CREATE TEMP TABLE xp (level int PRIMARY KEY, xp int NOT NULL)');
  await client.query(
    `INSERT INTO xp SELECT level, (ARRAY[${thresholds.join(',')}])[level + 1] FROM generate_series(1, 61) AS level`,
  );
  await client.query('ALTER TABLE player DISABLE TRIGGER player_leaderboard_counts');
  await client.query(
    `
    INSERT INTO "user" (id, name, email, is_anonymous)
    SELECT 'bench-' || n, 'Bench ' || n, 'bench-' || n || '@bench.invalid', true
    FROM generate_series(1, $1) AS n`,
    [count],
  );
  await client.query(
    `
    INSERT INTO player (auth_user_id, sign_in_provider, name, avatar_seed, level, experience,
                        credits, diamonds, magic_dust, initial_items_limit, created_at)
    SELECT 'bench-' || l.n, 'anonymous', 'Bench ' || l.n, md5(l.n::text), l.level,
           CASE WHEN l.level = 1 AND random() < 0.6 THEN 0
                ELSE x.xp + floor(random() * greatest(1, x2.xp - x.xp))::int END,
           1000, 20, 50, 8, now() - random() * interval '365 days'
    FROM (
      -- One draw per row: a subquery over the series (an uncorrelated lateral subquery may
      -- be evaluated once for all rows, which put every player at one level).
      SELECT n, CASE WHEN random() < 0.3 THEN 1
                     ELSE least(60, 1 + floor(ln(1 - random()) / ln(0.87))::int) END AS level
      FROM generate_series(1, $1) AS n
    ) AS l
    JOIN xp x ON x.level = l.level
    JOIN xp x2 ON x2.level = l.level + 1`,
    [count],
  );
  await client.query('ALTER TABLE player ENABLE TRIGGER player_leaderboard_counts');
  await client.query('TRUNCATE leaderboard_level, leaderboard_score, leaderboard_day');
  await client.query(
    'INSERT INTO leaderboard_level SELECT level, count(*) FROM player GROUP BY level',
  );
  await client.query(
    'INSERT INTO leaderboard_score SELECT level, experience, count(*) FROM player GROUP BY 1, 2',
  );
  await client.query(`INSERT INTO leaderboard_day
    SELECT level, experience, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM player
    GROUP BY 1, 2, 3`);
}
