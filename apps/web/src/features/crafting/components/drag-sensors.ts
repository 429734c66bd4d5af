import {
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A drag starts after 5 px of movement, so a click stays a click (docs/RULES.md, "Client
 * timings and texts").
 */
export const DRAG_THRESHOLD_PX = 5;

/**
 * The pointer sensor for mouse and pen only. Touch goes to the TouchSensor below, which
 * waits for a short press: a finger sliding over the grid is scrolling, not dragging.
 */
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

export function useCraftingSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
  );
}

/** Where the pointer or finger that started a drag was, in viewport coordinates. */
export function activatorPoint(event: Event | null): { x: number; y: number } | null {
  if (!event) return null;
  if ('touches' in event) {
    const touch = (event as TouchEvent).touches[0] ?? (event as TouchEvent).changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  if ('clientX' in event) {
    const pointer = event as MouseEvent;
    return { x: pointer.clientX, y: pointer.clientY };
  }
  return null;
}
