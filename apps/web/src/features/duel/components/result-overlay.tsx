import { FirstDuelTip } from '@/components/guidance/first-duel-tip';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';

export interface ResultExtras {
  levelUp: boolean;
  experienceGained: number | undefined;
  onShare?: () => void;
}

interface ResultOverlayProps {
  open: boolean;
  won: boolean;
  /** A fresh duel shows the rewards and sharing; a replay only who won. */
  extras: ResultExtras | null;
}

/** The end of the duel (docs/RULES.md, "Duel playback"): who won, what it earned, the way back. */
export function ResultOverlay({ open, won, extras }: ResultOverlayProps) {
  const title = won ? 'You Won!' : 'You Lost!';
  return (
    <Dialog
      open={open}
      label={title}
      className={`duel-result duel-result--${won ? 'won' : 'lost'}`}
    >
      <div className="duel-result__body" data-testid="duel-result">
        <span className="duel-result__sigil" aria-hidden="true">
          <Icon name={won ? 'laurels-trophy' : 'death-skull'} size="64px" />
        </span>
        <h2 className="duel-result__title">{title}</h2>
        {extras?.levelUp && <p className="duel-result__level">Level Up!</p>}
        {extras?.experienceGained ? (
          <p className="duel-result__exp">+{extras.experienceGained} EXP</p>
        ) : null}
        {extras && <FirstDuelTip won={won} />}
        <div className="duel-result__actions">
          {extras?.onShare && (
            <Button variant="secondary" icon="share" onClick={extras.onShare}>
              Share replay
            </Button>
          )}
          <ButtonLink to="/game/arena" icon="crossed-swords">
            Return to Arena
          </ButtonLink>
        </div>
      </div>
    </Dialog>
  );
}
