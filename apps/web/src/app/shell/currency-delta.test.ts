import { describe, expect, it } from 'vitest';
import { accumulateDelta, deltaTone } from './currency-delta';

describe('accumulateDelta', () => {
  it('shows the change of a single update', () => {
    expect(accumulateDelta(null, 1000, 1250)).toBe(250);
    expect(accumulateDelta(null, 1000, 750)).toBe(-250);
  });

  it('adds changes that arrive while a delta is visible', () => {
    expect(accumulateDelta(-250, 750, 500)).toBe(-500);
    expect(accumulateDelta(100, 1100, 1090)).toBe(90);
  });

  it('hides the delta when nothing changed on balance', () => {
    expect(accumulateDelta(null, 500, 500)).toBeNull();
    expect(accumulateDelta(20, 520, 500)).toBeNull();
  });
});

describe('deltaTone', () => {
  it('is green for gains and red for losses', () => {
    expect(deltaTone(5)).toBe('gain');
    expect(deltaTone(-5)).toBe('loss');
  });
});
