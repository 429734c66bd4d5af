import * as endpoints from '@alchemy/contracts/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
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
    callEndpoint(endpoints.notifications, { query: { limit: LISTED_NOTIFICATIONS }, signal }),
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

/** POST /api/notifications/read: all of them; the list then shows them read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.notificationsRead, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.notifications }),
  });
}
