/**
 * Ranked seasons on the server (docs/RULES.md, "Ranked seasons"): the current season and
 * the player's standing, the season board, and the season's end (the rating a duel start
 * moves is its effect's: game-rules' duelStartEffect, repositories/duel-start-move.ts). Every rule is game-rules'; this file reads and writes rows.
 *
 * A player's rating of a new season is not written at the season's turn: until their first
 * rated duel of it, it is the reset (game-rules' resetRating) of their row of the latest
 * season before, computed when read. So the turn writes nothing for a million players, and
 * the rows of an ended season are never rewritten: its board stays as it ended.
 */
import {
  REWARD_MIN_RATED_DUELS,
  ratingInSeason,
  seasonAt,
  seasonBounds,
  seasonReward,
  tierOf,
  type Rating,
} from '@alchemy/game-rules';
import {
  avatarPath,
  type CurrentSeason,
  type SeasonBoard,
  type SeasonBoardEntry,
} from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import { standingOf } from '../mappers/seasons';
import { changeBalance } from '../repositories/balances';
import { friendsOf } from '../repositories/friends';
import { tryAdvisoryLock } from '../repositories/housekeeping';
import type { PlayerRow } from '../repositories/players';
import {
  findReward,
  boardStanding,
  findSeasonEnd,
  latestRatingUpTo,
  markSeasonEnded,
  playersOwedReward,
  ratingRowsOf,
  ratingsOf,
  recordReward,
  seasonRank,
  seasonsToEnd,
  topRatings,
  type BoardRow,
  type SeasonRatingRow,
} from '../repositories/season-ratings';
import { readClockMs, type ServiceContext } from './context';
import { Locks } from './transaction';

/** The season board shows this many at the top, and the player's own entry below. */
const SEASON_BOARD_TOP = 10;

/** A player's rating in a season: their row of it, or the reset of their last one. */
interface SeasonState {
  rating: Rating;
  peak: number | null;
  ratedDuels: number;
}

function stateIn(season: number, row: SeasonRatingRow | null): SeasonState {
  const rating = ratingInSeason(season, row);
  if (row?.season === season) return { rating, peak: row.peak, ratedDuels: row.ratedDuels };
  return { rating, peak: null, ratedDuels: 0 };
}

/** GET /seasons/current. */
export async function currentSeason(
  ctx: ServiceContext,
  current: PlayerRow,
  seasonLengthDays: number,
): Promise<CurrentSeason> {
  const nowMs = await readClockMs(ctx);
  const bounds = seasonAt(nowMs, seasonLengthDays);
  const row = await latestRatingUpTo(ctx.db, current.id, bounds.number);
  const state = stateIn(bounds.number, row);
  const rank = row && row.season === bounds.number ? await seasonRank(ctx.db, row) : null;
  return {
    season: bounds.number,
    startsAt: new Date(bounds.startsAtMs).toISOString(),
    endsAt: new Date(bounds.endsAtMs).toISOString(),
    secondsLeft: Math.max(0, Math.ceil((bounds.endsAtMs - nowMs) / 1000)),
    standing: standingOf(state.rating.rating),
    peak: state.peak === null ? null : standingOf(state.peak),
    ratedDuels: state.ratedDuels,
    ratedDuelsForReward: REWARD_MIN_RATED_DUELS,
    rank,
    lastSeason: await lastSeasonOf(ctx.db, current.id, bounds.number),
  };
}

/** The player's latest season before `season` whose end is done, as it ended. */
async function lastSeasonOf(
  db: Db,
  playerId: string,
  season: number,
): Promise<CurrentSeason['lastSeason']> {
  const row = await latestRatingUpTo(db, playerId, season - 1);
  if (!row || !(await findSeasonEnd(db, row.season))) return null;
  const [rank, reward] = await Promise.all([
    seasonRank(db, row),
    findReward(db, row.season, playerId),
  ]);
  const paid = reward
    ? { credits: reward.credits, diamonds: reward.diamonds, magicDust: reward.magicDust }
    : null;
  return {
    season: row.season,
    standing: standingOf(row.rating),
    rank,
    reward: paid,
    rewardTier: reward ? tierOf(row.peak) : null,
  };
}

function toEntry(row: BoardRow, rank: number, meId: string): SeasonBoardEntry {
  return {
    rank,
    name: row.player.name,
    avatarUrl: avatarPath(row.player.avatarSeed),
    isYou: row.player.id === meId,
    standing: standingOf(row.rating.rating),
    ratedDuels: row.rating.ratedDuels,
  };
}

