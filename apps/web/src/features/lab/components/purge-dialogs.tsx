import type { BattleCard, LabItem } from '@alchemy/contracts';
import { cardValue, labItemPurgeRefund } from '@alchemy/game-rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePurgeBattleCard } from '@/lib/purge-battle-card';
import { usePurgeLabItem } from '../api/purge-lab-item';
import { CARD_PURGED, CARD_PURGE_FAILED, ITEM_PURGED, ITEM_PURGE_FAILED } from '../lab-messages';

interface PurgeItemDialogProps {
  entry: LabItem | null;
  /** Called when the dialog closes; `purged` tells whether the item is gone. */
  onDone: (purged: boolean) => void;
}

/** Purging a lab item: the whole stack, for the dust shown before the player agrees. */
export function PurgeItemDialog({ entry, onDone }: PurgeItemDialogProps) {
  const purge = usePurgeLabItem();
  const refund = entry ? labItemPurgeRefund(entry.item.rarity, entry.quantity) : 0;
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Purge item?"
      confirmLabel="Purge"
      tone="danger"
      icon="trash-can"
      busy={purge.isPending}
      onCancel={() => onDone(false)}
      onConfirm={() => {
        if (!entry) return;
        purge.mutate(entry.item.id, {
          onSuccess: () => {
            showSnackbar(ITEM_PURGED, { type: 'success' });
            onDone(true);
          },
          onError: (error) => {
            console.error('Purging the item failed', error);
            showSnackbar(ITEM_PURGE_FAILED, { type: 'error' });
            onDone(false);
          },
        });
      }}
    >
      {entry && (
        <>
          <p>
            Dissolve all {entry.quantity} × <strong>{entry.item.name}</strong> back into magic dust?
          </p>
          <p className="confirm-refund" data-testid="purge-refund">
            <Icon name="powder" /> +{formatNumber(refund)} dust
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}

interface PurgeCardDialogProps {
  card: BattleCard | null;
  onDone: (purged: boolean) => void;
}

/** Purging a battle card: gone for good, for its value in credits. */
export function PurgeCardDialog({ card, onDone }: PurgeCardDialogProps) {
  const purge = usePurgeBattleCard();
  const refund = card ? cardValue(card.quality, card.level, card.isAscended) : 0;
  return (
    <ConfirmDialog
      open={card !== null}
      title="Purge battle card?"
      confirmLabel="Purge"
      tone="danger"
      icon="trash-can"
      busy={purge.isPending}
      onCancel={() => onDone(false)}
      onConfirm={() => {
        if (!card) return;
        purge.mutate(card.id, {
          onSuccess: () => {
            showSnackbar(CARD_PURGED, { type: 'success' });
            onDone(true);
          },
          onError: (error) => {
            console.error('Purging the card failed', error);
            showSnackbar(CARD_PURGE_FAILED, { type: 'error' });
            onDone(false);
          },
        });
      }}
    >
      {card && (
        <>
          <p>
            Destroy <strong>{card.card.name}</strong> forever? It cannot be undone.
          </p>
          <p className="confirm-refund" data-testid="purge-refund">
            <Icon name="two-coins" /> +{formatNumber(refund)} credits
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
