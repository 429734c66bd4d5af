import { describe, expect, it } from 'vitest';
import * as texts from './market-texts';

describe('the market’s binding texts', () => {
  it('are the product’s words, word for word', () => {
    expect(texts).toMatchObject({
      TAB_PLAYER_MARKET: 'Player Market',
      TAB_CURRENCY_EXCHANGE: 'Currency Exchange',
      NO_CARDS_TO_SELL: 'You have no battle cards to sell.',
      LISTING_FAILED: 'Failed to list card.',
      NO_LISTINGS: 'No cards available on the market.',
      LISTINGS_LOAD_FAILED: 'Failed to load market listings',
      PURCHASE_SUCCESS: 'Card purchased successfully!',
      PURCHASE_FAILED: 'Failed to purchase card.',
      DEFAULT_OFFER_TITLE: 'Special Offer',
      OFFER_PURCHASE_SUCCESS: 'Purchase successful!',
      OFFER_PURCHASE_FAILED: 'Purchase failed.',
      NO_OFFERS: 'No currency offers available at the moment.',
      OFFERS_LOAD_FAILED: 'Failed to load currency offers',
    });
  });

  it('keeps error snackbars as long as the app’s other failures', () => {
    expect(texts.MARKET_ERROR_MS).toBe(5000);
  });
});

describe('listingFeeText', () => {
  it('tells a buyer the fee and the seller what they keep', () => {
    expect(texts.listingFeeText({ fee: 50, sellerReceives: 950 }, false)).toBe(
      'Fee 50, seller receives 950',
    );
    expect(texts.listingFeeText({ fee: 2, sellerReceives: 38 }, true)).toBe(
      'You receive 38 (fee 2)',
    );
  });
});
