import type { GuidanceKey } from '@alchemy/game-rules';
import { useCallback } from 'react';
import { useProfile } from '@/shared/queries/profile-query';
import { useMarkGuidanceSeen } from './mark-guidance';

export interface Guidance {
  /** The tip is due: the profile is loaded and the player has not seen it yet. */
  show: boolean;
  /** Marks the tip seen (dismissed, or its action taken): hidden at once, kept on the server. */
  dismiss: () => void;
}

/**
 * One first-time tip. The profile carries the keys the player has seen; dismissing updates
 * the cached profile at once and tells the server (mark-guidance.ts).
 */
export function useGuidance(key: GuidanceKey): Guidance {
  const profile = useProfile().data;
  const show = profile !== undefined && !profile.guidanceSeen.includes(key);
  const { mutate: markSeen } = useMarkGuidanceSeen();
  const dismiss = useCallback(() => markSeen(key), [key, markSeen]);
  return { show, dismiss };
}
