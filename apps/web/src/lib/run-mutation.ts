import {
  MutationObserver,
  type DefaultError,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * A write run through the query client's mutation cache from plain async code, where no
 * hook can be (the last steps of a Google sign-in, features/auth/finish-google.ts). It gets
 * the client's defaults for writes (sent at once, never retried: lib/query-client.ts) and
 * shows in the cache like any other. TanStack Query v5 has no queryClient.executeMutation
 * and MutationCache#build is internal; a MutationObserver is the public way, the one
 * useMutation itself wraps.
 */
export async function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, DefaultError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const observer = new MutationObserver(queryClient, options);
  try {
    return await observer.mutate(variables);
  } finally {
    // Let go of the settled mutation, so the cache forgets it in time as it does a hook's.
    observer.reset();
  }
}
