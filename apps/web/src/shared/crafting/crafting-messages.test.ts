import { describe, expect, it } from 'vitest';
import { ruleMessage } from '@alchemy/contracts';
import { ApiError } from '@/lib/api-error';
import {
  buyErrorMessage,
  craftingMessageAt,
  FLAVOUR_MESSAGES,
  newItemMessage,
  remainingLoaderMs,
} from './crafting-messages';

describe('craftingMessageAt (a new line every 4 s)', () => {
  it('starts with the default text', () => {
    expect(craftingMessageAt(0)).toBe('Crafting in progress...');
    expect(craftingMessageAt(3999)).toBe('Crafting in progress...');
  });

  it('rotates through the flavour lines, then starts over', () => {
    expect(craftingMessageAt(4000)).toBe(FLAVOUR_MESSAGES[0]);
    expect(craftingMessageAt(8000)).toBe(FLAVOUR_MESSAGES[1]);
    expect(craftingMessageAt(4000 * (FLAVOUR_MESSAGES.length + 1))).toBe(FLAVOUR_MESSAGES[0]);
  });

  it('has between 6 and 10 flavour lines', () => {
    expect(FLAVOUR_MESSAGES.length).toBeGreaterThanOrEqual(6);
    expect(FLAVOUR_MESSAGES.length).toBeLessThanOrEqual(10);
  });
});

describe('remainingLoaderMs (the loader shows at least 500 ms)', () => {
  it.each([
    [0, 500],
    [120, 380],
    [500, 0],
    [2000, 0],
  ])('after %d ms, waits %d ms more', (elapsed, expected) => {
    expect(remainingLoaderMs(1000, 1000 + elapsed)).toBe(expected);
  });
});

it('formats the new-item message', () => {
  expect(newItemMessage('common', 15)).toBe('New common item Crafted! + 15');
});

describe('buyErrorMessage', () => {
  it("words a refusal from the server's facts, in the one table's words", () => {
    const short = new ApiError(400, 'NOT_ENOUGH_CREDITS', 'Insufficient funds').withRefusal({
      code: 'NOT_ENOUGH_CREDITS',
      currency: 'credits',
      needed: 1250,
      available: 40,
      purpose: 'buy-items',
    });
    expect(buyErrorMessage(short)).toBe('Not enough credits.');
    const many = new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'Too many').withRefusal({
      code: 'AMOUNT_OUT_OF_RANGE',
      max: 100,
    });
    expect(buyErrorMessage(many)).toBe(ruleMessage({ code: 'AMOUNT_OUT_OF_RANGE', max: 100 }));
  });

  it("passes the server's words on without facts, and falls back to the generic line", () => {
    expect(buyErrorMessage(new ApiError(404, 'NOT_FOUND', 'No such item.'))).toBe('No such item.');
    expect(buyErrorMessage(new ApiError(400, 'BAD_REQUEST', ''))).toBe('Failed to buy item.');
    expect(buyErrorMessage(new Error('offline'))).toBe('Failed to buy item.');
  });
});
