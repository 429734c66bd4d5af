import { lazy, Suspense } from 'react';
import { useConnectionState } from '@/lib/connection-status';
import { nextTask } from '@/lib/next-task';

/**
 * The banner's code is not part of any first download: it starts loading in the task after
 * the first screen's (so it is there long before it is needed, and in the service worker's
 * precache for a reload offline), and only a connection problem draws it.
 */
const loadBody = nextTask(() => import('./connection-banner-body'));
const LazyBannerBody = lazy(() =>
  loadBody.then((module) => ({ default: module.ConnectionBannerBody })),
);

/** Offline, the server out of reach, or catching its breath: see connection-banner-body.tsx. */
export function ConnectionBanner({ className }: { className?: string }) {
  const state = useConnectionState();
  if (state.kind === 'online') return null;
  return (
    <Suspense fallback={null}>
      <LazyBannerBody {...(className ? { className } : {})} />
    </Suspense>
  );
}
