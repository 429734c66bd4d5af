import type { LabItem } from '@alchemy/contracts';
import { emptyLabSlots, placeInLabSlot, slotRarities } from '@alchemy/game-rules';
import { useCallback, useMemo, useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import {
  clearSlot,
  placementNotice,
  reconcileSlots,
  type LabItemInfo,
  type Slot,
} from './lab-slots';

/**
 * The slots of the crafting area for the player's tier. What is stored is only what the
 * player put in; the tier and the lab's contents are applied on every render.
 */
export function useLabSlots(level: number, labItems: readonly LabItem[] | undefined) {
  const rarities = useMemo(() => slotRarities(level), [level]);
  const [stored, setStored] = useState<Slot[]>(() => emptyLabSlots(rarities));
  const slots = useMemo(
    () => reconcileSlots(stored, rarities, labItems),
    [stored, rarities, labItems],
  );

  /** Puts the item in its slot; says why not otherwise. Returns whether it went in. */
  const place = useCallback(
    (item: LabItemInfo): boolean => {
      const placed = placeInLabSlot(slots, item);
      if (!placed.ok) {
        const notice = placementNotice(placed.error);
        showSnackbar(notice.message, { type: notice.type });
        return false;
      }
      setStored(placed.value.slots);
      return true;
    },
    [slots],
  );

  const clear = useCallback((index: number) => setStored(clearSlot(slots, index)), [slots]);
  const reset = useCallback(() => setStored(emptyLabSlots(rarities)), [rarities]);

  return { slots, place, clear, reset };
}
