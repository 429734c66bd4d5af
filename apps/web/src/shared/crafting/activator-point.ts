/** Where a drag on the crafting grid started, for the particles that follow it. */

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
