/**
 * What may be done to a battle card (docs/RULES.md, "Lab and battle cards"): improve it a
 * quality step or ascend it, for diamonds; purge it for its value; and nothing of the sort
 * while it is listed on the market.
 */
import { cardStepCost, cardValue, nextCardStep, type CardQuality, type CardStep } from '../cards';
import { err, ok, type Result } from '../result';
import { checkAfford, type Balances, type Shortfall } from './afford';

export interface CardView {
  quality: CardQuality;
  isAscended: boolean;
  isListed: boolean;
  /** The card's own level (the player's level when it was crafted): it sets the prices. */
  level: number;
}

export type CardListedError = { code: 'CARD_LISTED' };
export type CardStepError = CardListedError | { code: 'CARD_FULLY_ASCENDED' } | Shortfall;

export type UpgradeKind = 'improve' | 'ascend';

export interface CardStepPlan {
  step: Exclude<CardStep, 'none'>;
  kind: UpgradeKind;
  /** Diamonds. */
  cost: number;
  /** The card's quality and ascension once the step is taken. */
  after: { quality: CardQuality; isAscended: boolean };
}

/** A listed card is frozen: it cannot be purged, improved, ascended or sent into a duel. */
export function checkNotListed<T extends Pick<CardView, 'isListed'>>(
  card: T,
): Result<T, CardListedError> {
  return card.isListed ? err({ code: 'CARD_LISTED' }) : ok(card);
}

/** The card's next step and its price, whatever the player's purse holds. */
export function planCardStep(
  card: CardView,
): Result<CardStepPlan, CardListedError | { code: 'CARD_FULLY_ASCENDED' }> {
  const listed = checkNotListed(card);
  if (!listed.ok) return listed;
  const step = nextCardStep(card.quality, card.isAscended);
  if (step === 'none') return err({ code: 'CARD_FULLY_ASCENDED' });
  const kind: UpgradeKind = step === 'ascend' ? 'ascend' : 'improve';
  const after: CardStepPlan['after'] =
    step === 'ascend'
      ? { quality: card.quality, isAscended: true }
      : { quality: step === 'improve-to-normal' ? 'normal' : 'superior', isAscended: false };
  return ok({ step, kind, cost: cardStepCost(step, card.level), after });
}

/** The next step, if the player can pay for it now. */
export function checkCardStep(
  card: CardView,
  balances: Balances,
): Result<CardStepPlan, CardStepError> {
  const plan = planCardStep(card);
  if (!plan.ok) return plan;
  const paid = checkAfford(
    balances,
    { currency: 'diamonds', amount: plan.value.cost },
    plan.value.kind === 'ascend' ? 'ascend-card' : 'improve-card',
  );
  return paid.ok ? plan : paid;
}

/** Purging gives the card's value back in credits. */
export function checkCardPurge(
  card: CardView,
): Result<{ refund: number; currency: 'credits' }, CardListedError> {
  const listed = checkNotListed(card);
  if (!listed.ok) return listed;
  return ok({ refund: cardValue(card.quality, card.level, card.isAscended), currency: 'credits' });
}
