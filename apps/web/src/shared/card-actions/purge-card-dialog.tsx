import { type BattleCard, ruleMessage } from '@alchemy/contracts';
import { checkCardPurge } from '@alchemy/game-rules';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';

interface PurgeCardDialogProps {
  card: BattleCard | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Purging a battle card: gone for good, for its value in credits, which game-rules'
 * checkCardPurge prices exactly as the server pays it.
 */
export function PurgeCardDialog({ card, busy, onConfirm, onCancel }: PurgeCardDialogProps) {
  const purge = card ? checkCardPurge(card) : null;
  return (
    <ConfirmDialog
      open={card !== null}
      title="Purge battle card?"
      confirmLabel="Purge"
      tone="danger"
      icon="trash-can"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {card && (
        <>
          <p>
            Destroy <strong>{card.card.name}</strong> forever? It cannot be undone.
          </p>
          {purge?.ok ? (
            <p className="confirm-refund" data-testid="purge-refund">
              <Icon name="two-coins" /> +{formatNumber(purge.value.refund)} credits
            </p>
          ) : (
            // Only reachable if the card got listed while the dialog was on its way.
            purge && <p role="alert">{ruleMessage(purge.error)}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
