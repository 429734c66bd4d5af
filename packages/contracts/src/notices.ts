/**
 * Game notices (docs/RULES.md, "Daily goals"): what a move did for the player's goals,
 * achievements and collections, told in a header of the move's own answer, so that any
 * screen can tell the player at once ('Goal complete!') without asking again and without
 * each move's answer growing a field. The header's value is URI-encoded JSON: a list of
 * notices. Only a successful answer carries it.
 *
 * Written without zod (like isErrorResponse): the client reads it on every answer, and the
 * first screens load without zod.
 */
import {
  isAchievementKey,
  isCollectionPercent,
  isGoalKind,
  type AchievementKey,
  type CollectionPercent,
  type GoalKind,
} from '@alchemy/game-rules';

export { GAME_NOTICES_HEADER } from './notices-header';

export type GameNotice =
  /** A goal moved on; `completed` when this move finished it. */
  | {
      type: 'goal';
      id: string;
      kind: GoalKind;
      progress: number;
      target: number;
      completed: boolean;
    }
  /** An achievement earned by this move. */
  | { type: 'achievement'; key: AchievementKey }
  /** A collection milestone reached by this move, ready to claim in the Codex. */
  | { type: 'collection'; family: string; percent: CollectionPercent };

export function encodeGameNotices(notices: readonly GameNotice[]): string {
  return encodeURIComponent(JSON.stringify(notices));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function toNotice(value: unknown): GameNotice | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'goal': {
      const { id, kind, progress, target, completed } = value;
      if (typeof id !== 'string' || typeof kind !== 'string' || !isGoalKind(kind)) return null;
      if (!isCount(progress) || !isCount(target) || typeof completed !== 'boolean') return null;
      return { type: 'goal', id, kind, progress, target, completed };
    }
    case 'achievement': {
      const { key } = value;
      return typeof key === 'string' && isAchievementKey(key) ? { type: 'achievement', key } : null;
    }
    case 'collection': {
      const { family, percent } = value;
      if (typeof family !== 'string' || typeof percent !== 'number') return null;
      return isCollectionPercent(percent) ? { type: 'collection', family, percent } : null;
    }
    default:
      return null;
  }
}

/**
 * The notices of a header's value; what does not read as a notice is left out (a newer
 * server's kind of notice is not an error for an older client).
 */
export function decodeGameNotices(header: string | null | undefined): GameNotice[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(header));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(toNotice).filter((notice): notice is GameNotice => notice !== null);
}
