import { API_PATHS } from '@alchemy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { LISTED_NOTIFICATIONS } from '../live-effects';

export const liveKeys = {
  notifications: ['notifications'] as const,
};

/**
 * GET /api/notifications: the newest, with the unread count. A plain query, not an
 * infinite one: the infinite observer would be split out of the first screen's chunk.
 */
const notificationsQuery = queryOptions({
  queryKey: liveKeys.notifications,
  queryFn: ({ signal }) =>
    apiRequest({
      path: `${API_PATHS.notifications}?limit=${LISTED_NOTIFICATIONS}`,
      schema: lazySchema('NotificationsPageSchema'),
      signal,
    }),
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

/** POST /api/notifications/read: all of them; the list then shows them read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: API_PATHS.notificationsRead,
        body: {},
        schema: lazySchema('UnreadCountSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.notifications }),
  });
}
