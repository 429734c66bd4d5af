import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 20; i += 1) expect(a.next()).toBe(b.next());
      }),
    );
  });

  it('stays within [0, 1) and within integer bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i += 1) {
          const x = rng.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          const n = rng.int(3, 7);
          expect(n).toBeGreaterThanOrEqual(3);
          expect(n).toBeLessThanOrEqual(7);
        }
      }),
    );
  });
});
