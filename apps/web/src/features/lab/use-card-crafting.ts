import type { BattleCard } from '@alchemy/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { remainingMs } from '@/lib/loader-timing';
import { showSnackbar } from '@/lib/snackbar-store';
import { wait } from '@/lib/wait';
import { decodePicture } from './decode-picture';
import { useCraftBattleCard } from './api/craft-battle-card';
import { CRAFT_FAILED } from './lab-messages';

/** How long the loader waits at most for the new card's picture, after its 700 ms. */
const PICTURE_PRELOAD_MS = 2000;

/**
 * Lab crafting: the loader stays at least 700 ms (docs/RULES.md, "Client timings and
 * texts"), and until the new card's picture is decoded (at most PICTURE_PRELOAD_MS), so the
 * reveal turns it over at once; then the new card is handed back for its reveal. A refusal shows the
 * server's message when it sent one (wrong rarities, an item no longer in the lab): its
 * facts are not in the answer, so the table's words cannot be rebuilt here. Anything else
 * gets the generic line.
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
      await Promise.all([
        wait(remainingMs(startedAt, performance.now())),
        card && decodePicture(card.card.imageUrl, PICTURE_PRELOAD_MS),
      ]);
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
