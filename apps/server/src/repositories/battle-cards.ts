/**
 * Lab operations on battle cards and lab items: craft, improve/ascend, purge. Each locks
 * the rows it changes (player, card or lab item) and moves money through changeBalance,
 * so racing requests charge and refund exactly once.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  cardStepCost,
  cardValue,
  effectiveStats,
  generateCard,
  labItemPurgeRefund,
  nextCardStep,
  requiredLevel,
  seedFromString,
  slotRarities,
  type CardClass,
  type CardQuality,
} from '@alchemy/game-rules';
import { cardImagePath, type BattleCard, type PurgeResult } from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import { battleCard, item, labItem, player } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import { changeBalance } from './balances';
import { rarityOf } from './items';
import { lockPlayer, type PlayerRow } from './players';

export type CardRow = typeof battleCard.$inferSelect;

const cardNotFound = () => notFound('There is no such card among yours.');
const listed = () =>
  new AppError(
    409,
    'CARD_LISTED',
    'This card is listed on the marketplace: cancel the listing first.',
  );

export function cardImageUrl(row: Pick<CardRow, 'id' | 'quality' | 'isAscended'>): string {
  return cardImagePath(row.id, seedFromString(`${row.quality}|${row.isAscended}`).toString(36));
}

export function toBattleCard(row: CardRow): BattleCard {
  const quality = row.quality as CardQuality;
  const characterType = row.characterType as CardClass;
  const stats = effectiveStats(
    {
      attack: row.baseAttack,
      defense: row.baseDefense,
      health: row.baseHealth,
      speed: row.baseSpeed,
    },
    quality,
    row.isAscended,
  );
  return {
    id: row.id,
    level: row.level,
    quality,
    isAscended: row.isAscended,
    isListed: row.isListed,
    ...stats,
    skillTriggerChance: row.skillTriggerChance,
    requiredLevel: requiredLevel({ characterType }),
    card: {
      name: row.name,
      imageUrl: cardImageUrl(row),
      characterType,
      description: row.description,
      synergy: row.synergy,
      skill: row.skill,
    },
  };
}

export async function listCards(db: Db, playerId: string): Promise<BattleCard[]> {
  const rows = await db
    .select()
    .from(battleCard)
    .where(eq(battleCard.playerId, playerId))
    .orderBy(desc(battleCard.createdAt), asc(battleCard.id));
  return rows.map(toBattleCard);
}

export async function findCard(db: Db | Tx, id: string): Promise<CardRow | null> {
  const rows = await db.select().from(battleCard).where(eq(battleCard.id, id)).limit(1);
  return rows[0] ?? null;
}

async function lockOwnCard(tx: Tx, playerId: string, cardId: string): Promise<CardRow> {
  const [row] = await tx
    .select()
    .from(battleCard)
    .where(and(eq(battleCard.id, cardId), eq(battleCard.playerId, playerId)))
    .for('update');
  if (!row) throw cardNotFound();
  return row;
}

/** POST /lab/craft: one lab item per slot, rarities matching the tier as a multiset. */
export async function craftCard(
  db: Db,
  current: PlayerRow,
  itemIds: readonly string[],
  seed: number = randomInt(0, 2 ** 32 - 1),
): Promise<BattleCard> {
  if (new Set(itemIds).size !== itemIds.length) {
    throw badRequest('This item is already in use.');
  }
  return db.transaction(async (tx) => {
    const fresh = await lockPlayer(tx, current.id);
    if (!fresh) throw notFound('Player not found.');
    const tier = slotRarities(fresh.level);
    if (itemIds.length !== tier.length) {
      throw badRequest(`Fill all ${tier.length} slots (${tier.join(', ')}) to craft a card.`);
    }
    const stock = await tx
      .select({ item, quantity: labItem.quantity })
      .from(labItem)
      .innerJoin(item, eq(item.id, labItem.itemId))
      .where(and(eq(labItem.playerId, fresh.id), inArray(labItem.itemId, [...itemIds])))
      .orderBy(asc(labItem.itemId))
      .for('update', { of: labItem });
    const held = itemIds.map((id) => stock.find((row) => row.item.id === id && row.quantity > 0));
    if (held.some((row) => !row)) throw notFound('You have no such item in your lab.');
    const wanted = [...tier].sort().join(',');
    const given = held
      .map((row) => rarityOf(row!.item))
      .sort()
      .join(',');
    if (wanted !== given) {
      throw badRequest(
        `The slots need ${tier.join(', ')} items; you gave ${given.replaceAll(',', ', ')}.`,
      );
    }
    await tx
      .update(labItem)
      .set({ quantity: sql`${labItem.quantity} - 1`, updatedAt: sql`now()` })
      .where(and(eq(labItem.playerId, fresh.id), inArray(labItem.itemId, [...itemIds])));

    const generated = generateCard({
      items: held.map((row) => ({
        name: row!.item.name,
        rarity: rarityOf(row!.item),
        family: row!.item.family,
      })),
      playerLevel: fresh.level,
      seed,
    });
    const [created] = await tx
      .insert(battleCard)
      .values({
        playerId: fresh.id,
        name: generated.name,
        characterType: generated.characterType,
        description: generated.description,
        synergy: generated.synergy,
        skill: JSON.stringify(generated.skill),
        quality: generated.quality,
        level: generated.level,
        baseAttack: generated.baseStats.attack,
        baseDefense: generated.baseStats.defense,
        baseHealth: generated.baseStats.health,
        baseSpeed: generated.baseStats.speed,
        skillTriggerChance: generated.skillTriggerChance,
        seed,
        sourceItems: [...itemIds],
      })
      .returning();
    await tx.update(player).set({ isArenaOpen: true }).where(eq(player.id, fresh.id));
    if (!created) throw new Error('card insert returned nothing');
    return toBattleCard(created);
  });
}

