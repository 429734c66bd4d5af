import { describe, expect, it } from 'vitest';
import { saleLines, soldWhenText } from './market-sales';
import { sale } from './test-fixtures';

const soldAt = '2025-01-01T12:00:00.000Z';
const at = (ms: number) => Date.parse(soldAt) + ms;
const MINUTE = 60_000;

describe('soldWhenText', () => {
  it('counts from the sale to now', () => {
    expect(soldWhenText(soldAt, at(0))).toBe('just now');
    expect(soldWhenText(soldAt, at(59_999))).toBe('just now');
    expect(soldWhenText(soldAt, at(MINUTE))).toBe('1 minute ago');
    expect(soldWhenText(soldAt, at(59 * MINUTE))).toBe('59 minutes ago');
    expect(soldWhenText(soldAt, at(60 * MINUTE))).toBe('1 hour ago');
    expect(soldWhenText(soldAt, at(23 * 60 * MINUTE))).toBe('23 hours ago');
    expect(soldWhenText(soldAt, at(24 * 60 * MINUTE))).toBe('1 day ago');
    expect(soldWhenText(soldAt, at(29 * 24 * 60 * MINUTE))).toBe('29 days ago');
  });

  it('shows the date of an older sale, and "just now" for a clock behind the server’s', () => {
    expect(soldWhenText(soldAt, at(30 * 24 * 60 * MINUTE))).toBe('2025-01-01');
    expect(soldWhenText(soldAt, at(-5 * MINUTE))).toBe('just now');
    expect(soldWhenText('not a date', at(0))).toBe('');
  });
});

describe('saleLines', () => {
  it('names the buyer, the price and what the seller received after the fee', () => {
    expect(
      saleLines(sale({ buyer: { name: 'Buyer-QQ11' }, price: 12345, fee: 617, received: 11728 })),
    ).toEqual({
      buyer: 'Bought by Buyer-QQ11',
      price: 'Sold for 12,345 dust',
      received: 'You received 11,728 dust (fee 617)',
    });
  });
});
