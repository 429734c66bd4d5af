import { API_PATHS, EncyclopediaPageSchema, type EncyclopediaPage } from '@alchemy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface EncyclopediaFilter {
  family: string;
  search: string;
  page: number;
}

/** The query string of a filter: empty parts are left out. */
function encyclopediaQueryString({ family, search, page }: EncyclopediaFilter): string {
  const params = new URLSearchParams();
  if (family) params.set('family', family);
  if (search.trim()) params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/craft/encyclopedia: one page of the world's items. */
function getEncyclopedia(
  filter: EncyclopediaFilter,
  signal?: AbortSignal,
): Promise<EncyclopediaPage> {
  return apiRequest({
    path: `${API_PATHS.craftEncyclopedia}${encyclopediaQueryString(filter)}`,
    schema: EncyclopediaPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useEncyclopedia(filter: EncyclopediaFilter) {
  return useQuery({
    queryKey: ['encyclopedia', filter],
    queryFn: ({ signal }) => getEncyclopedia(filter, signal),
    // Keep the page on screen while the next one loads, so typing does not flash.
    placeholderData: keepPreviousData,
  });
}
