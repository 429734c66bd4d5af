/**
 * The lab: battle cards (craft, improve/ascend, purge) and purging lab items. Each change
 * is one transaction: lock, check with the game-rules move, write, book the ledger.
 */
import { randomInt } from 'node:crypto';
import {
  checkCardPurge,
  checkCardStep,
  checkLabCraft,
  checkLabItemPurge,
  generateCard,
} from '@alchemy/game-rules';
import type { BattleCard, PurgeResult } from '@alchemy/contracts';
import { orRefuse, ruleFailure } from '../lib/rule-error-http';
import { cardQualityOf, toBattleCard } from '../mappers/cards';
import { rarityOf } from '../mappers/items';
import { changeBalance } from '../repositories/balances';
import { cardsOf, deleteCard, insertCard, setCardQuality } from '../repositories/battle-cards';
import { deleteLabStack, takeOneOfEach } from '../repositories/lab-items';
import { updatePlayer, type PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { recordProgress } from './progress-service';
import { inTransaction, type Locks, type LockedPlayer } from './transaction';

export async function listCards(ctx: ServiceContext, playerId: string): Promise<BattleCard[]> {
  return (await cardsOf(ctx.db, playerId)).map(toBattleCard);
}

/** The player's own card, locked; another player's card is as absent as no card (404). */
async function lockOwnCard(locks: Locks, me: LockedPlayer, cardId: string) {
  const [card] = await locks.cards([cardId], me);
  if (!card) throw ruleFailure({ code: 'CARD_NOT_FOUND' });
  return { row: card, view: { ...card, quality: cardQualityOf(card) } };
}

/** POST /lab/craft: one lab item per slot becomes a battle card of the player's level. */
export async function craftCard(
  ctx: ServiceContext,
  current: PlayerRow,
  itemIds: readonly string[],
  seed: number = randomInt(0, 2 ** 32 - 1),
): Promise<BattleCard> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const stock = await locks.labItems(me, itemIds);
    const held = orRefuse(
      checkLabCraft(
        me.level,
        itemIds,
        stock.map((row) => ({
          id: row.item.id,
          rarity: rarityOf(row.item),
          quantity: row.quantity,
          item: row.item,
        })),
      ),
    );
    await takeOneOfEach(tx, me, itemIds);
    const generated = generateCard({
      items: held.map((entry) => ({
        name: entry.item.name,
        rarity: entry.rarity,
        family: entry.item.family,
      })),
      playerLevel: me.level,
      seed,
    });
    const created = await insertCard(tx, me, { generated, seed, sourceItems: itemIds });
    if (!me.isArenaOpen) await updatePlayer(tx, me, { isArenaOpen: true });
    await recordProgress(tx, locks, ctx, [{ player: me, events: [{ type: 'card-forged' }] }]);
    return toBattleCard(created);
  });
}

/** PUT /lab/cards/{id}/ascend: poor -> normal -> superior -> ascended, for diamonds. */
export async function improveCard(
  ctx: ServiceContext,
  current: PlayerRow,
  cardId: string,
): Promise<BattleCard> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const card = await lockOwnCard(locks, me, cardId);
    const plan = orRefuse(checkCardStep(card.view, me));
    await changeBalance(tx, me, {
      currency: 'diamonds',
      delta: -plan.cost,
      reason: `${plan.step}:${card.row.id}`,
      requestId: ctx.requestId,
    });
    const improved = await setCardQuality(tx, card.row, plan.after);
    const ascended = plan.after.isAscended;
    await recordProgress(tx, locks, ctx, [
      { player: me, events: [{ type: 'card-improved', ascended }] },
    ]);
    return toBattleCard(improved);
  });
}

/** DELETE /lab/cards/{id}: the card's value back in credits. */
export async function purgeCard(
  ctx: ServiceContext,
  current: PlayerRow,
  cardId: string,
): Promise<PurgeResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const card = await lockOwnCard(locks, me, cardId);
    const { refund, currency } = orRefuse(checkCardPurge(card.view));
    await deleteCard(tx, card.row);
    await changeBalance(tx, me, {
      currency,
      delta: refund,
      reason: `purge-card:${card.row.id}`,
      requestId: ctx.requestId,
    });
    return { refunded: refund, currency };
  });
}

/** DELETE /lab/items/{id}: magic dust per unit, for the whole stack. */
export async function purgeLabItem(
  ctx: ServiceContext,
  current: PlayerRow,
  itemId: string,
): Promise<PurgeResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const [row] = await locks.labItems(me, [itemId]);
    const { stack, refund, currency } = orRefuse(
      checkLabItemPurge(row && { rarity: rarityOf(row.item), quantity: row.quantity }),
    );
    await deleteLabStack(tx, me, itemId);
    await changeBalance(tx, me, {
      currency,
      delta: refund,
      reason: `purge-item:${itemId}x${stack.quantity}`,
      requestId: ctx.requestId,
    });
    return { refunded: refund, currency };
  });
}
