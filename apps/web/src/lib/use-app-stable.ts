import { useEffect, useState } from 'react';

/**
 * Upper bound of the wait (docs/RULES.md, "Client timings and texts": register once stable,
 * at the latest after 30 s).
 */
export const APP_STABLE_TIMEOUT_MS = 30_000;

/**
 * Runs `work` once, when the page has loaded and the browser is idle, or after 30 s at the
 * latest: for what must not compete with the first screen (the service worker's precache
 * download, questions whose answer only decides a hint). Returns a cancel.
 */
export function whenAppStable(work: () => void): () => void {
  let done = false;
  let idleHandle: number | undefined;
  const runOnce = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const fallback = window.setTimeout(runOnce, APP_STABLE_TIMEOUT_MS);
  const whenLoaded = () => {
    if ('requestIdleCallback' in window) {
      idleHandle = window.requestIdleCallback(runOnce, { timeout: APP_STABLE_TIMEOUT_MS });
    } else {
      runOnce();
    }
  };
  function cancel() {
    window.clearTimeout(fallback);
    window.removeEventListener('load', whenLoaded);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  }
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    done = true;
    cancel();
  };
}

/** True once the app is stable (whenAppStable). */
export function useAppStable(): boolean {
  const [stable, setStable] = useState(false);
  useEffect(() => whenAppStable(() => setStable(true)), []);
  return stable;
}
