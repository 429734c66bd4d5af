import type { LabItem } from '@alchemy/contracts';
import { slotRarities } from '@alchemy/game-rules';
import { useCallback, useMemo, useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import {
  clearSlot,
  emptySlots,
  placeItem,
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
  const [stored, setStored] = useState<Slot[]>(() => emptySlots(rarities));
  const slots = useMemo(
    () => reconcileSlots(stored, rarities, labItems),
    [stored, rarities, labItems],
  );

  /** Puts the item in its slot; says why not otherwise. Returns whether it went in. */
  const place = useCallback(
    (item: LabItemInfo): boolean => {
      const result = placeItem(slots, item);
      if (!result.ok) {
        // Already used is a mistake; no room of that rarity is just how the tier is.
        showSnackbar(result.message, { type: result.reason === 'in-use' ? 'error' : 'info' });
        return false;
      }
      setStored(result.slots);
      return true;
    },
    [slots],
  );

  const clear = useCallback((index: number) => setStored(clearSlot(slots, index)), [slots]);
  const reset = useCallback(() => setStored(emptySlots(rarities)), [rarities]);

  return { slots, place, clear, reset };
}
