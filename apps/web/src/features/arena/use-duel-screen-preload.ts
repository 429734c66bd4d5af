import { useEffect } from 'react';
import { preloadRoute } from '@/lib/route-preload';
import { whenIdle } from '@/lib/when-idle';
import { startReadiness } from './arena-slots';

/**
 * Once the lineup is complete, the duel screen's code (with its playback's) starts loading
 * at the browser's next idle moment, so 'Start Duel' waits for the server's fight only.
 * Before, the code was asked for after the server's answer: on the playback bench's 4x
 * slower phone the transition to the duel re-rendered the route table five times as its
 * chunks arrived, each a fresh match of every route.
 */
export function useDuelScreenPreload(slots: readonly (string | null)[]): void {
  const lineup = startReadiness(slots).ready ? slots.join(',') : null;
  useEffect(() => {
    if (lineup === null) return;
    return whenIdle(() => preloadRoute(`/game/arena/${lineup}`));
  }, [lineup]);
}
