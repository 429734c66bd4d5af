import type { GameItem, HintItem } from '@alchemy/contracts';

/** '9:05' for 545 seconds: the countdown to the next free hint. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
}

/**
 * Seconds left of a countdown the server gave as `seconds` at `sinceMs`, at `nowMs`. A
 * clock read before the answer came (`nowMs` < `sinceMs`) counts as no time passed.
 */
export function secondsLeft(seconds: number, sinceMs: number, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - sinceMs);
  return Math.max(0, Math.ceil(seconds - elapsed / 1000));
}

const samePair = (one: readonly string[], two: readonly string[]) =>
  (one[0] === two[0] && one[1] === two[1]) || (one[0] === two[1] && one[1] === two[0]);

/**
 * A hint is done with once the player made its discovery (an item of the grid now records
 * the hinted pair as the recipe it was discovered by) or no longer holds one of its items
 * (spent, or a new run).
 */
export function isHintSpent(
  pair: readonly [HintItem, HintItem],
  items: ReadonlyArray<Pick<GameItem, 'id' | 'quantity' | 'recipe'>>,
): boolean {
  const names = pair.map((item) => item.name);
  if (items.some((item) => item.recipe && samePair(item.recipe, names))) return true;
  return pair.some(({ id }) => !items.some((item) => item.id === id && item.quantity > 0));
}
