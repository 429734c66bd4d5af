import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { playCreateSound } from '@/lib/sound';
import { useMarkAllRead, useNotifications } from '../api/notifications';
import {
  LIST_FAILED,
  LIST_TITLE,
  MARK_ALL_READ,
  NOTHING_YET,
  notificationText,
  timeAgo,
} from '../notification-texts';

/** The kept notifications, newest first, unread ones marked; 'Mark all as read'. */
export function NotificationList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notifications = useNotifications();
  const markAll = useMarkAllRead();
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;
  // The list's clock: read when the data arrives, not on every render.
  const now = notifications.dataUpdatedAt;

  return (
    <Dialog open={open} onClose={onClose} label={LIST_TITLE} className="live-list">
      <header className="live-list__header">
        <h2 className="live-list__title">{LIST_TITLE}</h2>
        <Button
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: () => playCreateSound() })}
        >
          {MARK_ALL_READ}
        </Button>
      </header>
      {notifications.isError && <p role="alert">{LIST_FAILED}</p>}
      {notifications.isSuccess && items.length === 0 && (
        <p className="live-list__empty">{NOTHING_YET}</p>
      )}
      <ol className="live-list__items">
        {items.map((item) => (
          <li
            key={item.id}
            className={clsx('live-list__item', !item.read && 'live-list__item--unread')}
          >
            <p className="live-list__text">{notificationText(item.body)}</p>
            <time className="live-list__time" dateTime={item.createdAt}>
              {timeAgo(item.createdAt, now)}
            </time>
          </li>
        ))}
      </ol>
      <Button onClick={onClose}>Close</Button>
    </Dialog>
  );
}
