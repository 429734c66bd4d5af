import type { BattleCard } from '@alchemy/contracts';
import { useCallback, useRef, useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAscendBattleCard } from '@/lib/ascend-battle-card';
import { upgradeErrorMessage, type UpgradeKind } from '@/lib/card-upgrade';
import { remainingMs } from './lab-messages';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface UpgradeResult {
  kind: UpgradeKind;
  before: BattleCard;
  after: BattleCard;
}

/**
 * Improve or ascend (one server call): the card-ascend loader, then the before/after of
 * the 'card improved' dialog. Of the server's messages only "not enough diamonds" is
 * shown as is (spec section 5); anything else gets the spec's generic line.
 */
export function useCardUpgrade() {
  const { mutateAsync } = useAscendBattleCard();
  const [pending, setPending] = useState<UpgradeKind | null>(null);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  const busy = useRef(false);

  const upgrade = useCallback(
    async (card: BattleCard, kind: UpgradeKind): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(kind);
      const startedAt = performance.now();
      let after: BattleCard | null = null;
      let failure: unknown = null;
      try {
        after = await mutateAsync(card.id);
      } catch (error) {
        failure = error;
      }
      await wait(remainingMs(startedAt, performance.now()));
      setPending(null);
      busy.current = false;
      if (after) {
        setResult({ kind, before: card, after });
        return true;
      }
      console.error('Improving the card failed', failure);
      showSnackbar(upgradeErrorMessage(failure, kind), { type: 'error' });
      return false;
    },
    [mutateAsync],
  );

  return { upgrade, pending, result, dismissResult: () => setResult(null) };
}
