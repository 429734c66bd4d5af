import type { DuelRating, DuelReward } from '@alchemy/contracts';
import { memo, type ReactNode } from 'react';
import { FirstDuelTip } from '@/shared/guidance/first-duel-tip';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { RatingChange } from '@/shared/seasons/rating-change';
import { DuelPayLine } from './duel-pay-line';

export interface ResultExtras {
  levelUp: boolean;
  experienceGained: number | undefined;
  /** What the duel paid ('+24 credits, +6 dust'); absent for duels fought before pay. */
  reward?: DuelReward | undefined;
  /** A fresh duel's pay flies to the balances as the overlay opens; a replay's does not. */
  payFlies?: boolean;
  /** A rated duel's rating change (absent when unrated): the tier moment shows with it. */
  rating?: DuelRating | undefined;
  onShare?: () => void;
}

interface ResultOverlayProps {
  open: boolean;
  /** 'You Won!', 'You Lost!', or for a visitor of a shared replay 'Ember Fox won!'. */
  title: string;
  /** A win and a loss look, move and sound different; a visitor sees the winner's. */
  mood: 'won' | 'lost';
  /** Why it ended, in words (end-reason.ts). */
  reason: string;
  /** A fresh duel's rewards and sharing; null for a replay. */
  extras: ResultExtras | null;
  /** 'Replay' when this is a fight shown again. */
  replay: boolean;
  /** The ways on: 'Return to Arena', or a visitor's 'Play Alchemy Arena'. */
  children: ReactNode;
}

/**
 * The end of the duel (docs/RULES.md, "Duel playback"): who won and why, what it earned.
 * Memoised: the playback renders at every step, and until the end nothing here changes.
 */
export const ResultOverlay = memo(function ResultOverlay({
  open,
  title,
  mood,
  reason,
  extras,
  replay,
  children,
}: ResultOverlayProps) {
  return (
    <Dialog open={open} label={title} className={`duel-result duel-result--${mood}`}>
      <div className="duel-result__body" data-testid="duel-result">
        <span className="duel-result__sigil" aria-hidden="true">
          <span className="duel-result__rays" />
          <span className="duel-result__icon">
            <Icon name={mood === 'won' ? 'laurels-trophy' : 'death-skull'} size="72px" />
          </span>
        </span>
        {replay && <p className="duel-result__replay">Replay</p>}
        <h2 className="duel-result__title">{title}</h2>
        <p className="duel-result__reason">{reason}</p>
        {extras?.levelUp && <p className="duel-result__level">Level Up!</p>}
        {extras?.experienceGained ? (
          <p className="duel-result__exp">+{extras.experienceGained} EXP</p>
        ) : null}
        {open && extras?.reward && (
          <DuelPayLine reward={extras.reward} fly={extras.payFlies === true} />
        )}
        {open && extras?.rating && (
          <RatingChange rating={extras.rating} fresh={extras.payFlies === true} />
        )}
        {/* The first-duel tip belongs to a fight as it is fought, not to a replay of it. */}
        {extras && !replay && <FirstDuelTip won={mood === 'won'} />}
        <div className="duel-result__actions">
          {extras?.onShare && (
            <Button variant="secondary" icon="share" onClick={extras.onShare}>
              Share replay
            </Button>
          )}
          {children}
        </div>
      </div>
    </Dialog>
  );
});
