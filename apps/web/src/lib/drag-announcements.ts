import type { Active, Announcements, Over } from '@dnd-kit/core';

export interface DragNames {
  /** What is being dragged, as the player knows it: an item's or a card's name. */
  dragged: (active: Active) => string;
  /** Where it is: 'Water', 'duel slot 1'. */
  target: (over: Over) => string;
}

/**
 * Screen-reader lines for a drag that speak names, not dnd-kit's internal ids (its default
 * says "Draggable item card-10f4… was dropped over droppable area slot-0").
 */
export function namedAnnouncements({ dragged, target }: DragNames): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${dragged(active)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${dragged(active)} is over ${target(over)}.`
        : `${dragged(active)} is not over a drop target.`,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${dragged(active)} was dropped on ${target(over)}.`
        : `${dragged(active)} was put back.`,
    onDragCancel: ({ active }) => `Dragging ${dragged(active)} was cancelled.`,
  };
}
