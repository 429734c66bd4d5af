import { API_PATHS, CurrencyOfferListSchema, type CurrencyOffer } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/exchange/offers: the fixed offers, with what is left of each today. */
function getCurrencyOffers(signal?: AbortSignal): Promise<CurrencyOffer[]> {
  return apiRequest({
    path: API_PATHS.exchangeOffers,
    schema: CurrencyOfferListSchema,
    ...(signal ? { signal } : {}),
  });
}

const currencyOffersQuery = queryOptions({
  queryKey: marketKeys.offers,
  queryFn: ({ signal }) => getCurrencyOffers(signal),
});

export function useCurrencyOffers() {
  return useQuery(currencyOffersQuery);
}
