import { useEffect, useState } from 'react';
import { secondsLeft } from './cooldown';

const TICK_MS = 250;

/**
 * Seconds until `nextAtMs`, re-read a few times a second so the shown number turns over
 * close to the real second boundary (a 1 s interval would drift up to a second late).
 */
export function useCooldownSeconds(nextAtMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const left = secondsLeft(nextAtMs, nowMs);

  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [left]);

  return left;
}
