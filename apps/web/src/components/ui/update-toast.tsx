import { lazy, Suspense } from 'react';
import { useAppStable } from '@/lib/use-app-stable';

// The registration and its toast load once the app is stable: nothing of them is needed
// for the first screen (the bundle budget).
const ServiceWorkerUpdates = lazy(() =>
  import('./service-worker-updates').then((module) => ({ default: module.ServiceWorkerUpdates })),
);

/**
 * Mounts the service worker registration only in production and only once the app is
 * stable (docs/RULES.md, "Client timings and texts"); the hook registers on mount, so
 * delaying the mount delays it.
 */
export function UpdateToast() {
  const stable = useAppStable();
  if (!import.meta.env.PROD || !stable) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdates />
    </Suspense>
  );
}
