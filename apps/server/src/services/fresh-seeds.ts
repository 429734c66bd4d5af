/** Fresh random seeds for simulations: the rules core never draws its own randomness. */
import { randomBytes } from 'node:crypto';

/** `count` independent 32-bit seeds from one read of the system's randomness. */
export function freshSeeds(count: number): number[] {
  const bytes = randomBytes(4 * count);
  return Array.from({ length: count }, (_, index) => bytes.readUInt32LE(4 * index));
}
