import type { BattleCard } from '@alchemy/contracts';
import type { Balances } from '@alchemy/game-rules';
import type { CardActions } from '@/shared/card-actions/use-card-actions';
import { Button } from '@/components/ui/button';
import { upgradeOffer } from '@/shared/card-actions/card-upgrade';

interface ArenaCardActionsProps {
  card: BattleCard;
  /** The player's purse: it prices the improve / ascend button. */
  balances: Balances;
  /** The lab's flow: its loader, its 'card improved' dialog, its purge confirmation. */
  actions: CardActions;
}

/**
 * Improve/ascend and purge from the arena's card details (after Select, the primary); what
 * they start is the lab's flow (src/shared/card-actions), so both read the same.
 */
export function ArenaCardActions({ card, balances, actions }: ArenaCardActionsProps) {
  const offer = upgradeOffer(card, balances);
  return (
    <>
      {offer && (
        <Button
          variant="secondary"
          icon={offer.kind === 'ascend' ? 'crown' : 'armor-upgrade'}
          disabled={offer.blocked !== null || actions.busy}
          title={offer.blocked === 'diamonds' ? `Needs ${offer.cost} diamonds` : undefined}
          onClick={() => void actions.upgrade(card)}
        >
          {offer.label}
        </Button>
      )}
      <Button
        variant="ghost"
        className="card-dialog__purge"
        icon="trash-can"
        disabled={card.isListed || actions.busy}
        onClick={() => actions.askPurge(card)}
      >
        Purge
      </Button>
    </>
  );
}
