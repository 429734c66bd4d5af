import type { BattleCard } from '@alchemy/contracts';
import { useOdds } from '../api/get-odds';
import './win-odds.css';

interface WinOddsProps {
  duelId: string;
  slotCards: readonly (BattleCard | null)[];
}

/**
 * The player's win chance before the fight (issue 14): the server simulates 1,000 fights
 * of the cards in the slots against the opponent. Shown beside the spec's duel area,
 * once every slot is filled; a failure shows nothing (the duel can start regardless).
 */
export function WinOdds({ duelId, slotCards }: WinOddsProps) {
  const cardIds = slotCards.flatMap((card) => (card ? [card.id] : []));
  const complete = cardIds.length > 0 && cardIds.length === slotCards.length;
  const odds = useOdds(duelId, cardIds, complete);
  if (!complete || odds.isError) return null;
  return (
    <p className="duel-area__odds" data-testid="win-odds" aria-live="polite">
      {odds.data ? `Win chance ${odds.data.winChance}%` : 'Win chance ...'}
    </p>
  );
}
