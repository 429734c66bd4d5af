import type { BattleCard } from '@alchemy/contracts';
import type { CardState, DuelAction } from '@alchemy/game-rules';

/*
 * What the playback reads of a fought duel besides its actions. The actions need no
 * conversion: the contract checks every one in full, so animationSequence is the engine's
 * DuelAction[] as it arrives, and a duel this client cannot read never reaches the
 * playback (shared/duel/duel-result.ts).
 */

/**
 * A card as the playback shows it: the player's own BattleCard, or a shared replay's card
 * (named by its slot, p1 or o1, in place of an id).
 */
export type FighterCard = Pick<
  BattleCard,
  'id' | 'level' | 'attack' | 'defense' | 'health' | 'speed'
> & { card: Pick<BattleCard['card'], 'name' | 'imageUrl' | 'characterType' | 'skill'> };

/** A fought duel as the playback replays it: the owner's DuelResult or a public replay. */
export interface PlaybackDuel {
  animationSequence: DuelAction[];
  winner: CardState[];
  playerCards: FighterCard[];
  opponentCards: FighterCard[];
}

/** Card id -> name, for the battle log (describeAction in battle-log-text.ts). */
export function cardNames(
  playerCards: readonly FighterCard[],
  opponentCards: readonly FighterCard[],
): Record<string, string> {
  return Object.fromEntries(
    [...playerCards, ...opponentCards].map((card) => [card.id, card.card.name]),
  );
}

/** The first entry of `winner` tells whether the player's side won (the winning side's cards). */
export function playerWon(result: Pick<PlaybackDuel, 'winner'>): boolean {
  return result.winner[0]?.isPlayer === true;
}
