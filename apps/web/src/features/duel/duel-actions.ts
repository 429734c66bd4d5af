import type { BattleCard, DuelResult } from '@alchemy/contracts';
import { DUEL_ACTION_TYPES, type DuelAction } from '@alchemy/game-rules';

const KNOWN = new Set<string>(DUEL_ACTION_TYPES);

/**
 * The contract checks actions loosely ({type} plus anything); the engine's DuelAction is
 * the truth. An action of a type this client does not know (a newer server) is skipped
 * rather than replayed wrong.
 */
export function toDuelActions(sequence: DuelResult['animationSequence']): DuelAction[] {
  return sequence.filter((action) => KNOWN.has(action.type)) as unknown as DuelAction[];
}

/** Card id -> name, for the battle log (describeAction). */
export function cardNames(
  playerCards: readonly BattleCard[],
  opponentCards: readonly BattleCard[],
): Record<string, string> {
  return Object.fromEntries(
    [...playerCards, ...opponentCards].map((card) => [card.id, card.card.name]),
  );
}

/** Spec section 3: the first entry of `winner` tells whether the player's side won. */
export function playerWon(result: Pick<DuelResult, 'winner'>): boolean {
  return result.winner[0]?.isPlayer === true;
}
