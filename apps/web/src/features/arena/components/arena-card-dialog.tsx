import { type BattleCard, ruleMessage } from '@alchemy/contracts';
import type { Balances } from '@alchemy/game-rules';
import type { CardActions } from '@/shared/card-actions/use-card-actions';
import { CardDialog, CardDialogNote } from '@/shared/card-dialog/card-dialog';
import { Button } from '@/components/ui/button';
import { ArenaCardActions } from './arena-card-actions';

/**
 * What the detail dialog reports back: selected from its button; purged and ascended
 * through the shared card actions, once their confirmation or result dialog is done.
 */
export type CardDialogOutcome =
  | { type: 'selected'; card: BattleCard }
  | { type: 'purged'; card: BattleCard }
  /** The improved or ascended card: the details reopen with it. */
  | { type: 'ascended'; card: BattleCard };

interface ArenaCardDialogProps {
  card: BattleCard | null;
  /** The player's purse, for the improve / ascend button. */
  balances: Balances;
  /** Purge and improve / ascend, the lab's flow. */
  actions: CardActions;
  /** Absent: view-only (the opponent, or a card already in a slot). */
  onOutcome?: (outcome: CardDialogOutcome) => void;
  onClose: () => void;
}

/**
 * The arena's card details, in the dialog the lab uses too: the player's own cards can be
 * selected (the primary action), improved or purged from here; the opponent's only viewed.
 */
export function ArenaCardDialog({
  card,
  balances,
  actions,
  onOutcome,
  onClose,
}: ArenaCardDialogProps) {
  const own = onOutcome !== undefined;
  return (
    <CardDialog
      card={card}
      onClose={onClose}
      notes={
        own &&
        card?.isListed && <CardDialogNote>{ruleMessage({ code: 'CARD_LISTED' })}</CardDialogNote>
      }
      actions={
        own &&
        card && (
          <>
            <Button
              variant="primary"
              icon="crossed-swords"
              disabled={card.isListed}
              onClick={() => onOutcome({ type: 'selected', card })}
            >
              Select
            </Button>
            <ArenaCardActions card={card} balances={balances} actions={actions} />
          </>
        )
      }
    />
  );
}
