import { describe, expect, it } from 'vitest';
import { messageAt, remainingMs } from './loader-timing';

const LINES = ['first', 'second', 'third'] as const;

describe('the card loaders', () => {
  it('turn their flavour line every 4 s and loop', () => {
    expect(messageAt(LINES, 0)).toBe('first');
    expect(messageAt(LINES, 3999)).toBe('first');
    expect(messageAt(LINES, 4000)).toBe('second');
    expect(messageAt(LINES, 4000 * LINES.length)).toBe('first');
    expect(messageAt(LINES, -5)).toBe('first');
  });

  it('stay at least 700 ms', () => {
    expect(remainingMs(1000, 1200)).toBe(500);
    expect(remainingMs(1000, 2000)).toBe(0);
    expect(remainingMs(1000, 1100, 500)).toBe(400);
  });
});
