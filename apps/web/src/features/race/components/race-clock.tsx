import { formatRaceTime } from '@alchemy/game-rules';
import { useEffect, useState } from 'react';
import { runningTimeMs, type ClockReading } from '../race-time';

/**
 * The attempt's running time, ticking every tenth of a second while it runs. Hidden from
 * screen readers while it ticks (its label says what it is); they read it when it stops.
 */
export function RaceClock({ reading }: { reading: ClockReading }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!reading.running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, [reading.running]);
  return (
    <span className="race-stat__value race-clock" data-testid="race-time">
      {formatRaceTime(runningTimeMs(reading, now))}
    </span>
  );
}
