import {
  API_PATHS,
  AuthProvidersResponseSchema,
  type AuthProvidersResponse,
} from '@alchemy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth-options: which sign-in buttons the server can honour. */
export function getAuthOptions(): Promise<AuthProvidersResponse> {
  return apiRequest({
    path: API_PATHS.authProviders,
    schema: AuthProvidersResponseSchema,
    token: null,
  });
}

export const authOptionsQuery = queryOptions({
  queryKey: queryKeys.authOptions,
  queryFn: getAuthOptions,
  staleTime: 5 * 60_000,
});

export function useAuthOptions() {
  return useQuery(authOptionsQuery);
}
