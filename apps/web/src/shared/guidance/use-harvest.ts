import type { LabItem } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLabItems } from '@/shared/queries/lab-items-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { harvestedItems, type HarvestedItem } from './harvest';

const NOTHING: readonly LabItem[] = [];

interface Snapshot {
  /** The lab during the run (empty while the lab is locked); null when never seen. */
  before: readonly LabItem[] | null;
  /** When the lab list of `before` was fetched: the harvest shows in a later fetch. */
  beforeAt: number;
  wasOver: boolean;
}

export interface Harvest {
  /** What the game over moved to the lab; null while unknown (e.g. the page was reloaded). */
  items: HarvestedItem[] | null;
  /** The lab after the harvest, once fetched. */
  lab: readonly LabItem[] | undefined;
}

/**
 * Which items a game over moved to the lab. The lab is read during the run and again after
 * the game over; the difference is the harvest. Opening the screen on a finished run (a
 * reload) has no "before", so the harvest is unknown then.
 */
export function useHarvest(gameOver: boolean, labOpen: boolean): Harvest {
  const queryClient = useQueryClient();
  const lab = useLabItems({ enabled: labOpen || gameOver });
  const [snapshot, setSnapshot] = useState<Snapshot>({
    before: null,
    beforeAt: 0,
    wasOver: gameOver,
  });

  // Adjusting state while rendering (React's pattern for "remember the previous value").
  if (!gameOver) {
    const current = labOpen ? (lab.data ?? null) : NOTHING;
    if (snapshot.wasOver || snapshot.before !== current) {
      setSnapshot({ before: current, beforeAt: labOpen ? lab.dataUpdatedAt : 0, wasOver: false });
    }
  } else if (!snapshot.wasOver) {
    setSnapshot({ ...snapshot, wasOver: true });
  }

  // The harvest happened on the server: read the lab again, whatever ended the run.
  useEffect(() => {
    if (gameOver) void queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
  }, [gameOver, queryClient]);

  const fresh = gameOver && lab.data !== undefined && lab.dataUpdatedAt > snapshot.beforeAt;
  const items =
    fresh && snapshot.before && lab.data ? harvestedItems(snapshot.before, lab.data) : null;
  return { items, lab: gameOver ? lab.data : undefined };
}
