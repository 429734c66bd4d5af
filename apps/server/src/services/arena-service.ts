/**
 * The arena: three rivals to choose from (or draw again, a few times a day), starting a duel after the cooldown, fighting it on the
 * server from a fresh seed and paying experience, all in one transaction per start. The
 * engine is the pure simulateDuel of @alchemy/game-rules; the server is the only place a
 * fight is decided, and the client only replays the stored actions.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  checkRivalChoice,
  checkRivalRefresh,
  DEFAULT_RIVAL,
  duelStartEffect,
  gameDayNumber,
  gameDayStartMs,
  NEWCOMER_DUELS,
  paidDuelsLeft,
  playerCardSlots,
  RIVAL_KINDS,
  rivalRefreshesLeft,
  seasonAt,
  type RivalKind,
} from '@alchemy/game-rules';
import { DUEL_PROTOCOL_VERSION, type Duel, type DuelResult } from '@alchemy/contracts';
import { notFound } from '../lib/app-error';
import { orRefuse } from '../lib/rule-error-http';
import { StoredDataError } from '../lib/stored-data';
import { toBattleCard, toDuelCandidate, toDuelCard } from '../mappers/cards';
import type { Db, Tx } from '../db/database';
import {
  storedRivals,
  toDuel,
  toDuelOpponent,
  toDuelResult,
  type DuelDayLeft,
} from '../mappers/duels';
import { toDuelRating } from '../mappers/seasons';
import { readDuelStart, writeDuelRating, writeDuelStart } from '../repositories/duel-start-move';
import {
  chooseRival,
  countRivalRefresh,
  deletePendingDuel,
  duelDayUsage,
  findFoughtDuel,
  insertPendingDuel,
  pendingDuelAndDay,
  type DuelRow,
} from '../repositories/duels';
import type { PlayerRow } from '../repositories/players';
import { readClockMs, type ServiceContext } from './context';
import { chooseRivals, type RivalSettings } from './opponent-choice';
import { recordProgress } from './progress-service';
import { inTransaction, type LockedPlayer, type Locks } from './transaction';

const newSeed = () => randomInt(0, 2 ** 32 - 1);
/** 144 random bits: the public replay's id, made for the link and for nothing else. */
const newReplayId = () => randomBytes(18).toString('base64url');

/**
 * Whether a pending duel can be shown as it is: its stored opponent and rivals parse
 * (logged when not) and it has its three rivals. Any other is replaced rather than leaving
 * the player stuck; a duel made before rivals gets its three this way.
 */
function readablePending(ctx: ServiceContext, row: DuelRow): boolean {
  try {
    toDuel(row, NOTHING_LEFT);
    return storedRivals(row).length === RIVAL_KINDS.length;
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    ctx.log.error({ err: error, duelId: row.id }, 'pending duel unreadable: replacing it');
    return false;
  }
}

/**
 * Makes a pending duel with three new rivals; the player is locked, none is pending.
 * `fought`: the duels they fought, counted up to NEWCOMER_DUELS.
 */
async function createDuel(
  tx: Tx,
  locks: Locks,
  me: LockedPlayer,
  settings: RivalSettings,
  fought: number,
): Promise<DuelRow> {
  // Within the level window: a newcomer's winnable, a ranked player's by rating
  // (opponent-choice.ts).
  const rivals = await chooseRivals(tx, locks, me, settings, fought);
  const opponent = rivals.find((rival) => rival.kind === DEFAULT_RIVAL);
  if (!opponent) throw new Error('the rivals have no default one');
  return insertPendingDuel(tx, me, {
    opponentCard: opponent.card,
    opponentPlayerId: opponent.playerId,
    playerCardSlots: playerCardSlots(me.level),
    rivals,
  });
}

const NOTHING_LEFT: DuelDayLeft = { refreshesLeft: 0, paidDuelsLeft: 0 };

