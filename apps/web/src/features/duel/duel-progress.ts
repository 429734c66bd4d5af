import { z } from 'zod';

/**
 * How far the player has watched their latest fight, kept in this tab's sessionStorage, so
 * a reload mid-duel picks the fight up where it was (issue 23) instead of from round 1.
 * Only the player's own latest duel is kept: one entry, overwritten by the next fight.
 * Presentation only: the fight itself counted on the server when it started.
 */
const PROGRESS_KEY = 'alchemy-arena.duel-progress';

const DuelProgressSchema = z.object({
  duelId: z.string(),
  /** Actions played so far. */
  played: z.number().int().min(0),
  done: z.boolean(),
});
export type DuelProgress = z.infer<typeof DuelProgressSchema>;

export function saveDuelProgress(progress: DuelProgress): void {
  try {
    sessionStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage refused (private mode, full): a reload then shows the fight as a replay.
  }
}

/** The step the player had reached in this duel, or null when this tab never showed it. */
export function readDuelProgress(duelId: string): DuelProgress | null {
  try {
    const stored = sessionStorage.getItem(PROGRESS_KEY);
    if (!stored) return null;
    const parsed = DuelProgressSchema.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.duelId === duelId ? parsed.data : null;
  } catch {
    return null;
  }
}
