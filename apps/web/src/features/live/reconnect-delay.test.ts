import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelayMs } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  it('comes back at once after a stream the server ended, then backs off', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(0);
    expect(reconnectDelayMs(1, 0.5)).toBe(1000);
    expect(reconnectDelayMs(2, 0.5)).toBe(2000);
    expect(reconnectDelayMs(4, 0.5)).toBe(8000);
  });

  it('never waits more than the cap, jitter included, nor less than 80% of the step', () => {
    for (let failures = 1; failures < 40; failures += 1) {
      for (const random of [0, 0.5, 0.999]) {
        const delay = reconnectDelayMs(failures, random);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS * 1.2);
        expect(delay).toBeGreaterThanOrEqual(
          Math.min(RECONNECT_MAX_MS, 1000 * 2 ** (failures - 1)) * 0.8,
        );
      }
    }
  });
});