/** What the player has left of today's new draws of rivals and paid duels. */
function dayLeftOf(used: { refreshesUsed: number; foughtToday: number }): DuelDayLeft {
  return {
    refreshesLeft: rivalRefreshesLeft(used.refreshesUsed),
    paidDuelsLeft: paidDuelsLeft(used.foughtToday),
  };
}

/** dayLeftOf the day of `nowMs`, read on its own. */
async function dayLeft(db: Db | Tx, playerId: string, nowMs: number): Promise<DuelDayLeft> {
  const day = gameDayNumber(nowMs);
  const dayStart = new Date(gameDayStartMs(day));
  const { refreshesUsed, fought } = await duelDayUsage(db, playerId, day, dayStart);
  return dayLeftOf({ refreshesUsed, foughtToday: fought });
}

/** The pending duel and the arena's day of `nowMs`, in one statement. */
async function duelScreen(db: Db | Tx, playerId: string, nowMs: number) {
  const day = gameDayNumber(nowMs);
  const read = await pendingDuelAndDay(db, playerId, {
    day,
    dayStart: new Date(gameDayStartMs(day)),
    foughtCap: NEWCOMER_DUELS,
  });
  return { ...read, day, left: dayLeftOf(read) };
}

/** GET /arena/duel: the pending duel, made on first ask and kept until fought. */
export async function findOrCreateDuel(
  ctx: ServiceContext,
  current: PlayerRow,
  settings: RivalSettings,
): Promise<Duel> {
  const seen = await duelScreen(ctx.db, current.id, await readClockMs(ctx));
  if (seen.pending && readablePending(ctx, seen.pending)) return toDuel(seen.pending, seen.left);
  return inTransaction(ctx, async (tx, locks) => {
    // Under the player's lock two first asks make one duel between them.
    const me = await locks.player(current.id);
    const { pending, left, fought } = await duelScreen(tx, me.id, me.nowMs);
    if (pending && readablePending(ctx, pending)) return toDuel(pending, left);
    if (pending) await deletePendingDuel(tx, me, pending.id);
    return toDuel(await createDuel(tx, locks, me, settings, fought), left);
  });
}

/** The locked pending duel with this id, or 404 (another's, fought, replaced or unknown). */
async function lockedPendingDuel(ctx: ServiceContext, locks: Locks, me: LockedPlayer, id: string) {
  const pending = await locks.pendingDuel(me);
  if (!pending || pending.id !== id || !readablePending(ctx, pending)) {
    throw notFound('There is no such duel waiting among yours.');
  }
  return pending;
}

/** POST /arena/duel/rival: this duel fights this rival, until it is fought or redrawn. */
export async function chooseDuelRival(
  ctx: ServiceContext,
  current: PlayerRow,
  duelId: string,
  kind: RivalKind,
): Promise<Duel> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const pending = await lockedPendingDuel(ctx, locks, me, duelId);
    const chosen = pending.chosenRival === null ? null : toDuel(pending, NOTHING_LEFT).chosenRival;
    const { changed } = orRefuse(checkRivalChoice(chosen, kind));
    const rival = storedRivals(pending).find((stored) => stored.kind === kind);
    if (!rival) throw notFound('There is no such rival in this duel.');
    const row = changed ? await chooseRival(tx, me, pending.id, rival) : pending;
    return toDuel(row, await dayLeft(tx, me.id, me.nowMs));
  });
}

/** POST /arena/duel/refresh: three new rivals in place of this duel's, a few times a day. */
export async function refreshDuelRivals(
  ctx: ServiceContext,
  current: PlayerRow,
  duelId: string,
  settings: RivalSettings,
): Promise<Duel> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    // Under the player's lock, as a first ask replaces an unreadable duel.
    const seen = await duelScreen(tx, me.id, me.nowMs);
    if (!seen.pending || seen.pending.id !== duelId) {
      throw notFound('There is no such duel waiting among yours.');
    }
    orRefuse(checkRivalRefresh(seen.refreshesUsed));
    await deletePendingDuel(tx, me, seen.pending.id);
    const created = await createDuel(tx, locks, me, settings, seen.fought);
    await countRivalRefresh(tx, me, seen.day);
    // This draw counted.
    return toDuel(created, dayLeftOf({ ...seen, refreshesUsed: seen.refreshesUsed + 1 }));
  });
}

