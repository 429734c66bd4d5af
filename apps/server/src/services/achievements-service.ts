/**
 * Achievements and titles (docs/RULES.md, "Achievements"). Achievements are earned in the
 * moves (services/progress-service.ts); this reads them, earns any whose counter was already
 * past its target (counters of players from before achievements existed), and sets the
 * title a player shows.
 */
import {
  ACHIEVEMENT_KEYS,
  ACHIEVEMENTS,
  achievementProgress,
  checkTitleChoice,
  gameDayNumber,
  isAchievementKey,
  newlyEarned,
  NO_STATS,
  type AchievementKey,
} from '@alchemy/game-rules';
import type { Achievements, TitleResult } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { toProfile } from '../mappers/profile';
import { setPlayerTitle, type PlayerRow } from '../repositories/players';
import {
  earnedAchievements,
  findProgress,
  insertAchievements,
  statsOf,
} from '../repositories/progress';
import type { ServiceContext } from './context';
import { inTransaction } from './transaction';

type EarnedRows = Awaited<ReturnType<typeof earnedAchievements>>;

function earnedKeys(rows: EarnedRows): Set<AchievementKey> {
  return new Set(rows.map((row) => row.key).filter(isAchievementKey));
}

/** Earns, under the locks, what the counters reached before achievements were counted. */
async function catchUp(ctx: ServiceContext, current: PlayerRow): Promise<void> {
  await inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const progress = (await locks.progress([me], gameDayNumber(me.nowMs))).get(me.id);
    if (!progress) throw new Error(`progress of ${me.id} not locked`);
    const earned = earnedKeys(await earnedAchievements(tx, me.id));
    await insertAchievements(tx, progress.row, newlyEarned(statsOf(progress.row), earned));
  });
}

/** GET /achievements: every achievement with its progress, and the title shown. */
export async function achievementsOf(
  ctx: ServiceContext,
  current: PlayerRow,
): Promise<Achievements> {
  const progress = await findProgress(ctx.db, current.id);
  const stats = progress ? statsOf(progress) : NO_STATS;
  let rows = await earnedAchievements(ctx.db, current.id);
  if (newlyEarned(stats, earnedKeys(rows)).length > 0) {
    await catchUp(ctx, current);
    rows = await earnedAchievements(ctx.db, current.id);
  }
  const earnedAt = new Map(rows.map((row) => [row.key, row.earnedAt]));
  return {
    achievements: ACHIEVEMENT_KEYS.map((key) => ({
      key,
      earned: earnedAt.has(key),
      earnedAt: earnedAt.get(key)?.toISOString() ?? null,
      progress: achievementProgress(key, stats),
      target: ACHIEVEMENTS[key].target,
    })),
    title: current.title !== null && isAchievementKey(current.title) ? current.title : null,
  };
}

/** POST /achievements/title: show an earned achievement's title by the name, or none. */
export async function chooseTitle(
  ctx: ServiceContext,
  current: PlayerRow,
  key: AchievementKey | null,
): Promise<TitleResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const title = orRefuse(checkTitleChoice(key, earnedKeys(await earnedAchievements(tx, me.id))));
    const updated = await setPlayerTitle(tx, me, title);
    return { title, profile: toProfile(updated, me.nowMs) };
  });
}
