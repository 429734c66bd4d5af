import type { LabItem } from '@alchemy/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { newItemIds, readSeenIds, writeSeenIds } from './new-items';

/**
 * Which lab items carry a 'New' badge. The record of seen ids is read once, when the
 * screen opens, so badges stay put while the player works; the ids in the lab are stored
 * as seen when the screen is left (or the tab is hidden for good).
 */
export function useNewItems(playerId: string, labItems: readonly LabItem[] | undefined) {
  const [seenAtEntry] = useState(() => readSeenIds(playerId));
  const latest = useRef<string[] | null>(null);
  const ids = useMemo(() => labItems?.map((entry) => entry.item.id), [labItems]);

  useEffect(() => {
    if (ids) latest.current = ids;
  }, [ids]);

  useEffect(() => {
    const save = () => {
      if (latest.current) writeSeenIds(playerId, latest.current);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [playerId]);

  return useMemo(() => newItemIds(ids ?? [], seenAtEntry), [ids, seenAtEntry]);
}
