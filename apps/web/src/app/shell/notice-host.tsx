import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { gameNoticesArrived, subscribeGameNotices } from '@/lib/game-notices';
import { isMenuHidden } from '../route-access';

const NoticeCenter = lazy(() =>
  import('@/features/goals/components/notice-center').then((m) => ({ default: m.NoticeCenter })),
);

/**
 * Where the toasts of goals, achievements and collections appear, on every screen of the
 * game. Their code loads with the first notice a move brings, not with the first screen.
 * During a duel's playback (the screens without the menu) they wait: a 'Win 2 duels'
 * toast at the first blow would tell the end of the fight.
 */
export function NoticeHost() {
  const arrived = useSyncExternalStore(subscribeGameNotices, gameNoticesArrived);
  const { pathname } = useLocation();
  if (!arrived) return null;
  return (
    <Suspense fallback={null}>
      <NoticeCenter hold={isMenuHidden(pathname)} />
    </Suspense>
  );
}
