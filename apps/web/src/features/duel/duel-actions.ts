import type { BattleCard, DuelResult } from '@alchemy/contracts';

/*
 * What the playback reads of a DuelResult besides its actions. The actions need no
 * conversion: DuelResultSchema checks every one in full, so result.animationSequence is
 * the engine's DuelAction[] as it arrives, and a duel this client cannot read never
 * reaches the playback (lib/duel-result.ts).
 */

/** Card id -> name, for the battle log (describeAction in battle-log-text.ts). */
export function cardNames(
  playerCards: readonly BattleCard[],
  opponentCards: readonly BattleCard[],
): Record<string, string> {
  return Object.fromEntries(
    [...playerCards, ...opponentCards].map((card) => [card.id, card.card.name]),
  );
}

/** The first entry of `winner` tells whether the player's side won (the winning side's cards). */
export function playerWon(result: Pick<DuelResult, 'winner'>): boolean {
  return result.winner[0]?.isPlayer === true;
}
