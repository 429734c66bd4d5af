import { ruleMessage } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { leftTodayText, offerAvailability, offerTitle } from './offer-availability';
import { offer, profile } from './test-fixtures';

describe('offerAvailability (game-rules’ checkExchangePurchase)', () => {
  it('enables Purchase when the balance in the price currency covers the price', () => {
    expect(offerAvailability(offer({ priceAmount: 50 }), profile({ credits: 50 }))).toEqual({
      canPurchase: true,
      reason: null,
      missing: null,
    });
  });

  it('disables it with no profile', () => {
    expect(offerAvailability(offer(), undefined)).toEqual({
      canPurchase: false,
      reason: null,
      missing: null,
    });
  });

  it('disables it when that balance is below the price, whatever the others', () => {
    const diamondsOffer = offer({ priceCurrency: 'diamonds', priceAmount: 11 });
    expect(
      offerAvailability(diamondsOffer, profile({ diamonds: 10, credits: 9999, magicDust: 9999 })),
    ).toEqual({
      canPurchase: false,
      reason: ruleMessage({
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 11,
        available: 10,
        purpose: 'exchange',
      }),
      missing: 'Needs 11 diamonds, you have 10',
    });
  });

  it('disables it at 0 left today, and allows it while some are left', () => {
    expect(
      offerAvailability(offer({ dailyLimit: 3, leftToday: 0 }), profile({ credits: 1000 })),
    ).toEqual({
      canPurchase: false,
      reason: ruleMessage({ code: 'DAILY_LIMIT_REACHED', limit: 3 }),
      missing: null,
    });
    expect(
      offerAvailability(offer({ dailyLimit: 3, leftToday: 1 }), profile({ credits: 1000 }))
        .canPurchase,
    ).toBe(true);
  });
});

describe('what an offer shows', () => {
  it('titles an untitled offer "Special Offer"', () => {
    expect(offerTitle(offer({ title: '' }))).toBe('Special Offer');
    expect(offerTitle(offer({ title: '   ' }))).toBe('Special Offer');
    expect(offerTitle(offer({ title: 'Dust Pouch' }))).toBe('Dust Pouch');
  });

  it('says how many are left today only for an offer with a daily limit', () => {
    expect(leftTodayText(offer({ dailyLimit: null, leftToday: null }))).toBeNull();
    expect(leftTodayText(offer({ dailyLimit: 5, leftToday: 2 }))).toBe('2 of 5 left today');
    expect(leftTodayText(offer({ dailyLimit: 1, leftToday: 0 }))).toBe('0 of 1 left today');
  });
});
