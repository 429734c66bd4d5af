/**
 * The one call every counted move makes at its end, inside its own transaction
 * (docs/RULES.md, "Daily goals"): `recordProgress` takes the progress lock (rank 8), draws
 * the day's goals if they are not drawn yet, moves the goals on, counts collection
 * milestones a discovery crossed, updates the counters and earns the achievements they
 * reach. What changed for the player who asked is told back as game notices.
 */
import {
  achievementsCrossed,
  advanceGoal,
  applyEvents,
  drawGoals,
  gameDayNumber,
  goalSeed,
  isCollection,
  milestonesCrossed,
  STATS,
  type GoalFacts,
  type ProgressEvent,
  type StreakState,
} from '@alchemy/game-rules';
import type { Tx } from '../db/database';
import { goalKindOf } from '../mappers/goals';
import {
  familyCounts,
  insertAchievements,
  insertGoals,
  saveGoalProgress,
  saveProgress,
  statsOf,
  streakOf,
  type GoalRow,
} from '../repositories/progress';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import type { LockedPlayer, LockedProgress, Locks } from './transaction';

export interface PlayerEvents {
  player: LockedPlayer;
  events: readonly ProgressEvent[];
  /** Another player than the one asking (a seller whose card was bought): told nothing now. */
  quiet?: boolean;
}

/** The events of one craft: always a craft, maybe a discovery, maybe the run's end. */
export function craftEvents(craft: {
  over: boolean;
  discovery?: { worldFirst: boolean; family: string } | undefined;
}): ProgressEvent[] {
  const events: ProgressEvent[] = [{ type: 'crafted' }];
  if (craft.discovery) events.push({ type: 'discovered', ...craft.discovery });
  if (craft.over) events.push({ type: 'run-finished' });
  return events;
}

/** What the draw reads of a player. */
function goalFacts(player: Pick<PlayerRow, 'level' | 'isLabOpen' | 'isArenaOpen'>): GoalFacts {
  return { level: player.level, isLabOpen: player.isLabOpen, isArenaOpen: player.isArenaOpen };
}

/**
 * The hook of the moves: every player's events, in one call, after the move's own locks.
 * Players without events are left alone (no lock taken for them).
 */
export async function recordProgress(
  tx: Tx,
  locks: Locks,
  ctx: ServiceContext,
  moves: readonly PlayerEvents[],
): Promise<void> {
  const counted = moves.filter((move) => move.events.length > 0);
  const first = counted[0];
  if (!first) return;
  const day = gameDayNumber(first.player.nowMs);
  const locked = await locks.progress(
    counted.map((move) => move.player),
    day,
  );
  for (const move of counted) {
    const progress = locked.get(move.player.id);
    if (!progress) throw new Error(`progress of ${move.player.id} not locked`);
    await advanceProgress(tx, locks, ctx, move.player, progress, move.events, {
      notify: move.quiet !== true,
    });
  }
}

/** The day's goals, drawn now if this is the player's first need of them today. */
export async function goalsOfToday(
  tx: Tx,
  player: Pick<PlayerRow, 'id' | 'level' | 'isLabOpen' | 'isArenaOpen'>,
  progress: LockedProgress,
): Promise<GoalRow[]> {
  if (progress.goals.length > 0) return progress.goals;
  const drawn = drawGoals(goalFacts(player), goalSeed(player.id, progress.day));
  return insertGoals(tx, progress.row, progress.day, drawn);
}

/**
 * Applies one player's events to their locked progress. `streak`, when given, is the
 * streak to store with the counters (a claim moves it).
 */
export async function advanceProgress(
  tx: Tx,
  locks: Locks,
  ctx: ServiceContext,
  player: LockedPlayer,
  progress: LockedProgress,
  events: readonly ProgressEvent[],
  options: { notify: boolean; streak?: StreakState },
): Promise<void> {
  const board = options.notify ? ctx.notices : null;

  const updates: Array<{ id: string; progress: number; completed: boolean }> = [];
  for (const goal of await goalsOfToday(tx, player, progress)) {
    if (goal.claimedAt) continue;
    const kind = goalKindOf(goal);
    const next = advanceGoal({ kind, target: goal.target, progress: goal.progress }, events);
    if (next.progress === goal.progress) continue;
    updates.push({ id: goal.id, ...next });
    board?.add({ type: 'goal', id: goal.id, kind, target: goal.target, ...next });
    // Kept, and told to the player's other open apps too (a sale completes the seller's).
    if (next.completed && goal.progress < goal.target) {
      locks.tell(player.id, {
        kind: 'goal-completed',
        goalKind: kind,
        goalId: goal.id,
      });
    }
  }
  await saveGoalProgress(tx, progress.row, updates);

  const all = [...events, ...(await collectionEvents(tx, ctx, player, events, options.notify))];
  const before = statsOf(progress.row);
  const after = applyEvents(before, all);
  const streak = options.streak ?? streakOf(progress.row);
  const changed =
    options.streak !== undefined || STATS.some((stat) => after[stat] !== before[stat]);
  if (changed) await saveProgress(tx, progress.row, after, streak);
  const earned = achievementsCrossed(before, after);
  await insertAchievements(tx, progress.row, earned);
  for (const key of earned) board?.add({ type: 'achievement', key });
}

/**
 * The milestones the discoveries among `events` crossed in their families (told as
 * notices), and a 'family-completed' event for each family they completed.
 */
async function collectionEvents(
  tx: Tx,
  ctx: ServiceContext,
  player: LockedPlayer,
  events: readonly ProgressEvent[],
  notify: boolean,
): Promise<ProgressEvent[]> {
  const found = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'discovered' && isCollection(event.family)) {
      found.set(event.family, (found.get(event.family) ?? 0) + 1);
    }
  }
  if (found.size === 0) return [];
  // Counted after the move wrote its discoveries: these are the counts after.
  const counts = await familyCounts(tx, player, [...found.keys()]);
  const completed: ProgressEvent[] = [];
  for (const count of counts) {
    const before = count.discovered - (found.get(count.family) ?? 0);
    for (const percent of milestonesCrossed(before, count.discovered, count.total)) {
      if (notify) ctx.notices.add({ type: 'collection', family: count.family, percent });
      if (percent === 100) completed.push({ type: 'family-completed' });
    }
  }
  return completed;
}
