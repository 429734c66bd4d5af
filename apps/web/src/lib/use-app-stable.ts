import { useEffect, useState } from 'react';

/**
 * Upper bound of the wait (docs/RULES.md, "Client timings and texts": register once stable,
 * at the latest after 30 s).
 */
export const APP_STABLE_TIMEOUT_MS = 30_000;

/**
 * How long no download may finish before the first screen counts as settled. The screen's
 * code, data and pictures arrive in bursts a few hundred milliseconds apart; the service
 * worker's precache (a hundred files) must start after them, not among them.
 */
export const APP_QUIET_MS = 1_500;

const firstScreen = { shown: false, waiting: new Set<() => void>() };

/**
 * What holds the app back from being stable: a duel being played. Its frames come first; a
 * hundred precache downloads started among them stole a slow phone's CPU from the fight
 * (docs/adr/0122-background-work-waits-for-the-fight.md).
 */
const holds = { count: 0, waiting: new Set<() => void>() };

/**
 * Holds the app back from being stable until the returned release is called (once; later
 * calls do nothing). Work already started is not stopped.
 */
export function holdAppStable(): () => void {
  holds.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds.count -= 1;
    if (holds.count > 0) return;
    const waiting = [...holds.waiting];
    holds.waiting.clear();
    waiting.forEach((run) => run());
  };
}

/** Runs `run` now when nothing holds the app back, else once the last hold is released. */
function whenUnheld(run: () => void): () => void {
  if (holds.count === 0) {
    run();
    return () => undefined;
  }
  holds.waiting.add(run);
  return () => holds.waiting.delete(run);
}

/**
 * Called by app/splash-gone.tsx in the commit that replaces index.html's splash with the
 * first screen: from then on the page is the app's, not the splash.
 */
export function markFirstScreenShown(): void {
  if (firstScreen.shown) return;
  firstScreen.shown = true;
  const waiting = [...firstScreen.waiting];
  firstScreen.waiting.clear();
  waiting.forEach((run) => run());
}

function whenFirstScreenShown(run: () => void): () => void {
  if (firstScreen.shown) {
    run();
    return () => undefined;
  }
  firstScreen.waiting.add(run);
  return () => firstScreen.waiting.delete(run);
}

/**
 * Runs `work` once the app is stable, or after 30 s at the latest: the page has loaded, the
 * first screen is shown, no download has finished for APP_QUIET_MS (the screen's code,
 * data and pictures are in), nothing holds it back (holdAppStable: a duel playing; its
 * release starts the quiet anew), and the browser is idle. The 30 s bound waits for a
 * hold's release too. For what must not compete with the first screen: the service
 * worker's precache download, questions whose answer only decides a hint. The page's load event alone comes too early: the screens' code and data are
 * dynamic imports and fetches, which it does not wait for. Returns a cancel.
 */
export function whenAppStable(work: () => void): () => void {
  let done = false;
  let idleHandle: number | undefined;
  let quietTimer: number | undefined;
  let observer: PerformanceObserver | undefined;
  let stopWaitingForScreen: (() => void) | undefined;
  let stopWaitingForRelease: (() => void) | undefined;

  const runOnce = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  /** `run` once nothing holds the app back; only the last such wish stands. */
  const onceUnheld = (run: () => void) => {
    stopWaitingForRelease?.();
    stopWaitingForRelease = whenUnheld(run);
  };
  const fallback = window.setTimeout(() => onceUnheld(runOnce), APP_STABLE_TIMEOUT_MS);

  /** Stable now, unless a fight began meanwhile: then the quiet starts anew at its end. */
  const settle = () => {
    if (holds.count > 0) onceUnheld(restartQuiet);
    else runOnce();
  };
  const whenQuiet = () => {
    if (holds.count > 0) {
      onceUnheld(restartQuiet);
      return;
    }
    observer?.disconnect();
    if ('requestIdleCallback' in window) {
      idleHandle = window.requestIdleCallback(settle, { timeout: APP_STABLE_TIMEOUT_MS });
    } else {
      settle();
    }
  };
  const restartQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(whenQuiet, APP_QUIET_MS);
  };
  const whenShown = () => {
    // Each finished download (script, stylesheet, fetch, picture) starts the quiet anew.
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes.includes('resource')
    ) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: 'resource' });
    }
    restartQuiet();
  };
  const whenLoaded = () => {
    stopWaitingForScreen = whenFirstScreenShown(whenShown);
  };

  function cancel() {
    window.clearTimeout(fallback);
    window.clearTimeout(quietTimer);
    window.removeEventListener('load', whenLoaded);
    stopWaitingForScreen?.();
    stopWaitingForRelease?.();
    observer?.disconnect();
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
