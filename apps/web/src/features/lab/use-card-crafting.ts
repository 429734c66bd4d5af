import type { BattleCard } from '@alchemy/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { showSnackbar } from '@/lib/snackbar-store';
import { useCraftBattleCard } from './api/craft-battle-card';
import { CRAFT_FAILED, remainingMs } from './lab-messages';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Lab crafting (spec section 4): the loader stays at least 700 ms, then the new card is
 * handed back for its details dialog. A failure shows the server's message when it sent
 * one (wrong rarities, an item no longer in the lab), else the spec's generic line.
 */
export function useCardCrafting(onCrafted: (card: BattleCard) => void) {
  const { mutateAsync } = useCraftBattleCard();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const craft = useCallback(
    async (itemIds: string[]) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      const startedAt = performance.now();
      let card: BattleCard | null = null;
      let failure: unknown = null;
      try {
        card = await mutateAsync(itemIds);
      } catch (error) {
        failure = error;
      }
      await wait(remainingMs(startedAt, performance.now()));
      setLoading(false);
      busy.current = false;
      if (card) {
        onCrafted(card);
        return;
      }
      console.error('Lab crafting failed', failure);
      const message =
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : CRAFT_FAILED;
      showSnackbar(message || CRAFT_FAILED, { type: 'error' });
    },
    [mutateAsync, onCrafted],
  );

  return { craft, loading };
}
