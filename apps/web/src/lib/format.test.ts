import { describe, expect, it } from 'vitest';
import { formatDelta, formatNumber } from './format';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
  ])('%d -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatDelta', () => {
  it.each([
    [25, '+25'],
    [-1500, '-1,500'],
    [0, '0'],
  ])('%d -> %s', (value, expected) => {
    expect(formatDelta(value)).toBe(expected);
  });
});
