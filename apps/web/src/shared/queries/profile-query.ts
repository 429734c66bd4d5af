import { API_PATHS, type Profile } from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from './query-keys';
import { lazySchema } from '@/lib/lazy-schema';

/**
 * GET /api/profile: 404 PROFILE_NOT_FOUND before register, 401 when the session is gone.
 * Shared code rather than the profile feature's: every screen reads the balances and
 * level, and features may not import each other.
 */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest({
    path: API_PATHS.profile,
    schema: lazySchema('ProfileSchema'),
    ...(signal ? { signal } : {}),
  });
}

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQuery);
}
