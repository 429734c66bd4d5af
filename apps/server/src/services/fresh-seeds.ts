/** Fresh random seeds for simulations: the rules core never draws its own randomness. */
import { getRandomValues } from 'node:crypto';

/**
 * `count` independent 32-bit seeds from one read of the system's randomness, filled straight
 * into 32-bit words (half the time of reading each seed out of a byte buffer: a new duel
 * draws a thousand for each rival's odds). At most 16,384 a call: getRandomValues fills
 * 65,536 bytes at most, and throws above.
 */
export function freshSeeds(count: number): number[] {
  return Array.from(getRandomValues(new Uint32Array(count)));
}
