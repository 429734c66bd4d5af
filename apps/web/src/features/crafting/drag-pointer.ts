/**
 * Where the pointer is while an item is dragged, in viewport coordinates. A plain mutable
 * object, not React state: the grid writes it on every pointer move and the particle
 * canvas reads it on every frame, and neither should re-render for it.
 */
export class DragPointer {
  private point: { x: number; y: number } | null = null;

  moveTo(x: number, y: number): void {
    this.point = { x, y };
  }

  release(): void {
    this.point = null;
  }

  /** The point, or null when nothing is being dragged. */
  current(): { x: number; y: number } | null {
    return this.point;
  }
}
