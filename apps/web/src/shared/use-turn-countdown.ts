import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left to the game day's turn, ticking every second on this device from the
 * server's word (`secondsAtAnswer` when the answer arrived at `since`, this device's ms);
 * `onTurn` runs once when it reaches 0, with the caller's latest callback. The goals' and
 * the daily race's countdowns both read it.
 */
export function useTurnCountdown(
  secondsAtAnswer: number,
  since: number,
  onTurn: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsAtAnswer - (now - since) / 1000;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const turnRef = useRef(onTurn);
  useEffect(() => {
    turnRef.current = onTurn;
  });
  const turned = left <= 0;
  useEffect(() => {
    if (turned) turnRef.current();
  }, [turned]);
  return left;
}
