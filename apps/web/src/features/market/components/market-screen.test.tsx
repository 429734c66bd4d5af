import {
  BattleCardListSchema,
  CurrencyOfferListSchema,
  IdempotencyKeySchema,
  MarketListingSchema,
  MarketListingsPageSchema,
  MarketSalesSchema,
  ProfileSchema,
  PurchaseResultSchema,
  type CurrencyOffer,
  type MarketListing,
  type Profile,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, inTurn, onApi, refusal } from '@/test/api-server';
import { aBattleCard, uuid } from '@/test/fixtures/cards';
import { aListing, aListingsPage, anOffer } from '@/test/fixtures/market';
import { aProfile } from '@/test/fixtures/player';
import { renderScreen } from '@/test/render-screen';
import { OFFER_PURCHASE_SUCCESS, PURCHASE_SUCCESS, TAB_CURRENCY_EXCHANGE } from '../market-texts';
import { MarketScreen } from './market-screen';

const drake = aBattleCard('Ember Drake', { id: uuid(11), card: { characterType: 'Elemental' } });
const golem = aBattleCard('Sand Golem', { id: uuid(12), level: 2 });
const drakeForSale = aListing(1, drake, 1200);
const golemForSale = aListing(2, golem, 400);
// Level 3 opens the market.
const me = aProfile({ level: 3, credits: 1000, magicDust: 5000 });

/**
 * The Player Market's reads. `listings` and `profiles` answer their reads in turn: what the
 * server holds before a purchase, then after it.
 */
function serveMarket({
  listings = [[drakeForSale, golemForSale]],
  profiles = [me],
}: { listings?: MarketListing[][]; profiles?: Profile[] } = {}) {
  onApi(endpoints.profile, inTurn(ProfileSchema, ...profiles));
  const listingReads = onApi(
    endpoints.marketListings,
    inTurn(MarketListingsPageSchema, ...listings.map(aListingsPage)),
  );
  onApi(endpoints.labCards, () => answer(BattleCardListSchema, []));
  onApi(endpoints.marketMyListings, () => answer(MarketListingSchema.array(), []));
  onApi(endpoints.marketSales, () => answer(MarketSalesSchema, []));
  return { listingReads };
}

/** The exchange's offers, in turn as above. */
function serveOffers(...offers: CurrencyOffer[][]) {
  onApi(endpoints.exchangeOffers, inTurn(CurrencyOfferListSchema, ...offers));
}

async function openMarket() {
  const view = renderScreen(<MarketScreen />, { route: '/game/market' });
  await screen.findByRole('tab', { name: 'Player Market' });
  return view;
}

/** A listing's tile on the marketplace, once the listings have arrived. */
async function tileOf(listing: MarketListing) {
  return within(await screen.findByTestId(`market-listing-${listing.id}`));
}

async function openExchange(user: UserEvent) {
  await user.click(screen.getByRole('tab', { name: TAB_CURRENCY_EXCHANGE }));
  return screen.findByRole('region', { name: 'Currency Exchange' });
}