/** GET /seasons/board: this season's or a past one's, the world's top or friends. */
export async function seasonBoard(
  ctx: ServiceContext,
  current: PlayerRow,
  query: { scope: 'world' | 'friends'; season?: number | undefined },
  seasonLengthDays: number,
): Promise<SeasonBoard> {
  const nowMs = await readClockMs(ctx);
  const now = seasonAt(nowMs, seasonLengthDays).number;
  // A season yet to come has no board: the current one's answers, empty, would mislead.
  const season = Math.min(query.season ?? now, now);
  const board = async (): Promise<SeasonBoardEntry[]> => {
    if (query.scope === 'world') {
      const rows = await topRatings(ctx.db, season, SEASON_BOARD_TOP);
      return rows.map((row, index) => toEntry(row, index + 1, current.id));
    }
    const friends = await friendsOf(ctx.db, current.id);
    const rows = await ratingsOf(ctx.db, season, [
      current.id,
      ...friends.map((entry) => entry.friend.id),
    ]);
    return rows.map((row, index) => toEntry(row, index + 1, current.id));
  };
  const [standing, entries] = await Promise.all([
    boardStanding(ctx.db, season, current.id),
    board(),
  ]);
  const me = standing.mine && toEntry(standing.mine, standing.mine.rank, current.id);
  return {
    season,
    scope: query.scope,
    final: standing.ended,
    entries,
    me,
    players: standing.players,
  };
}

/** Players rewarded per transaction at a season's end. */
const SEASON_END_BATCH = 200;

export type SeasonEndResult = { ran: false } | { ran: true; ended: number[]; rewarded: number };

/**
 * Ends every season that is over and not yet ended (docs/RULES.md, "Ranked seasons"):
 * pays each rated player's reward once, then marks the season ended. Run by whichever
 * instance takes the housekeeping lock, in batches of one transaction each; each batch
 * locks its players in the one lock order, and the reward's key (season, player) pays
 * once even if two runs ever overlapped. `nowMs` is the clock (tests move it).
 */
export async function endSeasons(
  ctx: Pick<ServiceContext, 'db' | 'requestId'>,
  nowMs: number,
  seasonLengthDays: number,
): Promise<SeasonEndResult> {
  const current = seasonAt(nowMs, seasonLengthDays).number;
  const ended: number[] = [];
  let rewarded = 0;
  for (const season of await seasonsToEnd(ctx.db, current)) {
    // Past the season's end: a duel started before it has long committed.
    if (nowMs < seasonBounds(season, seasonLengthDays).endsAtMs + SEASON_SETTLE_MS) continue;
    let afterId: string | null = null;
    for (;;) {
      const from: string | null = afterId;
      const batch: RewardBatch | null = await ctx.db.transaction(async (tx) => {
        if (!(await tryAdvisoryLock(tx, SEASON_END_LOCK))) return null;
        return rewardBatch(tx, ctx.requestId, season, from);
      });
      if (batch === null) return ended.length > 0 ? { ran: true, ended, rewarded } : { ran: false };
      rewarded += batch.rewarded;
      if (batch.lastId === null) break;
      afterId = batch.lastId;
    }
    ended.push(season);
  }
  return { ran: true, ended, rewarded };
}

/** The housekeeping lock's name (services/housekeeping-service.ts uses the same). */
const SEASON_END_LOCK = 'alchemy-arena:housekeeping';

/** How long after a season's end its rewards wait, so no duel of it is still in flight. */
export const SEASON_SETTLE_MS = 60_000;

/** One batch of a season's rewards; `lastId` null when none was left and the season ended. */
interface RewardBatch {
  rewarded: number;
  lastId: string | null;
}

async function rewardBatch(
  tx: Tx,
  requestId: string,
  season: number,
  afterId: string | null,
): Promise<RewardBatch> {
  const owed = await playersOwedReward(tx, season, REWARD_MIN_RATED_DUELS, {
    afterId,
    limit: SEASON_END_BATCH,
  });
  if (owed.length === 0) {
    await markSeasonEnded(tx, season);
    return { rewarded: 0, lastId: null };
  }
  const locked = await new Locks(tx).players(owed);
  const rows = new Map((await ratingRowsOf(tx, season, owed)).map((row) => [row.playerId, row]));
  let rewarded = 0;
  for (const playerId of owed) {
    const owner = locked.get(playerId);
    const row = rows.get(playerId);
    const reward = row ? seasonReward(row.peak, row.ratedDuels) : null;
    if (!owner || !row || !reward) continue;
    const tier = tierOf(row.peak);
    if (!(await recordReward(tx, owner, { season, tier, ...reward }))) continue;
    rewarded += 1;
    for (const currency of ['credits', 'diamonds', 'magicDust'] as const) {
      if (reward[currency] <= 0) continue;
      await changeBalance(tx, owner, {
        currency,
        delta: reward[currency],
        reason: `season-reward:${season}`,
        requestId,
      });
    }
  }
  return { rewarded, lastId: owed[owed.length - 1] ?? null };
}
