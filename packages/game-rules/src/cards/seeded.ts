/** Seeded helpers shared by the card generators (not part of the public API). */
import { createRng, seedFromString, type Rng } from '../rng';

/**
 * An independent generator for one part of a card (class, quality, stats, skill, name).
 * Each part draws from its own stream so that, for example, a change to how names are
 * built never shifts the stats of every card already generated from the same seed.
 */
export function partRng(seed: number, part: string): Rng {
  return createRng(seedFromString(`${part}:${seed >>> 0}`));
}

/** One entry picked with probability proportional to its weight (weights > 0 count). */
export function pickWeighted<T>(rng: Rng, entries: ReadonlyArray<readonly [T, number]>): T {
  const positive = entries.filter(([, weight]) => weight > 0);
  if (positive.length === 0) throw new Error('pickWeighted needs a positive weight');
  const total = positive.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of positive) {
    roll -= weight;
    if (roll < 0) return value;
  }
  // Floating-point leftovers can leave roll at ~0 after the loop: the last entry owns it.
  return positive[positive.length - 1]![0];
}
