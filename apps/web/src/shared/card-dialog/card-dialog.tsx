import type { BattleCard } from '@alchemy/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { CardSkill } from './card-skill';
import { CardStats } from './card-stats';
import './card-dialog.css';

interface CardDialogProps {
  card: BattleCard | null;
  onClose: () => void;
  /** Right under the title: what the screen adds about the card (a listing's seller, price). */
  summary?: ReactNode;
  /** Notes under the details (why an action is unavailable, a first-time hint). */
  notes?: ReactNode;
  /**
   * The screen's buttons, most important first. They sit in a footer that stays in view
   * while the details scroll, so the primary action is never below the fold on a phone.
   */
  actions?: ReactNode;
}

/**
 * One card-detail dialog for the Lab, the Arena and the Market's preview: the
 * card's picture, class, quality, level, stats, skill and synergy; each screen passes its
 * own actions.
 */
export function CardDialog({ card, onClose, summary, notes, actions }: CardDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      label={card ? card.card.name : 'Battle card'}
      className="card-dialog"
    >
      {card && (
        <article className={`card-dialog__card card-dialog__card--${card.quality}`}>
          {/* Focusable, so a keyboard can scroll the details on a small screen. */}
          <div className="card-dialog__scroll" tabIndex={0} role="region" aria-label="Card details">
            <header className="card-dialog__header">
              <div className="card-dialog__art">
                {/* The picture shows the ascension itself (a crown on the frame). */}
                <img
                  src={card.card.imageUrl}
                  alt={`Picture of ${card.card.name}`}
                  width={200}
                  height={280}
                />
              </div>
              <div className="card-dialog__title">
                <h2 data-testid="card-name">{card.card.name}</h2>
                <p className="card-dialog__tags">
                  <span className="card-dialog__class">{card.card.characterType}</span>
                  <span
                    className={`quality-badge quality-badge--${card.quality}`}
                    data-testid="card-quality"
                  >
                    {card.quality}
                  </span>
                  {card.isAscended && (
                    <span className="quality-badge quality-badge--ascended">Ascended</span>
                  )}
                  <span className="card-dialog__level">Lvl {card.level}</span>
                  {card.isListed && (
                    <span className="bcard__listed bcard__listed--inline">Listed</span>
                  )}
                </p>
                <p className="card-dialog__requires">Requires level {card.requiredLevel}</p>
              </div>
            </header>
            {summary}

            {card.card.description && <p className="card-dialog__desc">{card.card.description}</p>}
            <CardStats card={card} />
            <CardSkill skillText={card.card.skill} />
            {card.card.synergy && (
              <p className="card-dialog__synergy">
                <Icon name="magic-swirl" /> <span>{card.card.synergy}</span>
              </p>
            )}
            {notes}
          </div>
          <footer className="card-dialog__actions">
            {actions}
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </footer>
        </article>
      )}
    </Dialog>
  );
}

/** A highlighted line in the dialog's notes. */
export function CardDialogNote({ children }: { children: ReactNode }) {
  return <p className="card-dialog__note">{children}</p>;
}
