import type { BattleCard } from '@alchemy/contracts';
import type { Balances, UpgradeKind } from '@alchemy/game-rules';
import { useCallback, useRef, useState } from 'react';
import { useAscendBattleCard } from '@/shared/card-actions/ascend-battle-card';
import { CARD_PURGED, CARD_PURGE_FAILED } from '@/shared/card-actions/card-action-texts';
import {
  upgradeErrorMessage,
  upgradeOffer,
  type UpgradeResult,
} from '@/shared/card-actions/card-upgrade';
import { remainingMs } from '@/lib/loader-timing';
import { usePurgeBattleCard } from '@/shared/card-actions/purge-battle-card';
import { showSnackbar } from '@/lib/snackbar-store';
import { wait } from '@/lib/wait';

export interface CardActionsOptions {
  /** The player's purse: it prices the next step and words a shortfall. */
  balances: Balances;
  /** The step is taken and its result dialog opens: close the card's details under it. */
  onUpgraded?: (result: UpgradeResult) => void;
  /** The player has read the result: show the card again, with its new numbers. */
  onResultClosed?: (card: BattleCard) => void;
  /** The card is gone: drop it from whatever still shows it. */
  onPurged?: (card: BattleCard) => void;
}

/**
 * Improving, ascending and purging a battle card, one flow for the lab and the arena:
 * improve / ascend (one server call) shows the card loader for at least 700 ms, then the
 * 'card improved' before/after; purge asks first, showing the credits it gives back.
 * Render <CardActionDialogs actions={...} /> next to the card's details.
 */
export function useCardActions({
  balances,
  onUpgraded,
  onResultClosed,
  onPurged,
}: CardActionsOptions) {
  const { mutateAsync: ascend } = useAscendBattleCard();
  const purge = usePurgeBattleCard();
  const [pending, setPending] = useState<UpgradeKind | null>(null);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const [cardToPurge, setCardToPurge] = useState<BattleCard | null>(null);
  const busy = useRef(false);

  const upgrade = useCallback(
    async (card: BattleCard): Promise<void> => {
      const offer = upgradeOffer(card, balances);
      if (!offer || offer.blocked !== null || busy.current) return;
      busy.current = true;
      setPending(offer.kind);
      const startedAt = performance.now();
      let after: BattleCard | null = null;
      let failure: unknown = null;
      try {
        after = await ascend(card.id);
      } catch (error) {
        failure = error;
      }
      await wait(remainingMs(startedAt, performance.now()));
      setPending(null);
      busy.current = false;
      if (after) {
        const done = { kind: offer.kind, before: card, after };
        setResult(done);
        onUpgraded?.(done);
        return;
      }
      console.error('Improving the card failed', failure);
      showSnackbar(upgradeErrorMessage(failure, offer, balances.diamonds), { type: 'error' });
    },
    [ascend, balances, onUpgraded],
  );

  const closeResult = useCallback(() => {
    if (result) onResultClosed?.(result.after);
    setResult(null);
  }, [result, onResultClosed]);

  const confirmPurge = useCallback(() => {
    const card = cardToPurge;
    if (!card) return;
    purge.mutate(card.id, {
      onSuccess: () => {
        showSnackbar(CARD_PURGED, { type: 'success' });
        setCardToPurge(null);
        onPurged?.(card);
      },
      onError: (error) => {
        console.error('Purging the card failed', error);
        showSnackbar(CARD_PURGE_FAILED, { type: 'error' });
        setCardToPurge(null);
      },
    });
  }, [cardToPurge, purge, onPurged]);

  return {
    /** Improve or ascend, whichever is the card's next step. */
    upgrade,
    /** Opens the purge confirmation. */
    askPurge: setCardToPurge,
    /** A step or a purge is under way: the details' buttons wait. */
    busy: pending !== null || purge.isPending,
    pending,
    result,
    closeResult,
    cardToPurge,
    purging: purge.isPending,
    confirmPurge,
    cancelPurge: useCallback(() => setCardToPurge(null), []),
  };
}

export type CardActions = ReturnType<typeof useCardActions>;
