/** The market and the currency exchange. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const marketListings = {
  name: 'marketListings',
  method: 'GET',
  path: '/market/listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingCreate = {
  name: 'marketListingCreate',
  method: 'POST',
  path: '/market/listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingCancel = {
  name: 'marketListingCancel',
  method: 'DELETE',
  path: '/market/listings/:id',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketListingPurchase = {
  name: 'marketListingPurchase',
  method: 'POST',
  path: '/market/listings/:id/purchase',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketMyListings = {
  name: 'marketMyListings',
  method: 'GET',
  path: '/market/my-listings',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketSales = {
  name: 'marketSales',
  method: 'GET',
  path: '/market/sales',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketPriceHistory = {
  name: 'marketPriceHistory',
  method: 'GET',
  path: '/market/price-history',
  access: 'player',
} as const satisfies EndpointRoute;
export const marketRecentSales = {
  name: 'marketRecentSales',
  method: 'GET',
  path: '/market/recent-sales',
  access: 'player',
} as const satisfies EndpointRoute;
export const exchangeOffers = {
  name: 'exchangeOffers',
  method: 'GET',
  path: '/exchange/offers',
  access: 'player',
} as const satisfies EndpointRoute;
export const exchangeOfferPurchase = {
  name: 'exchangeOfferPurchase',
  method: 'POST',
  path: '/exchange/offers/:id/purchase',
  access: 'player',
} as const satisfies EndpointRoute;
