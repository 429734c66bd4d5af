import { ruleMessage } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { listingAction, ownCardAction, sellingForText } from './listing-action';
import { card, listing, OTHER_ID, PLAYER_ID, profile } from './test-fixtures';

describe('listingAction', () => {
  it('offers Buy when the player can pay the price', () => {
    expect(listingAction(listing({ price: 1000 }), profile({ magicDust: 1000 }))).toEqual({
      kind: 'buy',
      enabled: true,
      reason: null,
      missing: null,
    });
  });

  it('disables Buy when the magic dust is below the price, saying why', () => {
    expect(listingAction(listing({ price: 1001 }), profile({ magicDust: 1000 }))).toEqual({
      kind: 'buy',
      enabled: false,
      reason: ruleMessage({
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 1001,
        available: 1000,
        purpose: 'market-purchase',
      }),
      missing: 'Needs 1,001 magic dust, you have 1,000',
    });
  });

  it('pays in magic dust only: other balances do not help', () => {
    const rich = profile({ magicDust: 0, credits: 1_000_000, diamonds: 1_000_000 });
    expect(listingAction(listing({ price: 10 }), rich)).toMatchObject({ enabled: false });
  });

  it('shows "Selling for {price}" on the player’s own listing, instead of Buy', () => {
    const own = listing({ price: 2500, seller: { id: PLAYER_ID, name: 'Me' } });
    expect(listingAction(own, profile({ magicDust: 0 }))).toEqual({
      kind: 'own',
      label: 'Selling for 2,500',
    });
    expect(sellingForText(1000)).toBe('Selling for 1,000');
  });

  it('disables Buy while the profile is not known yet', () => {
    expect(listingAction(listing(), undefined)).toEqual({
      kind: 'buy',
      enabled: false,
      reason: null,
      missing: null,
    });
  });

  it('is another player’s listing only by the seller’s id, never by name', () => {
    const sameName = listing({ seller: { id: OTHER_ID, name: 'Adventurer-AB12' } });
    expect(listingAction(sameName, profile()).kind).toBe('buy');
  });
});

describe('ownCardAction', () => {
  const myListings = [
    { id: 'listing-a', cardId: 'card-a' },
    { id: 'listing-b', cardId: 'card-b' },
  ];

  it('offers Sell for an unlisted card', () => {
    expect(ownCardAction(card({ id: 'card-a', isListed: false }), myListings)).toEqual({
      kind: 'sell',
    });
  });

  it('offers Cancel Sell for a listed card, with the listing to cancel', () => {
    expect(ownCardAction(card({ id: 'card-b', isListed: true }), myListings)).toEqual({
      kind: 'cancel',
      listingId: 'listing-b',
    });
  });

  it('waits for the player’s listings before Cancel Sell can act', () => {
    expect(ownCardAction(card({ id: 'card-b', isListed: true }), undefined)).toEqual({
      kind: 'cancel',
      listingId: null,
    });
    expect(ownCardAction(card({ id: 'card-c', isListed: true }), myListings)).toEqual({
      kind: 'cancel',
      listingId: null,
    });
  });
});
