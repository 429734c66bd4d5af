import { useEffect, useState } from 'react';

/**
 * Upper bound of the wait (docs/RULES.md, "Client timings and texts": register once stable,
 * at the latest after 30 s).
 */
export const APP_STABLE_TIMEOUT_MS = 30_000;

/**
 * True once the page has loaded and the browser is idle, or after 30 s at the latest, so
 * the service worker's precache download never competes with the first screen.
 */
export function useAppStable(): boolean {
  const [stable, setStable] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    const markStable = () => setStable(true);
    const fallback = window.setTimeout(markStable, APP_STABLE_TIMEOUT_MS);
    const whenLoaded = () => {
      if ('requestIdleCallback' in window) {
        idleHandle = window.requestIdleCallback(markStable, { timeout: APP_STABLE_TIMEOUT_MS });
      } else {
        markStable();
      }
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    return () => {
      window.clearTimeout(fallback);
      window.removeEventListener('load', whenLoaded);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);

  return stable;
}
