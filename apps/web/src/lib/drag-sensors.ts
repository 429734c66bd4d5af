/**
 * The drag sensors of every drag-and-drop board (crafting grid, lab slots, arena slots).
 * Mouse and pen drag after 5 px of movement, so a click stays a click; a finger drags after
 * a short press instead, because a finger sliding over a list is the player scrolling.
 * The pointer sensor leaves touch to the touch sensor so the two never both start.
 */
import {
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** The spec's drag start threshold (docs/RULES.md, "Client timings and texts"). */
export const DRAG_THRESHOLD_PX = 5;
/** How long a finger rests on a tile before it drags, and how far it may wander meanwhile. */
export const TOUCH_HOLD_MS = 200;
export const TOUCH_TOLERANCE_PX = 8;

class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent, options: PointerSensorOptions): boolean => {
        if (nativeEvent.pointerType === 'touch') return false;
        if (!nativeEvent.isPrimary || nativeEvent.button !== 0) return false;
        options.onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

export function useDragSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
  );
}
