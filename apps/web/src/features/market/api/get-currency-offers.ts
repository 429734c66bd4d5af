import { type CurrencyOffer } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { marketKeys } from './market-keys';

/** GET /api/exchange/offers: the fixed offers, with what is left of each today. */
function getCurrencyOffers(signal?: AbortSignal): Promise<CurrencyOffer[]> {
  return callEndpoint(endpoints.exchangeOffers, { signal });
}

const currencyOffersQuery = queryOptions({
  queryKey: marketKeys.offers,
  queryFn: ({ signal }) => getCurrencyOffers(signal),
});

export function useCurrencyOffers() {
  return useQuery(currencyOffersQuery);
}
