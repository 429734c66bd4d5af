import { ruleMessage } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_TEXT,
  feeText,
  parsePrice,
  youHoldText,
  sellState,
  youReceiveText,
} from './sell-price';

const unlisted = { level: 3, card: { isListed: false } };

describe('the price field', () => {
  it('opens at 1000', () => {
    expect(DEFAULT_PRICE_TEXT).toBe('1000');
    expect(sellState(DEFAULT_PRICE_TEXT, unlisted)).toMatchObject({ canSell: true, problem: null });
  });

  it('reads the typed text as a number; empty is no number', () => {
    expect(parsePrice(' 250 ')).toBe(250);
    expect(parsePrice('')).toBeNaN();
    expect(parsePrice('abc')).toBeNaN();
  });

  it('accepts whole numbers from 1 to 1,000,000 (game-rules’ checkListingPrice)', () => {
    for (const text of ['1', '999999', '1000000']) {
      expect(sellState(text, unlisted).canSell, text).toBe(true);
    }
  });

  it('disables Sell for anything else, saying why in the rule table’s words', () => {
    for (const text of ['', '0', '-5', '1000001', '12.5', 'abc']) {
      const state = sellState(text, unlisted);
      expect(state.canSell, text).toBe(false);
      expect(state.terms, text).toBeNull();
      expect(state.problem, text).toBe(
        ruleMessage({ code: 'PRICE_OUT_OF_RANGE', min: 1, max: 1_000_000 }),
      );
    }
  });

  it('refuses a card that is already listed, even at a good price', () => {
    const state = sellState('1000', { level: 3, card: { isListed: true } });
    expect(state.canSell).toBe(false);
    expect(state.problem).toBe(ruleMessage({ code: 'CARD_LISTED' }));
    // What the price would pay is still shown.
    expect(state.terms?.sellerReceives).toBe(950);
  });

  it('refuses below the market level (the screen never gets there, the rule still holds)', () => {
    expect(sellState('1000', { level: 2, card: { isListed: false } }).canSell).toBe(false);
  });
});

describe('You receive (game-rules’ saleTerms)', () => {
  it('is the price less a 5% fee, rounded down, at least 1', () => {
    expect(sellState('1000', unlisted).terms).toEqual({
      price: 1000,
      currency: 'magicDust',
      fee: 50,
      sellerReceives: 950,
    });
    expect(sellState('39', unlisted).terms).toMatchObject({ fee: 1, sellerReceives: 38 });
    expect(sellState('1', unlisted).terms).toMatchObject({ fee: 1, sellerReceives: 0 });
    expect(sellState('1000000', unlisted).terms).toMatchObject({
      fee: 50_000,
      sellerReceives: 950_000,
    });
  });

  it('follows the price as it changes', () => {
    expect(sellState('200', unlisted).terms?.sellerReceives).toBe(190);
    expect(sellState('2000', unlisted).terms?.sellerReceives).toBe(1900);
  });

  it('reads "You receive N" and shows the fee', () => {
    const terms = sellState('12345', unlisted).terms;
    expect(terms).not.toBeNull();
    if (!terms) return;
    expect(youReceiveText(terms)).toBe('You receive 11,728');
    expect(feeText(terms)).toBe('Market fee: 617 (5%)');
  });
});

describe('youHoldText', () => {
  it('says what the seller holds beside the price', () => {
    expect(youHoldText(60)).toBe('You hold 60 dust');
    expect(youHoldText(12_500)).toBe('You hold 12,500 dust');
  });
});
