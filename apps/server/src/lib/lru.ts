/**
 * A bounded cache that forgets the least recently used entry first. Pictures drawn on the
 * server are kept in one per kind, so a picture asked for again costs a map lookup, and
 * the memory stays bounded however many different ones are asked for.
 */
export class Lru<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`an LRU needs a capacity of at least 1, got ${capacity}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map keeps insertion order: re-inserting marks the entry as the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
