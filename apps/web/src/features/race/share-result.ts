/**
 * Sharing a race's result: the device's share sheet where it has one, else the clipboard
 * with a word on screen. The text is game-rules' (`raceShareText`): it names no item.
 */
import { raceShareText, type CraftTrend, type RaceOutcome } from '@alchemy/game-rules';
import { RACE_PATH } from './race-texts';

export interface SharedResult {
  day: string;
  status: RaceOutcome;
  crafts: number;
  timeMs: number;
  trends: readonly CraftTrend[];
}

/** The text to share, with a link to the race on this very site. */
export function shareTextOf(result: SharedResult, origin: string): string {
  return raceShareText({
    dayLabel: result.day,
    trends: result.trends,
    score: { outcome: result.status, crafts: result.crafts, timeMs: result.timeMs },
    url: `${origin}${RACE_PATH}`,
  });
}

/**
 * 'shared' through the share sheet, 'copied' to the clipboard, 'cancelled' when the player
 * closed the sheet. Throws when neither way worked.
 */
export async function shareResult(text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A sheet that refused (no user gesture left, a policy): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
