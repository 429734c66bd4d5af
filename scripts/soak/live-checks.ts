/**
 * The live channel under the soak: every player holds a stream for the whole run (to its
 * instance, moving with the balancer while that one is killed and restarted), and after the
 * run every notification the store kept must have reached its player's stream: a kill, a
 * restart or an instance that was down drops nothing that was stored.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../apps/server/src/db/database';
import type { LiveStream } from '../lib/live-stream';

export interface LiveReport {
  violations: string[];
  stored: number;
  delivered: number;
  /** Streams opened in all (a player whose stream was cut opened more than one). */
  connections: number;
}

const Stored = z.object({ id: z.coerce.number(), player_id: z.string() });

export async function checkDelivered(
  db: Db,
  streams: Map<string, LiveStream>,
): Promise<LiveReport> {
  const result: unknown = await db.execute(sql`select id, player_id from notification`);
  const stored = z.object({ rows: z.array(Stored) }).parse(result).rows;
  const violations: string[] = [];
  let delivered = 0;
  for (const row of stored) {
    const stream = streams.get(row.player_id);
    // Only the soak's players hold streams; nobody else is notified in a soak.
    if (!stream) {
      violations.push(`notification ${row.id} for a player without a stream`);
    } else if (stream.notificationIds.includes(row.id)) {
      delivered += 1;
    } else {
      violations.push(`notification ${row.id} stored but never reached its player's stream`);
    }
  }
  let connections = 0;
  for (const stream of streams.values()) connections += stream.connections;
  return { violations, stored: stored.length, delivered, connections };
}
