/**
 * White noise for the duel's whooshes, thuds and crackles, written as bits rather than as
 * numbers. `Math.random() * 2 - 1` a sample made a heap number a sample until the loop was
 * optimised: in a sampling heap profile of the playback bench, about 0.5 MB of garbage
 * while the duel screen comes in, and 45-114 ms of a 4x slower phone's thread for the
 * second of samples (this fill: 15-46 ms, the same six fresh pages). Here the browser fills
 * the samples' bytes with random bits, and each sample's upper half is then set to a sign,
 * the exponent of one half and seven random mantissa bits: every sample is a float of
 * magnitude [0.5, 1) with a random sign, which is white noise (the random signs carry it),
 * made with small integers only.
 */

/** Fills a typed array with random bits (crypto.getRandomValues, 65,536 bytes at most a call). */
export type RandomBits = (bits: Uint16Array<ArrayBuffer>) => void;

const webCrypto: RandomBits = (bits) => {
  crypto.getRandomValues(bits);
};

/** Where a float's upper 16 bits sit: index 1 of its two halves on little-endian machines. */
const UPPER_HALF = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const HALVES_PER_CALL = 32_768;
/** Sign and the top seven mantissa bits kept; the exponent set to that of 0.5. */
const KEEP_SIGN_AND_MANTISSA = 0x807f;
const EXPONENT_OF_ONE_HALF = 0x3f00;

/**
 * This noise is louder than uniform noise on [-1, 1): an RMS of sqrt(7/12), about 0.764,
 * against 1/sqrt(3), about 0.577. Sounds built on it scale their peak by the ratio to
 * sound as they did.
 */
export const NOISE_PEAK_SCALE = Math.sqrt(1 / 3) / Math.sqrt(7 / 12);

export function fillWhiteNoise(
  samples: Float32Array<ArrayBuffer>,
  random: RandomBits = webCrypto,
): void {
  const halves = new Uint16Array(samples.buffer, samples.byteOffset, samples.length * 2);
  for (let start = 0; start < halves.length; start += HALVES_PER_CALL) {
    random(halves.subarray(start, start + HALVES_PER_CALL));
  }
  for (let i = UPPER_HALF; i < halves.length; i += 2) {
    halves[i] = ((halves[i] ?? 0) & KEEP_SIGN_AND_MANTISSA) | EXPONENT_OF_ONE_HALF;
  }
}
