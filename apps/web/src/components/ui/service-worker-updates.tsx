import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from './button';
import './update-toast.css';

const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Registers the service worker and offers a new version once one is waiting. */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The page is already loaded here: do not wait for a 'load' event that has passed.
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A long-lived tab (or installed app) still learns about new versions.
      window.setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch((error: unknown) => console.warn('SW update check', error));
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="update-toast" role="status">
      <span>A new version is available.</span>
      <div className="update-toast__actions">
        <Button variant="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>Refresh</Button>
      </div>
    </div>
  );
}
