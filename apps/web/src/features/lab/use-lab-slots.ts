import type { LabItem } from '@alchemy/contracts';
import {
  emptyLabSlots,
  placeInLabSlot,
  slotRarities,
  type SlotPlacementError,
} from '@alchemy/game-rules';
import { useCallback, useMemo, useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import {
  clearSlot,
  fillSlot,
  placementNotice,
  reconcileSlots,
  type LabItemInfo,
  type Slot,
} from './lab-slots';
import { playSocketSound } from './lab-sounds';

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
      if (!placed.ok) return refuse(placed.error);
      playSocketSound();
      setStored(placed.value.slots);
      return true;
    },
    [slots],
  );

  /** Puts the item in the slot the player chose (an empty slot's list). */
  const fill = useCallback(
    (index: number, item: LabItemInfo): boolean => {
      const filled = fillSlot(slots, index, item);
      if (!filled.ok) return refuse(filled.error);
      playSocketSound();
      setStored(filled.value);
      return true;
    },
    [slots],
  );

  const clear = useCallback((index: number) => setStored(clearSlot(slots, index)), [slots]);
  const reset = useCallback(() => setStored(emptyLabSlots(rarities)), [rarities]);

  return { slots, place, fill, clear, reset };
}

function refuse(error: SlotPlacementError): false {
  const notice = placementNotice(error);
  showSnackbar(notice.message, { type: notice.type });
  return false;
}
