/** Lab stock: buying discovered items into the lab and listing what the lab holds. */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { ITEM_BUY_PRICE, increaseLimitCost, type Rarity } from '@alchemy/game-rules';
import type { LabItem } from '@alchemy/contracts';
import type { Db } from '../db/database';
import { discovery, item, labItem, player } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import { changeBalance } from './balances';
import { rarityOf, toLabItem } from './items';
import { lockPlayer, type PlayerRow } from './players';

export async function buyItem(
  db: Db,
  current: PlayerRow,
  itemId: string,
  amount: number,
  requestId: string,
): Promise<LabItem> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item })
      .from(discovery)
      .innerJoin(item, eq(item.id, discovery.itemId))
      .where(and(eq(discovery.playerId, current.id), eq(discovery.itemId, itemId)))
      .limit(1);
    if (!found) throw notFound('You can only buy items you have discovered.');
    const price = ITEM_BUY_PRICE[rarityOf(found.item)] * amount;
    await changeBalance(tx, {
      playerId: current.id,
      currency: 'credits',
      delta: -price,
      reason: `buy:${itemId}x${amount}`,
      requestId,
    });
    const [stock] = await tx
      .insert(labItem)
      .values({ playerId: current.id, itemId, quantity: amount })
      .onConflictDoUpdate({
        target: [labItem.playerId, labItem.itemId],
        set: { quantity: sql`${labItem.quantity} + ${amount}`, updatedAt: sql`now()` },
      })
      .returning({ quantity: labItem.quantity });
    await tx.update(player).set({ isLabOpen: true }).where(eq(player.id, current.id));
    return toLabItem(found.item, stock?.quantity ?? amount);
  });
}

export async function searchLabItems(
  db: Db,
  playerId: string,
  filter: { name?: string | undefined; rarity?: Rarity | undefined },
): Promise<LabItem[]> {
  const rows = await db
    .select({ item, quantity: labItem.quantity })
    .from(labItem)
    .innerJoin(item, eq(item.id, labItem.itemId))
    .where(and(eq(labItem.playerId, playerId), gt(labItem.quantity, 0)))
    .orderBy(asc(item.name));
  const name = filter.name?.trim().toLowerCase();
  return rows
    .filter((row) => !filter.rarity || rarityOf(row.item) === filter.rarity)
    .filter((row) => !name || row.item.name.toLowerCase().includes(name))
    .map((row) => toLabItem(row.item, row.quantity));
}

/** +1 to the initial items limit for floor(10 x 1.4^(limit - 8)) diamonds. */
export async function increaseItemsLimit(db: Db, current: PlayerRow, requestId: string) {
  return db.transaction(async (tx) => {
    const fresh = await lockPlayer(tx, current.id);
    if (!fresh) throw badRequest('Player not found.');
    const cost = increaseLimitCost(fresh.initialItemsLimit);
    await changeBalance(tx, {
      playerId: fresh.id,
      currency: 'diamonds',
      delta: -cost,
      reason: `increase-limit:${fresh.initialItemsLimit + 1}`,
      requestId,
      notEnough: new AppError(
        400,
        'NOT_ENOUGH_DIAMONDS',
        `Not enough diamonds: one more item costs ${cost}.`,
      ),
    });
    const [updated] = await tx
      .update(player)
      .set({ initialItemsLimit: sql`${player.initialItemsLimit} + 1` })
      .where(eq(player.id, fresh.id))
      .returning();
    if (!updated) throw badRequest('Player not found.');
    return updated;
  });
}
