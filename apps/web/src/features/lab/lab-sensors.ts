import { PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A drag starts after 5 px of movement, so a click stays a click (docs/RULES.md, "Client
 * timings and texts").
 */
export const DRAG_THRESHOLD_PX = 5;

/**
 * Mouse and pen drag after 5 px. A finger drags after a short press instead: a finger
 * sliding over the item list is the player scrolling. The pointer sensor leaves touch to
 * the touch sensor so the two never both start.
 */
class NonTouchPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent): boolean =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

export function useLabSensors() {
  return useSensors(
    useSensor(NonTouchPointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
}
