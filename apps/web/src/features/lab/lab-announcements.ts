import type { LabItem } from '@alchemy/contracts';
import { placeInLabSlot } from '@alchemy/game-rules';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { placementNotice, type Slot } from './lab-slots';

function entryOf(data: Record<string, unknown> | undefined): LabItem | null {
  const entry = data?.entry;
  return entry && typeof entry === 'object' ? (entry as LabItem) : null;
}

/**
 * Screen-reader lines for a lab drag, by item and slot name: where the item would go (the
 * same rule as the drop itself), or why it cannot.
 */
export function labAnnouncements(slots: readonly Slot[], areaId: string): Announcements {
  const nameOf = (active: Active) => entryOf(active.data.current)?.item.name ?? 'Item';
  const landing = (active: Active) => {
    const entry = entryOf(active.data.current);
    return entry ? placeInLabSlot(slots, entry.item) : null;
  };
  const slotName = (index: number) => `the ${slots[index]?.rarity ?? ''} slot ${index + 1}`;
  const onArea = (over: Over | null) => over?.id === areaId;

  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active)}.`,
    onDragOver: ({ active, over }) => {
      if (!onArea(over)) return `${nameOf(active)} is not over the warrior.`;
      const placed = landing(active);
      if (!placed) return undefined;
      return placed.ok
        ? `${nameOf(active)} is over the warrior: it would go in ${slotName(placed.value.index)}.`
        : `${nameOf(active)} is over the warrior. ${placementNotice(placed.error).message}`;
    },
    onDragEnd: ({ active, over }) => {
      if (!onArea(over)) return `${nameOf(active)} was put back.`;
      const placed = landing(active);
      if (!placed) return undefined;
      return placed.ok
        ? `${nameOf(active)} was put in ${slotName(placed.value.index)}.`
        : `${nameOf(active)} was not placed. ${placementNotice(placed.error).message}`;
    },
    onDragCancel: ({ active }) => `Dragging ${nameOf(active)} was cancelled.`,
  };
}
