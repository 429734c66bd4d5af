import { useEffect, useState } from 'react';

/**
 * Milliseconds since `active` turned true, updated every `stepMs` and back to 0 when it
 * turns false: what a loader needs to turn its flavour line every few seconds.
 */
export function useElapsedWhile(active: boolean, stepMs: number): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), stepMs);
    return () => {
      window.clearInterval(timer);
      setElapsed(0);
    };
  }, [active, stepMs]);
  return elapsed;
}
