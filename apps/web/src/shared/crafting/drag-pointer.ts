export type PointerListener = (point: { x: number; y: number } | null) => void;

/**
 * Where the pointer is while an item is dragged, in viewport coordinates. A plain object,
 * not React state: the grid writes it on every pointer move and the particle field
 * forwards each change to its worker, and neither should re-render for it.
 */
export class DragPointer {
  private point: { x: number; y: number } | null = null;
  private readonly listeners = new Set<PointerListener>();

  moveTo(x: number, y: number): void {
    this.point = { x, y };
    this.emit();
  }

  release(): void {
    this.point = null;
    this.emit();
  }

  /** Calls `listener` on every move and release; returns the way to stop. */
  subscribe(listener: PointerListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.point);
  }
}
