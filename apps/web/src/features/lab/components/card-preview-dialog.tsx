import { countOf, formatInteger, type BattleCard } from '@alchemy/contracts';
import type { Balances } from '@alchemy/game-rules';
import { CardDialog, CardDialogNote } from '@/shared/card-dialog/card-dialog';
import type { CardGuide } from '@/shared/guidance/use-first-card-guide';
import { Button } from '@/components/ui/button';
import { LISTED_CARD_NOTE, upgradeOffer } from '@/shared/card-actions/card-upgrade';

interface CardPreviewDialogProps {
  card: BattleCard | null;
  /** The player's purse: it prices the next step. */
  balances: Balances;
  busy: boolean;
  onClose: () => void;
  onPurge: (card: BattleCard) => void;
  /** Improve or ascend, whichever is the card's next step. */
  onUpgrade: (card: BattleCard) => void;
  /** A first-time guide (the first card forged): its action leads, the rest step back. */
  guide?: CardGuide | null;
}

/** The lab's card preview: the shared card dialog with improve / ascend and purge. */
export function CardPreviewDialog({
  card,
  balances,
  busy,
  onClose,
  onPurge,
  onUpgrade,
  guide = null,
}: CardPreviewDialogProps) {
  const offer = card ? upgradeOffer(card, balances) : null;
  return (
    <CardDialog
      card={card}
      onClose={onClose}
      notes={
        card && (
          <>
            {guide?.note}
            {card.isListed && <CardDialogNote>{LISTED_CARD_NOTE}</CardDialogNote>}
            {offer?.blocked === 'diamonds' && (
              <CardDialogNote>
                {`You need ${countOf(offer.cost, 'diamond')} to ${offer.kind} this card; you have ${formatInteger(balances.diamonds)}.`}
              </CardDialogNote>
            )}
          </>
        )
      }
      actions={
        card && (
          <>
            {guide?.action}
            {offer && (
              <Button
                variant={guide ? 'secondary' : 'primary'}
                icon={offer.kind === 'ascend' ? 'crown' : 'armor-upgrade'}
                disabled={offer.blocked !== null || busy}
                onClick={() => onUpgrade(card)}
              >
                {offer.label}
              </Button>
            )}
            <Button
              variant="ghost"
              className="card-dialog__purge"
              icon="broken-bottle"
              disabled={card.isListed || busy}
              onClick={() => onPurge(card)}
            >
              Purge
            </Button>
          </>
        )
      }
    />
  );
}
