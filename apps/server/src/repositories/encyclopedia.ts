/** The encyclopedia's one read: every item of the world with what this player knows of it. */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database';
import { discovery, item, player } from '../db/schema';

/**
 * One row per item (776 in the shipped catalogue, plus generated ones): the item, the
 * player's discovery of it if any, and the world's first discoverer. One query; the
 * service filters and pages in memory, which for a thousand rows costs less than a
 * second round trip.
 */
export async function encyclopediaRows(db: Db | Tx, playerId: string) {
  const firstFinder = alias(player, 'first_finder');
  return db
    .select({
      item,
      fromItemA: discovery.fromItemA,
      fromItemB: discovery.fromItemB,
      discoveredAt: discovery.discoveredAt,
      firstName: firstFinder.name,
    })
    .from(item)
    .leftJoin(discovery, and(eq(discovery.itemId, item.id), eq(discovery.playerId, playerId)))
    .leftJoin(firstFinder, eq(firstFinder.id, item.firstDiscoveredBy));
}
