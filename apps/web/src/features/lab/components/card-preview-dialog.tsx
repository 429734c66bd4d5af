import type { BattleCard } from '@alchemy/contracts';
import type { Balances } from '@alchemy/game-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { LISTED_CARD_NOTE, upgradeOffer } from '@/lib/card-upgrade';
import { CardSkill } from './card-skill';
import { CardStats } from './card-stats';

interface CardPreviewDialogProps {
  card: BattleCard | null;
  /** The player's purse: it prices the next step. */
  balances: Balances;
  busy: boolean;
  onClose: () => void;
  onPurge: (card: BattleCard) => void;
  /** Improve or ascend, whichever is the card's next step. */
  onUpgrade: (card: BattleCard) => void;
}

/** The card preview: everything about one card, and what can be done with it. */
export function CardPreviewDialog({
  card,
  balances,
  busy,
  onClose,
  onPurge,
  onUpgrade,
}: CardPreviewDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      label={card ? card.card.name : 'Battle card'}
      className="lab-dialog card-preview"
    >
      {card && (
        <CardDetails
          card={card}
          balances={balances}
          busy={busy}
          onClose={onClose}
          onPurge={onPurge}
          onUpgrade={onUpgrade}
        />
      )}
    </Dialog>
  );
}

function CardDetails({
  card,
  balances,
  busy,
  onClose,
  onPurge,
  onUpgrade,
}: Omit<CardPreviewDialogProps, 'card'> & { card: BattleCard }) {
  const offer = upgradeOffer(card, balances);
  return (
    <article className={`card-preview__content card-preview__content--${card.quality}`}>
      <header className="card-preview__header">
        <div className="card-preview__art">
          <img
            src={card.card.imageUrl}
            alt={`Picture of ${card.card.name}`}
            width={200}
            height={280}
          />
          {card.isAscended && (
            <span className="bcard__crown">
              <Icon name="crown" size="20px" label="Ascended" />
            </span>
          )}
        </div>
        <div className="card-preview__title">
          <h2 data-testid="card-name">{card.card.name}</h2>
          <p className="card-preview__tags">
            <span className="card-preview__class">{card.card.characterType}</span>
            <span
              className={`quality-badge quality-badge--${card.quality}`}
              data-testid="card-quality"
            >
              {card.quality}
            </span>
            <span className="card-preview__level">Lvl {card.level}</span>
            {card.isListed && <span className="bcard__listed bcard__listed--inline">Listed</span>}
          </p>
          <p className="card-preview__requires">Requires level {card.requiredLevel}</p>
        </div>
      </header>

      {card.card.description && <p className="card-preview__desc">{card.card.description}</p>}
      <CardStats card={card} />
      <CardSkill skillText={card.card.skill} />
      {card.card.synergy && (
        <p className="card-preview__synergy">
          <Icon name="magic-swirl" /> <span>{card.card.synergy}</span>
        </p>
      )}

      {card.isListed && <p className="card-preview__note">{LISTED_CARD_NOTE}</p>}
      {offer?.blocked === 'diamonds' && (
        <p className="card-preview__note">
          You need {offer.cost} diamonds to {offer.kind} this card; you have {balances.diamonds}.
        </p>
      )}

      <footer className="card-preview__actions">
        <Button
          variant="danger"
          icon="broken-bottle"
          disabled={card.isListed || busy}
          onClick={() => onPurge(card)}
        >
          Purge
        </Button>
        {offer && (
          <Button
            variant="primary"
            icon={offer.kind === 'ascend' ? 'crown' : 'armor-upgrade'}
            disabled={offer.blocked !== null || busy}
            onClick={() => onUpgrade(card)}
          >
            {offer.label}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </footer>
    </article>
  );
}
