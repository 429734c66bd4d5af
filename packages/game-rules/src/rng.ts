/**
 * Seeded randomness. The rules core never calls Math.random: every random choice takes a
 * generator made from a stored seed, so a test (or a replay) can repeat it exactly.
 * mulberry32: tiny, fast, and good enough for game rolls (not for secrets).
 */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/**
 * A class rather than an object of closures: win odds make a generator per simulated fight
 * (a thousand a call), and methods on the prototype cost nothing to make, where four
 * closures a generator were allocated (and, under tsx, named one by one) every time.
 */
class Mulberry32 implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

export function createRng(seed: number): Rng {
  return new Mulberry32(seed);
}

/** A 32-bit seed from a string (FNV-1a), to derive stable seeds from ids. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
