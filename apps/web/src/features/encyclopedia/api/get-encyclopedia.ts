import type { EncyclopediaPage } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export interface EncyclopediaFilter {
  family: string;
  search: string;
  page: number;
}

/** GET /api/craft/encyclopedia: one page of the world's items. */
function getEncyclopedia(
  filter: EncyclopediaFilter,
  signal?: AbortSignal,
): Promise<EncyclopediaPage> {
  const { family, search, page } = filter;
  // Empty parts are left out, and so is the first page: the server's defaults.
  const query = {
    family: family || undefined,
    search: search.trim() || undefined,
    page: page > 1 ? page : undefined,
  };
  return callEndpoint(endpoints.craftEncyclopedia, { query, signal });
}

export function useEncyclopedia(filter: EncyclopediaFilter) {
  return useQuery({
    queryKey: ['encyclopedia', filter],
    queryFn: ({ signal }) => getEncyclopedia(filter, signal),
    // Keep the page on screen while the next one loads, so typing does not flash.
    placeholderData: keepPreviousData,
  });
}
