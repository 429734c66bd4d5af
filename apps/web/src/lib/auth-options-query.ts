import { type AuthProvidersResponse } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * GET /api/auth-options: which sign-in buttons the server can honour. Shared code rather
 * than the auth feature's: the profile's guest banner offers 'Link with Google' only when
 * the server has Google, and features may not import each other. Its key is its own:
 * nothing else reads or changes it.
 */
function getAuthOptions(): Promise<AuthProvidersResponse> {
  return callEndpoint(endpoints.authProviders);
}

const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'],
  queryFn: getAuthOptions,
  staleTime: 5 * 60_000,
});

export function useAuthOptions() {
  return useQuery(authOptionsQuery);
}
