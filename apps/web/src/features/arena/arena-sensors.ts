import { PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A drag starts after 5 px of movement, so a click stays a click (docs/RULES.md, "Client
 * timings and texts").
 */
export const DRAG_THRESHOLD_PX = 5;

/**
 * Mouse and pen drag after 5 px; a finger after a short press, because a finger sliding
 * over the card list is the player scrolling. Touch is left to the touch sensor so the
 * two never both start.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent): boolean =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

export function useArenaSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
}
