/**
 * The drag sensors of every drag-and-drop board (crafting grid, lab slots, arena slots).
 * Mouse and pen drag after 5 px of movement, so a click stays a click. The pointer sensor
 * leaves touch to the touch sensor so the two never both start.
 *
 * A finger is also how a phone scrolls, so touch has two ways (docs/RULES.md, "Client
 * timings and texts"):
 * - 'swipe' (the crafting grid, a page that scrolls up and down): a move of 5 px starts
 *   the drag, as the spec says, unless it goes mostly up or down: that is the page
 *   scrolling, and the drag is never started. A finger that rests 200 ms on a tile drags
 *   in any direction, up and down too. The tiles say `touch-action: pan-y` so the browser
 *   scrolls only vertically and leaves the sideways moves to the drag.
 * - 'hold' (the default): a press of 200 ms, then the drag, as before.
 */
import {
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerActivationConstraint,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** The spec's drag start threshold (docs/RULES.md, "Client timings and texts"). */
export const DRAG_THRESHOLD_PX = 5;
/** How long a finger rests on a tile before it drags, and how far it may wander meanwhile. */
export const TOUCH_HOLD_MS = 200;
const TOUCH_TOLERANCE_PX = 8;

export type TouchDrag = 'hold' | 'swipe';

/**
 * The touch sensor's activation, read by dnd-kit as: a vertical move past the tolerance
 * cancels (the page scrolls), a sideways move past the distance starts, and the delay
 * starts it anyway once the finger has rested. The vertical check comes first, so a move
 * that crosses both at once in one event scrolls.
 */
export function touchActivation(mode: TouchDrag): PointerActivationConstraint {
  if (mode === 'hold') return { delay: TOUCH_HOLD_MS, tolerance: TOUCH_TOLERANCE_PX };
  return {
    delay: TOUCH_HOLD_MS,
    distance: { x: DRAG_THRESHOLD_PX },
    tolerance: { y: DRAG_THRESHOLD_PX },
  };
}

/**
 * What dnd-kit decides for a finger that moved `dx`, `dy` before it rested long enough:
 * the same test as its sensor, written out for the tests and the docs.
 */
export function swipeVerdict(dx: number, dy: number): 'scroll' | 'drag' | 'wait' {
  if (Math.abs(dy) > DRAG_THRESHOLD_PX) return 'scroll';
  if (Math.abs(dx) > DRAG_THRESHOLD_PX) return 'drag';
  return 'wait';
}

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

export function useDragSensors(touch: TouchDrag = 'hold') {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(TouchSensor, { activationConstraint: touchActivation(touch) }),
  );
}
