import { lazy, Suspense } from 'react';
import { useAppStable } from '@/lib/use-app-stable';
// With the first screen's styles: a chunk's own CSS is preloaded, and a navigation during
// that preload made it fail as a page error.
import './update-toast.css';

// The registration and its toast load once the app is stable: nothing of them is needed
// for the first screen (the bundle budget).
// A chunk that cannot load (the server restarted into a new version, the network went)
// leaves the registration to the next visit rather than failing the page.
const ServiceWorkerUpdates = lazy(() =>
  import('./service-worker-updates').then(
    (module) => ({ default: module.ServiceWorkerUpdates }),
    () => ({ default: () => null }),
  ),
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