/** PUT /lab/cards/{id}/ascend: poor -> normal -> superior -> ascended, for diamonds. */
export async function improveCard(
  db: Db,
  current: PlayerRow,
  cardId: string,
  requestId: string,
): Promise<BattleCard> {
  return db.transaction(async (tx) => {
    const card = await lockOwnCard(tx, current.id, cardId);
    if (card.isListed) throw listed();
    const step = nextCardStep(card.quality as CardQuality, card.isAscended);
    if (step === 'none') throw badRequest('This card is already ascended: it cannot be improved.');
    const isAscend = step === 'ascend';
    await changeBalance(tx, {
      playerId: current.id,
      currency: 'diamonds',
      delta: -cardStepCost(step, card.level),
      reason: `${step}:${card.id}`,
      requestId,
      notEnough: new AppError(
        400,
        'NOT_ENOUGH_DIAMONDS',
        isAscend
          ? 'Not enough diamonds to ascend this card.'
          : 'Not enough diamonds to improve this card.',
      ),
    });
    const [updated] = await tx
      .update(battleCard)
      .set(
        isAscend
          ? { isAscended: true }
          : { quality: step === 'improve-to-normal' ? 'normal' : 'superior' },
      )
      .where(eq(battleCard.id, card.id))
      .returning();
    if (!updated) throw cardNotFound();
    return toBattleCard(updated);
  });
}

/** DELETE /lab/cards/{id}: the card's value back in credits. */
export async function purgeCard(
  db: Db,
  current: PlayerRow,
  cardId: string,
  requestId: string,
): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const card = await lockOwnCard(tx, current.id, cardId);
    if (card.isListed) throw listed();
    const refunded = cardValue(card.quality as CardQuality, card.level, card.isAscended);
    await tx.delete(battleCard).where(eq(battleCard.id, card.id));
    await changeBalance(tx, {
      playerId: current.id,
      currency: 'credits',
      delta: refunded,
      reason: `purge-card:${card.id}`,
      requestId,
    });
    return { refunded, currency: 'credits' };
  });
}

/** DELETE /lab/items/{id}: magic dust per unit for the whole stack. */
export async function purgeLabItem(
  db: Db,
  current: PlayerRow,
  itemId: string,
  requestId: string,
): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ item, quantity: labItem.quantity })
      .from(labItem)
      .innerJoin(item, eq(item.id, labItem.itemId))
      .where(and(eq(labItem.playerId, current.id), eq(labItem.itemId, itemId)))
      .for('update', { of: labItem });
    if (!row || row.quantity <= 0) throw notFound('You have no such item in your lab.');
    const refunded = labItemPurgeRefund(rarityOf(row.item), row.quantity);
    await tx
      .delete(labItem)
      .where(and(eq(labItem.playerId, current.id), eq(labItem.itemId, itemId)));
    await changeBalance(tx, {
      playerId: current.id,
      currency: 'magicDust',
      delta: refunded,
      reason: `purge-item:${itemId}x${row.quantity}`,
      requestId,
    });
    return { refunded, currency: 'magicDust' };
  });
}
