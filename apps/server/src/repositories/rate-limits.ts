/** Shared rate-limit windows (db/ops-schema.ts): one statement per hit, atomic. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimit } from '../db/schema';

/**
 * Counts a hit of `key` in its fixed window, opening a new window of `windowMs` when the
 * last one has ended. Concurrent hits from any instance serialise on the row.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, hits: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        hits: sql`case when ${rateLimit.windowEnds} <= now() then 1 else ${rateLimit.hits} + 1 end`,
        windowEnds: sql`case when ${rateLimit.windowEnds} <= now() then excluded.window_ends else ${rateLimit.windowEnds} end`,
      },
    })
    .returning({
      hits: rateLimit.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimit.windowEnds} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}
