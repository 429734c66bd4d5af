import type { GameItem, HintItem, HintResponse } from '@alchemy/contracts';
import { useCallback, useMemo, useState } from 'react';
import { isHintSpent } from './hint-state';

/**
 * The hint on show: the pair the server named, kept until the player makes its discovery
 * or no longer holds one of its items (hint-state.ts, isHintSpent).
 */
export function useHint(items: ReadonlyArray<Pick<GameItem, 'id' | 'quantity' | 'recipe'>>) {
  const [pair, setPair] = useState<readonly [HintItem, HintItem] | null>(null);
  const spent = pair !== null && isHintSpent(pair, items);
  // Dropped during render (React's "adjusting state when a prop changes"), not in an
  // effect: a spent hint never shows, not even for one frame.
  if (spent) setPair(null);
  const shown = spent ? null : pair;
  const hintedIds = useMemo(() => new Set(shown ? shown.map((item) => item.id) : []), [shown]);
  const onHint = useCallback((hint: HintResponse) => setPair(hint.pair), []);
  return { pair: shown, hintedIds, onHint };
}
