import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * One query client for the app. Client errors (4xx) are answers, not glitches: retrying
 * them only delays the redirect to /login or the "register" fallback.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