/**
 * POST /arena/duel/start: fight the pending duel with the chosen cards. The move in the
 * boardgame.io way: the player's, the cards' and the pending duel's locks, one read of the
 * day's duels and the season's ratings, game-rules' `duelStartEffect` fights and decides
 * (or refuses), one write persists it (repositories/duel-start-move.ts); then the progress
 * it counts and, last, a rated duel's rating row (world rows: its board's counts).
 */
export async function startDuel(
  ctx: ServiceContext,
  current: PlayerRow,
  cardIds: readonly string[],
  settings: { cooldownSeconds: number; seasonLengthDays: number },
): Promise<DuelResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const owned = (await locks.cards(cardIds, me)).map(toBattleCard);
    const locked = await locks.pendingDuel(me);
    // An unreadable pending duel is replaced by the next GET /arena/duel: none to fight.
    const pending = locked && readablePending(ctx, locked) ? locked : null;
    const opponent = pending && toDuelOpponent(pending);
    const season = seasonAt(me.nowMs, settings.seasonLengthDays).number;
    const seed = newSeed();
    const read = await readDuelStart(tx, me, {
      dayStartMs: gameDayStartMs(gameDayNumber(me.nowMs)),
      season,
      opponentPlayerId: pending?.opponentPlayerId ?? null,
    });
    const effect = orRefuse(
      duelStartEffect(
        {
          nowMs: me.nowMs,
          player: { ...me, nextDuelAtMs: me.nextDuelAt?.getTime() ?? null },
          owned: owned.map((card) => ({
            ...toDuelCandidate(card),
            fighter: toDuelCard(card),
            card,
          })),
          duel: pending &&
            opponent && {
              id: pending.id,
              slotCount: opponent.playerCardSlots,
              opponent: toDuelCard(opponent.opponent),
              opponentPlayerId: pending.opponentPlayerId,
            },
          foughtToday: read.foughtToday,
          season: { number: season, mine: read.mine, theirs: read.theirs },
          cooldownSeconds: settings.cooldownSeconds,
        },
        { cardIds, seed },
      ),
    );
    if (!pending) throw new Error('a duel start without a pending duel was not refused');
    const rated =
      effect.rating && toDuelRating(season, effect.rating.before, effect.rating.after.rating);
    const columns = {
      seed,
      protocolVersion: DUEL_PROTOCOL_VERSION,
      playerCards: effect.chosen.map(({ card }) => card),
      replayId: newReplayId(),
      ratedSeason: rated ? rated.season : null,
      ratingBefore: rated ? rated.before.rating : null,
      ratingAfter: rated ? rated.after.rating : null,
    };
    await writeDuelStart(tx, me, pending.id, effect, columns, ctx.requestId);
    await recordProgress(tx, locks, ctx, [
      { player: me, events: [{ type: 'duel-fought', won: effect.won, level: effect.level }] },
    ]);
    // Last: the season board's counts, world rows, move with the rating row.
    if (effect.rating) await writeDuelRating(tx, me, effect.rating);
    return toDuelResult({
      ...pending,
      ...columns,
      status: 'fought',
      actions: effect.actions,
      winner: effect.winner,
      experienceGained: effect.experienceGained,
      rewardCredits: effect.pay.credits,
      rewardMagicDust: effect.pay.magicDust,
      foughtAt: new Date(me.nowMs),
    });
  });
}

/** GET /arena/duels/{id}: a fought duel of this player, for its replay. */
export async function duelReplay(
  ctx: ServiceContext,
  playerId: string,
  duelId: string,
): Promise<DuelResult> {
  const row = await findFoughtDuel(ctx.db, playerId, duelId);
  if (!row) throw notFound('There is no such duel among yours.');
  return toDuelResult(row);
}
