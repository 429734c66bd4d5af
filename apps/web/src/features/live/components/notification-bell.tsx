import type { LiveEvent } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { showSnackbar } from '@/lib/snackbar-store';
import { useNotifications } from '../api/notifications';
import { startLiveChannel } from '../live-channel';
import { playLiveSound } from '../live-sounds';
import { badgeText, bellLabel, notificationText, tellsOnArrival } from '../notification-texts';
import { NotificationList } from './notification-list';
import './notification-bell.css';

function onLiveEvent(event: LiveEvent): void {
  if (event.type !== 'notification' || !tellsOnArrival(event.notification)) return;
  showSnackbar(notificationText(event.notification.body), { type: 'info', durationMs: 5000 });
  playLiveSound();
}

/**
 * The header's bell: the unread count on a badge, the list of notifications on a tap, and
 * the app's one live stream for as long as the game is open (docs/ARCHITECTURE.md, "Live
 * events"). Loaded after the first screen: nothing of it is in the first screen's work.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;

  useEffect(() => startLiveChannel(queryClient, onLiveEvent), [queryClient]);

  return (
    <>
      <button
        type="button"
        className="live-bell"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="ringing-bell" size="24px" />
        {unread > 0 && (
          <span key={unread} className="live-bell__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <NotificationList open={open} onClose={() => setOpen(false)} />
    </>
  );
}
