import { type Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from './query-keys';

/**
 * GET /api/profile: 404 PROFILE_NOT_FOUND before register, 401 when the session is gone.
 * Shared code rather than the profile feature's: every screen reads the balances and
 * level, and features may not import each other.
 */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callEndpoint(endpoints.profile, { signal });
}

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQuery);
}
