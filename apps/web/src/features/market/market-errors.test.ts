import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { serverMessageOr, shouldRetryPurchase } from './market-errors';
import { LISTING_FAILED, OFFER_PURCHASE_FAILED, PURCHASE_FAILED } from './market-texts';

describe('serverMessageOr', () => {
  it('shows the server’s words for a refusal, whatever its code', () => {
    const gone = new ApiError(409, 'NO_LONGER_FOR_SALE', 'This card is no longer for sale.');
    expect(serverMessageOr(gone, PURCHASE_FAILED)).toBe('This card is no longer for sale.');
    const own = new ApiError(400, 'OWN_LISTING', 'This is your own listing.');
    expect(serverMessageOr(own, PURCHASE_FAILED)).toBe('This is your own listing.');
    const listed = new ApiError(409, 'CARD_LISTED', 'Cannot select a card that is listed.');
    expect(serverMessageOr(listed, LISTING_FAILED)).toBe('Cannot select a card that is listed.');
    const limit = new ApiError(409, 'DAILY_LIMIT_REACHED', 'Come back tomorrow.');
    expect(serverMessageOr(limit, OFFER_PURCHASE_FAILED)).toBe('Come back tomorrow.');
  });

  it('falls back when the server said nothing a player should read', () => {
    const offline = new ApiError(0, 'SERVICE_UNAVAILABLE', 'The server could not be reached.');
    expect(serverMessageOr(offline, PURCHASE_FAILED)).toBe('Failed to purchase card.');
    const crash = new ApiError(500, 'INTERNAL', 'Something went wrong.');
    expect(serverMessageOr(crash, LISTING_FAILED)).toBe('Failed to list card.');
    const down = new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try later.');
    expect(serverMessageOr(down, OFFER_PURCHASE_FAILED)).toBe('Purchase failed.');
    expect(serverMessageOr(new ApiError(400, 'BAD_REQUEST', ''), LISTING_FAILED)).toBe(
      'Failed to list card.',
    );
  });

  it('falls back for anything that is not an API error (an answer that did not parse)', () => {
    expect(serverMessageOr(new Error('Invalid input'), PURCHASE_FAILED)).toBe(
      'Failed to purchase card.',
    );
    expect(serverMessageOr('boom', OFFER_PURCHASE_FAILED)).toBe('Purchase failed.');
  });
});

describe('shouldRetryPurchase', () => {
  it('repeats a purchase that got no answer or met a gateway, at most twice', () => {
    const offline = new ApiError(0, 'SERVICE_UNAVAILABLE', 'The server could not be reached.');
    expect(shouldRetryPurchase(0, offline)).toBe(true);
    expect(shouldRetryPurchase(1, offline)).toBe(true);
    expect(shouldRetryPurchase(2, offline)).toBe(false);
    expect(shouldRetryPurchase(0, new ApiError(502, 'INTERNAL', 'Bad gateway'))).toBe(true);
    expect(shouldRetryPurchase(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down'))).toBe(true);
    expect(shouldRetryPurchase(0, new ApiError(504, 'INTERNAL', 'Timeout'))).toBe(true);
  });

  it('never repeats an answer: a refusal or a crash', () => {
    expect(shouldRetryPurchase(0, new ApiError(409, 'NO_LONGER_FOR_SALE', 'Gone'))).toBe(false);
    expect(shouldRetryPurchase(0, new ApiError(400, 'NOT_ENOUGH_MAGIC_DUST', 'Short'))).toBe(false);
    expect(shouldRetryPurchase(0, new ApiError(500, 'INTERNAL', 'Crash'))).toBe(false);
    expect(shouldRetryPurchase(0, new Error('parse'))).toBe(false);
  });
});
