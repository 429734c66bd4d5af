import type { BattleCard } from '@alchemy/contracts';
import { cardValue } from '@alchemy/game-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAscendBattleCard } from '@/lib/ascend-battle-card';
import { upgradeErrorMessage, upgradeOffer } from '@/lib/card-upgrade';
import { formatNumber } from '@/lib/format';
import { usePurgeBattleCard } from '@/lib/purge-battle-card';
import { showSnackbar } from '@/lib/snackbar-store';

interface ArenaCardActionsProps {
  card: BattleCard;
  diamonds: number;
  onPurged: (card: BattleCard) => void;
  onAscended: (card: BattleCard) => void;
}

/**
 * Purge and improve/ascend from the arena's card details (spec, "Arena screen": the dialog
 * returns purged, selected or ascended). The same calls and texts as in the Lab.
 */
export function ArenaCardActions({ card, diamonds, onPurged, onAscended }: ArenaCardActionsProps) {
  const ascend = useAscendBattleCard();
  const purge = usePurgeBattleCard();
  const [confirming, setConfirming] = useState(false);
  const offer = upgradeOffer(card, diamonds);
  const busy = ascend.isPending || purge.isPending;

  const upgrade = () => {
    if (!offer) return;
    ascend.mutate(card.id, {
      onSuccess: (updated) => onAscended(updated),
      onError: (error) =>
        showSnackbar(upgradeErrorMessage(error, offer.kind), { type: 'error', durationMs: 5000 }),
    });
  };

  const confirmPurge = () => {
    purge.mutate(card.id, {
      onSuccess: () => {
        setConfirming(false);
        showSnackbar('Battle Card purged successfully!', { type: 'success' });
        onPurged(card);
      },
      onError: () => {
        setConfirming(false);
        showSnackbar('Failed to purge battle card.', { type: 'error' });
      },
    });
  };

  return (
    <>
      <Button
        variant="danger"
        icon="trash-can"
        disabled={card.isListed || busy}
        onClick={() => setConfirming(true)}
      >
        Purge
      </Button>
      {offer && (
        <Button
          variant="ghost"
          icon={offer.kind === 'ascend' ? 'crown' : 'armor-upgrade'}
          disabled={offer.blocked !== null || busy}
          title={offer.blocked === 'diamonds' ? `Needs ${offer.cost} diamonds` : undefined}
          onClick={upgrade}
        >
          {offer.label}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Purge ${card.card.name}?`}
        confirmLabel="Purge"
        tone="danger"
        icon="trash-can"
        busy={purge.isPending}
        onConfirm={confirmPurge}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The card is destroyed and you get{' '}
          {formatNumber(cardValue(card.quality, card.level, card.isAscended))} credits back.
        </p>
      </ConfirmDialog>
    </>
  );
}
