import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillWhiteNoise, NOISE_PEAK_SCALE } from './white-noise';

/** Random bits from a seeded stream, so a failure replays. */
function seededBits(values: readonly number[]) {
  let next = 0;
  return (bits: Uint16Array<ArrayBuffer>) => {
    for (let i = 0; i < bits.length; i += 1) {
      bits[i] = values[next % values.length] ?? 0;
      next += 1;
    }
  };
}

describe('fillWhiteNoise', () => {
  it('makes every sample a float of magnitude [0.5, 1), whatever the bits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 64 }),
        fc.integer({ min: 1, max: 300 }),
        (values, length) => {
          const samples = new Float32Array(length);
          fillWhiteNoise(samples, seededBits(values));
          for (const sample of samples) {
            expect(Math.abs(sample)).toBeGreaterThanOrEqual(0.5);
            expect(Math.abs(sample)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('fills a second of audio (more than one getRandomValues call) as white noise', () => {
    const samples = new Float32Array(48_000);
    fillWhiteNoise(samples);
    let sum = 0;
    let squares = 0;
    let negative = 0;
    let lag = 0;
    samples.forEach((sample, i) => {
      sum += sample;
      squares += sample * sample;
      if (sample < 0) negative += 1;
      if (i > 0) lag += sample * (samples[i - 1] ?? 0);
    });
    const n = samples.length;
    // Signs half and half, no offset, the RMS of sqrt(7/12), samples unrelated to the last.
    expect(negative / n).toBeGreaterThan(0.48);
    expect(negative / n).toBeLessThan(0.52);
    expect(Math.abs(sum / n)).toBeLessThan(0.02);
    expect(Math.sqrt(squares / n)).toBeCloseTo(Math.sqrt(7 / 12), 2);
    expect(Math.abs(lag / n)).toBeLessThan(0.02);
    // The last samples are filled too (the fill goes in slices of 65,536 bytes).
    expect(samples.subarray(-1000).every((sample) => Math.abs(sample) >= 0.5)).toBe(true);
  });

  it('scales the peak so the noise is as loud as uniform noise on [-1, 1)', () => {
    expect(NOISE_PEAK_SCALE * Math.sqrt(7 / 12)).toBeCloseTo(Math.sqrt(1 / 3), 10);
  });
});
