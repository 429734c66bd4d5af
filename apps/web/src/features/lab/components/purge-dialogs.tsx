import { countOf, type LabItem, ruleMessage } from '@alchemy/contracts';
import { checkLabItemPurge } from '@alchemy/game-rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePurgeLabItem } from '../api/purge-lab-item';
import { ITEM_PURGED, ITEM_PURGE_FAILED } from '../lab-messages';

interface PurgeItemDialogProps {
  entry: LabItem | null;
  /** Called when the dialog closes; `purged` tells whether the item is gone. */
  onDone: (purged: boolean) => void;
}

/**
 * Purging a lab item: the whole stack, for the dust shown before the player agrees, priced
 * by game-rules' checkLabItemPurge as the server pays it. (A battle card's purge is shared
 * with the arena: src/shared/card-actions.)
 */
export function PurgeItemDialog({ entry, onDone }: PurgeItemDialogProps) {
  const purge = usePurgeLabItem();
  const refund = entry
    ? checkLabItemPurge({ rarity: entry.item.rarity, quantity: entry.quantity })
    : null;
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
            Dissolve{' '}
            {entry.quantity === 1
              ? 'your only copy'
              : `all ${countOf(entry.quantity, 'copy', 'copies')}`}{' '}
            of <strong>{entry.item.name}</strong> back into magic dust?
          </p>
          {refund?.ok ? (
            <p className="confirm-refund" data-testid="purge-refund">
              <Icon name="powder" /> +{formatNumber(refund.value.refund)} dust
            </p>
          ) : (
            refund && <p role="alert">{ruleMessage(refund.error)}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