describe('the market', () => {
  it('lists the cards for sale with their price, currency, seller and fee', async () => {
    serveMarket();
    await openMarket();

    const marketplace = screen.getByRole('region', { name: 'Marketplace' });
    expect(await within(marketplace).findByText('2 cards for sale')).toBeTruthy();
    const tile = await tileOf(drakeForSale);
    expect(tile.getByText('Ember Drake')).toBeTruthy();
    expect(tile.getByText('by Seller-ZZ99')).toBeTruthy();
    expect(tile.getByText('1,200')).toBeTruthy();
    expect(tile.getByRole('img', { name: 'Magic Dust' })).toBeTruthy();
    expect(tile.getByText('Fee 60, seller receives 1,140')).toBeTruthy();
    expect((await tileOf(golemForSale)).getByText('400')).toBeTruthy();
  });

  it('buying asks first above a fifth of the purse, then sends the purchase once and lists what is left', async () => {
    const market = serveMarket({
      listings: [[drakeForSale, golemForSale], [golemForSale]],
      profiles: [me, aProfile({ ...me, magicDust: 3800 })],
    });
    const purchases = onApi(endpoints.marketListingPurchase, () =>
      answer(PurchaseResultSchema, {
        card: drake,
        profile: aProfile({ ...me, magicDust: 3800 }),
      }),
    );
    const { user } = await openMarket();

    await user.click((await tileOf(drakeForSale)).getByRole('button', { name: 'Buy' }));
    // 1,200 of 5,000 dust is above a fifth: the purchase asks first.
    const ask = await screen.findByRole('dialog', { name: 'Buy Ember Drake?' });
    expect(within(ask).getByText('3,800')).toBeTruthy();
    expect(purchases).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Buy' }));

    expect(await screen.findByText(PURCHASE_SUCCESS)).toBeTruthy();
    expect(purchases).toHaveLength(1);
    const [purchase] = purchases;
    expect(purchase?.url.pathname).toBe(`/api/market/listings/${drakeForSale.id}/purchase`);
    expect(IdempotencyKeySchema.safeParse(purchase?.headers.get('idempotency-key')).success).toBe(
      true,
    );
    expect(await screen.findByText('1 card for sale')).toBeTruthy();
    expect(screen.queryByTestId(`market-listing-${drakeForSale.id}`)).toBeNull();
    expect(market.listingReads.length).toBeGreaterThanOrEqual(2);
  });

  it("a purchase the server refuses for the purse shows the server's words and the purse as it is", async () => {
    const poorer = aProfile({ ...me, magicDust: 300 });
    serveMarket({ profiles: [me, poorer] });
    onApi(endpoints.marketListingPurchase, () =>
      refusal(400, {
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 400,
        available: 300,
        purpose: 'market-purchase',
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openMarket();

    // 400 of 5,000 dust: bought at once, without a question.
    const golemTile = await tileOf(golemForSale);
    await user.click(golemTile.getByRole('button', { name: 'Buy' }));

    expect(
      await screen.findByText(
        'Not enough magic dust to buy this card: it costs 400, you have 300.',
      ),
    ).toBeTruthy();
    // The purse is read again: the Buy button now says what is missing.
    expect(await golemTile.findByText('Needs 400 magic dust, you have 300')).toBeTruthy();
    expect(golemTile.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true);
  });

  it('the exchange lists its offers and swaps currencies after asking', async () => {
    serveMarket();
    const offer = anOffer({ dailyLimit: 3, leftToday: 2 });
    serveOffers([offer], [{ ...offer, leftToday: 1 }]);
    const bought = onApi(endpoints.exchangeOfferPurchase, () =>
      answer(ProfileSchema, aProfile({ ...me, credits: 950, magicDust: 5100 })),
    );
    const { user } = await openMarket();

    const exchange = await openExchange(user);
    const card = within(await within(exchange).findByTestId('offer-dust-pouch'));
    expect(card.getByRole('heading', { name: 'Dust Pouch' })).toBeTruthy();
    expect(card.getByText('2 of 3 left today')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Purchase' }));
    const ask = await screen.findByRole('dialog', { name: 'Exchange for Dust Pouch?' });
    await user.click(within(ask).getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText(OFFER_PURCHASE_SUCCESS)).toBeTruthy();
    expect(bought.map((request) => request.url.pathname)).toEqual([
      '/api/exchange/offers/dust-pouch/purchase',
    ]);
    expect(await card.findByText('1 of 3 left today')).toBeTruthy();
  });

  it("an exchange the server refuses shows the server's words", async () => {
    serveMarket();
    serveOffers([anOffer({ dailyLimit: 3, leftToday: 1 })]);
    onApi(endpoints.exchangeOfferPurchase, () =>
      refusal(409, { code: 'DAILY_LIMIT_REACHED', limit: 3 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openMarket();

    const exchange = await openExchange(user);
    await user.click(await within(exchange).findByRole('button', { name: 'Purchase' }));
    const ask = await screen.findByRole('dialog', { name: 'Exchange for Dust Pouch?' });
    await user.click(within(ask).getByRole('button', { name: 'Purchase' }));

    expect(
      await screen.findByText('You have bought this offer 3 times today: come back tomorrow.'),
    ).toBeTruthy();
  });

  it('below level 3 the market is locked and asks for nothing of the market', async () => {
    onApi(endpoints.profile, () => answer(ProfileSchema, aProfile({ level: 2 })));
    renderScreen(<MarketScreen />, { route: '/game/market' });

    expect((await screen.findByTestId('market-locked')).textContent).toBe(
      'The market opens at level 3. You are level 2.',
    );
    expect(screen.queryByRole('tab', { name: 'Player Market' })).toBeNull();
  });
});
