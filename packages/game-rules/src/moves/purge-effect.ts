/**
 * Purging, as effects (docs/RULES.md, "Lab and battle cards", "The lab"): a battle card
 * for its value in credits, a lab stack whole for magic dust per unit. Each returns why it
 * is refused or what it changes: the row that goes and the refund, booked with the purged
 * thing. The server persists them (services/lab-service.ts#purgeCard, #purgeLabItem); the
 * screens follow their caches with them (shared/card-actions/purge-battle-card.ts,
 * features/lab/api/purge-lab-item.ts).
 */
import type { Currency } from '../currency';
import type { Rarity } from '../rarity';
import { err, ok, type Result } from '../result';
import { checkCardPurge, type CardListedError } from './card-step';
import type { CardNotFound, OwnCard } from './card-step-effect';
import type { BalanceDelta } from './craft-effect';
import { checkLabItemPurge, type LabItemPurgeError } from './lab-items';

/** A purge's refund in its currency, booked as what was purged ('purge-card:<id>'...). */
export interface PurgeEffect<C extends Currency> {
  balances: [BalanceDelta & { currency: C }];
}

export interface CardPurgeEffect extends PurgeEffect<'credits'> {
  /** The card that goes. */
  cardId: string;
}

/** Purging the player's card (a listed one is frozen); its value back in credits. */
export function cardPurgeEffect(state: {
  card: OwnCard;
}): Result<CardPurgeEffect, CardNotFound | CardListedError> {
  const { card } = state;
  if (!card) return err({ code: 'CARD_NOT_FOUND' });
  const purge = checkCardPurge(card);
  if (!purge.ok) return purge;
  const { refund, currency } = purge.value;
  return ok({
    cardId: card.id,
    balances: [{ currency, delta: refund, reason: `purge-card:${card.id}` }],
  });
}

/** A lab stack as a purge reads it; null when the lab has no row for the item. */
export interface PurgedStack {
  itemId: string;
  rarity: Rarity;
  quantity: number;
}

export interface LabItemPurgeEffect extends PurgeEffect<'magicDust'> {
  /** The stack that goes, whole. */
  itemId: string;
}

/** Purging a lab stack: all of it (none held is ITEM_NOT_IN_LAB), for dust per unit. */
export function labItemPurgeEffect(state: {
  stack: PurgedStack | null;
}): Result<LabItemPurgeEffect, LabItemPurgeError> {
  const purge = checkLabItemPurge(state.stack);
  if (!purge.ok) return purge;
  const { stack, refund, currency } = purge.value;
  return ok({
    itemId: stack.itemId,
    balances: [{ currency, delta: refund, reason: `purge-item:${stack.itemId}x${stack.quantity}` }],
  });
}
