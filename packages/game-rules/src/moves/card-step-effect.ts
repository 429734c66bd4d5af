/**
 * Improving or ascending a battle card, as an effect (docs/RULES.md, "Lab and battle
 * cards"): from the player's own card and purse, either why the step is refused or what it
 * changes: the card's quality or ascension, and the diamonds it costs, booked as the step.
 * The server persists it (services/lab-service.ts#improveCard); the lab and arena screens
 * follow the purse with it (shared/card-actions/ascend-battle-card.ts).
 */
import type { CardQuality } from '../cards';
import { err, ok, type Result } from '../result';
import type { Balances } from './afford';
import { checkCardStep, type CardStepError, type CardStepPlan, type CardView } from './card-step';
import type { BalanceDelta } from './craft-effect';

/** The player's card as a move on it reads it; null when they have no card of that id. */
export type OwnCard = (CardView & { id: string }) | null;

/** Everything a step reads: the card under its lock, the purse under the player's. */
export interface CardStepState {
  card: OwnCard;
  balances: Balances;
}

export type CardNotFound = { code: 'CARD_NOT_FOUND' };

export interface CardStepEffect {
  /** The step taken and whether it improves or ascends (the progress counts ascents). */
  step: CardStepPlan['step'];
  kind: CardStepPlan['kind'];
  /** The card's final quality and ascension. */
  card: { id: string; quality: CardQuality; isAscended: boolean };
  /** The diamonds paid, booked as the step on the card ('ascend:<id>'). */
  balances: [BalanceDelta];
}

/**
 * The next step of the player's card: not theirs (or none) first, then the step's own
 * checks in their order (checkCardStep: listed, fully ascended, the diamonds).
 */
export function cardStepEffect(
  state: CardStepState,
): Result<CardStepEffect, CardNotFound | CardStepError> {
  const { card } = state;
  if (!card) return err({ code: 'CARD_NOT_FOUND' });
  const plan = checkCardStep(card, state.balances);
  if (!plan.ok) return plan;
  const { step, kind, cost, after } = plan.value;
  return ok({
    step,
    kind,
    card: { id: card.id, ...after },
    balances: [{ currency: 'diamonds', delta: -cost, reason: `${step}:${card.id}` }],
  });
}
