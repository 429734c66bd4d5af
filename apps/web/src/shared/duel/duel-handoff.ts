import type { DuelResult } from '@alchemy/contracts';

/**
 * The fight the arena just started, handed to the duel screen. In memory on purpose: a
 * reload of /game/arena/{ids} never replays a stale result from the history state as if
 * it were new; it asks the server for the player's last duel and shows it again (without
 * rewards) only when it was fought with those cards (features/duel/duel-route.ts).
 */
export interface FreshDuel {
  /** The selected card ids joined by commas, exactly as in the route. */
  cardIds: string;
  result: DuelResult;
  /** The player's level when the duel started: a higher one afterwards is a level-up. */
  levelBefore: number;
}

let fresh: FreshDuel | null = null;

export function handOffDuel(duel: FreshDuel): void {
  fresh = duel;
}

/** The fresh duel for these route ids, if the arena left one. */
export function freshDuelFor(cardIds: string): FreshDuel | null {
  return fresh?.cardIds === cardIds ? fresh : null;
}

/** Once played, a duel is not played again as new (back-navigation goes to the arena). */
export function clearFreshDuel(result: DuelResult): void {
  if (fresh?.result === result) fresh = null;
}
