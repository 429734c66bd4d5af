/**
 * When a spend asks the player first (docs/RULES.md, "Currencies"): money leaves on a
 * deliberate tap. A purchase that takes more than a fifth of the balance it is paid from
 * asks; so does every currency exchange and every avatar regeneration, whatever their
 * price (the screens say so where they call). Pure, pinned by spending.test.ts.
 */
import type { Cost } from './moves/afford';
import type { Balances } from './moves/afford';

/** A spend above this share of its balance, in percent, asks for confirmation. */
export const CONFIRM_SPEND_ABOVE_PERCENT = 20;

/** Whether paying `cost` from `balances` is large enough to ask first. */
export function spendNeedsConfirmation(cost: Cost, balances: Balances): boolean {
  return cost.amount * 100 > balances[cost.currency] * CONFIRM_SPEND_ABOVE_PERCENT;
}

/** What the balance would be after paying (never below zero: a short purse cannot pay). */
export function balanceAfter(cost: Cost, balances: Balances): number {
  return Math.max(0, balances[cost.currency] - cost.amount);
}
