import { formatInteger } from '@alchemy/contracts';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { useLastDuel } from '../api/get-last-duel';
import './last-duel-line.css';

/**
 * 'Your last duel: won, +26 EXP' with 'Watch again' (issue 23): a fight is never lost from
 * view, even when the player left the duel screen before its end.
 */
export function LastDuelLine() {
  const { data } = useLastDuel();
  const last = data?.duel;
  if (!last) return null;
  const outcome = last.won ? 'won' : 'lost';
  return (
    <section
      className={`last-duel last-duel--${outcome}`}
      aria-labelledby="last-duel-text"
      data-testid="last-duel"
    >
      <span className="last-duel__sigil" aria-hidden="true">
        <Icon name={last.won ? 'laurels-trophy' : 'death-skull'} size="28px" />
      </span>
      <p className="last-duel__text">
        <span id="last-duel-text">
          {`Your last duel: ${outcome}, +${formatInteger(last.experienceGained)} EXP`}
        </span>
        <span className="last-duel__against">against {last.opponentName}</span>
      </p>
      <ButtonLink
        to={`/game/arena/replay/${last.id}`}
        variant="secondary"
        icon="anticlockwise-rotation"
      >
        Watch again
      </ButtonLink>
    </section>
  );
}
