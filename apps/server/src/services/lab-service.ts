/**
 * The lab: battle cards (craft, improve/ascend, purge) and purging lab items. Each move is
 * one transaction in the boardgame.io way (docs/adr/0118-moves-return-effects.md): the
 * locks, in the documented order, which read all the move decides from; the game-rules
 * effect, which decides (a refusal rolls back through `orRefuse`); one write of the effect
 * (repositories/lab-craft-move.ts, card-step-move.ts, purge-move.ts); then the progress
 * it counts.
 */
import { randomInt } from 'node:crypto';
import {
  cardPurgeEffect,
  cardStepEffect,
  labCraftEffect,
  labItemPurgeEffect,
  type OwnCard,
} from '@alchemy/game-rules';
import type { BattleCard, PurgeResult } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { cardQualityOf, toBattleCard } from '../mappers/cards';
import { rarityOf } from '../mappers/items';
import { cardsOf } from '../repositories/battle-cards';
import { writeCardStep } from '../repositories/card-step-move';
import { writeLabCraft } from '../repositories/lab-craft-move';
import { writeCardPurge, writeLabItemPurge } from '../repositories/purge-move';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { recordProgress } from './progress-service';
import { inTransaction, type Locks, type LockedPlayer } from './transaction';

export async function listCards(ctx: ServiceContext, playerId: string): Promise<BattleCard[]> {
  return (await cardsOf(ctx.db, playerId)).map(toBattleCard);
}

/**
 * The player's own card, locked, as the rules read it: null when it is not theirs (another
 * player's card is as absent as no card, 404).
 */
async function lockOwnCard(locks: Locks, me: LockedPlayer, cardId: string): Promise<OwnCard> {
  const [row] = await locks.cards([cardId], me);
  return row ? { ...row, quality: cardQualityOf(row) } : null;
}

/**
 * POST /lab/craft: one lab item per slot becomes a battle card of the player's level.
 * The chosen stacks' lock reads them with their items: all the craft decides from.
 */
export async function craftCard(
  ctx: ServiceContext,
  current: PlayerRow,
  itemIds: readonly string[],
  seed: number = randomInt(0, 2 ** 32 - 1),
): Promise<BattleCard> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const stock = await locks.labItems(me, itemIds);
    const effect = orRefuse(
      labCraftEffect(
        {
          player: me,
          stock: stock.map((row) => ({
            itemId: row.item.id,
            name: row.item.name,
            rarity: rarityOf(row.item),
            family: row.item.family,
            quantity: row.quantity,
          })),
        },
        { itemIds, seed },
      ),
    );
    const created = await writeLabCraft(tx, me, effect);
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
    const effect = orRefuse(cardStepEffect({ card, balances: me }));
    const stepped = await writeCardStep(tx, me, effect, { requestId: ctx.requestId });
    const ascended = effect.kind === 'ascend';
    await recordProgress(tx, locks, ctx, [
      { player: me, events: [{ type: 'card-improved', ascended }] },
    ]);
    return toBattleCard(stepped);
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
    const effect = orRefuse(cardPurgeEffect({ card }));
    await writeCardPurge(tx, me, effect, { requestId: ctx.requestId });
    const [refund] = effect.balances;
    return { refunded: refund.delta, currency: refund.currency };
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
    const effect = orRefuse(
      labItemPurgeEffect({
        stack: row
          ? { itemId: row.item.id, rarity: rarityOf(row.item), quantity: row.quantity }
          : null,
      }),
    );
    await writeLabItemPurge(tx, me, effect, { requestId: ctx.requestId });
    const [refund] = effect.balances;
    return { refunded: refund.delta, currency: refund.currency };
  });
}
