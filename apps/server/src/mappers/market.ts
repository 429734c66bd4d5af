/** Market and exchange rows as the contract shows them. */
import {
  isCurrency,
  isListingCurrency,
  offerPurchasesLeft,
  saleFee,
  sellerReceives,
  type ListingStatus,
  type ListingView,
} from '@alchemy/game-rules';
import {
  BattleCardSchema,
  type CurrencyOffer,
  type MarketListing,
  type MarketSale,
} from '@alchemy/contracts';
import { parseStored, storedEnum } from '../lib/stored-data';
import type { OfferRow } from '../repositories/exchange';
import type { ActiveListingRow, ListingRow } from '../repositories/market-listings';
import { toBattleCard } from './cards';

const isListingStatus = (value: string): value is ListingStatus =>
  value === 'active' || value === 'sold' || value === 'cancelled';

/** A listing as the market's moves read it. */
export function toListingView(row: ListingRow): ListingView & { row: ListingRow } {
  return {
    row,
    sellerId: row.sellerId,
    status: storedEnum(row.status, isListingStatus, `status of listing ${row.id}`),
    price: row.price,
    currency: storedEnum(row.currency, isListingCurrency, `currency of listing ${row.id}`),
  };
}

/** A listing as the market shows it: an active one read, or one just written. */
export function toMarketListing({
  listing,
  card,
  sellerName,
}: Omit<ActiveListingRow, 'listing'> & {
  listing: Pick<ListingRow, 'id' | 'sellerId' | 'price' | 'currency' | 'createdAt'>;
}): MarketListing {
  return {
    id: listing.id,
    item: toBattleCard(card),
    seller: { id: listing.sellerId, name: sellerName },
    cardId: card.id,
    price: listing.price,
    currency: storedEnum(listing.currency, isListingCurrency, `currency of listing ${listing.id}`),
    fee: saleFee(listing.price),
    sellerReceives: sellerReceives(listing.price),
    createdAt: listing.createdAt.toISOString(),
  };
}

export function toMarketSale({
  listing,
  buyerName,
}: {
  listing: ListingRow;
  buyerName: string | null;
}): MarketSale {
  const fee = listing.fee ?? saleFee(listing.price);
  return {
    listingId: listing.id,
    card: parseStored(BattleCardSchema, listing.soldCard, `card sold by listing ${listing.id}`),
    // The buyer's account may be gone since; the sale stays.
    buyer: { name: buyerName ?? 'A departed player' },
    price: listing.price,
    currency: storedEnum(listing.currency, isListingCurrency, `currency of listing ${listing.id}`),
    fee,
    received: Math.max(0, listing.price - fee),
    soldAt: (listing.endedAt ?? listing.createdAt).toISOString(),
  };
}

/** An offer's row as the exchange's move reads it. */
export function toOfferView<
  R extends Pick<
    OfferRow,
    'id' | 'currencyToSell' | 'amountToSell' | 'priceCurrency' | 'priceAmount' | 'dailyLimit'
  >,
>(row: R) {
  return {
    row,
    currencyToSell: storedEnum(row.currencyToSell, isCurrency, `currency of offer ${row.id}`),
    amountToSell: row.amountToSell,
    priceCurrency: storedEnum(row.priceCurrency, isCurrency, `price of offer ${row.id}`),
    priceAmount: row.priceAmount,
    dailyLimit: row.dailyLimit,
  };
}

export function toCurrencyOffer(row: OfferRow, boughtToday: number): CurrencyOffer {
  const view = toOfferView(row);
  return {
    id: row.id,
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
    currencyToSell: view.currencyToSell,
    amountToSell: row.amountToSell,
    priceCurrency: view.priceCurrency,
    priceAmount: row.priceAmount,
    dailyLimit: row.dailyLimit,
    leftToday: offerPurchasesLeft(view, boughtToday),
  };
}
