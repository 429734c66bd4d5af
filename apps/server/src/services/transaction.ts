/**
 * Every change of money, items or cards runs through `inTransaction`: one database
 * transaction whose row locks are taken through `Locks`, in the one lock order.
 *
 * THE LOCK ORDER (also in docs/ARCHITECTURE.md, "Lock order"):
 *   1. players            by ascending id (FOR NO KEY UPDATE), all of them in one call
 *   2. the crafting run   of a locked player
 *   3. lab items          of a locked player, by item id
 *   4. battle cards       by id
 *   5. market listings    by id
 *   6. invitations        by id
 *   7. the pending duel   of a locked player
 *   8. progress           of locked players, by ascending id: the progress row standing for
 *                          the player's goals, streak, counters, achievements and
 *                          collection claims (made on first need)
 *   last: world rows      (an item's first discoverer, the leaderboard's counts, which a
 *                          trigger on player keeps in ascending order), written, never
 *                          locked ahead
 *   then: notification slots  of the recipients of what the move told (`Locks.tell`), by
 *                          ascending key, taken by `inTransaction` once the work is done
 *
 * Two transactions that lock rows in the same order can wait for each other but never
 * deadlock. `Locks` enforces the order at run time (a call of a lower rank after a higher
 * one throws), and writes to a player's rows take a `Locked<PlayerRow>` (db/locked.ts),
 * so every writer holds its player's lock, the first rank, before touching anything else.
 * The retry below is a safety net for what the order cannot see (a deadlock of PostgreSQL's
 * own making); `transactionStats` counts its catches so tests can demand zero.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Locked } from '../db/locked';
import type { PlayerRow } from '../repositories/players';
import {
  lockCardRows,
  lockInvitationRows,
  lockLabItemRows,
  lockListingRows,
  lockPendingDuelRow,
  lockPlayerRows,
  lockProgressRows,
  lockRivalCardRows,
  lockRunRow,
} from '../repositories/row-locks';
import type { GoalRow, ProgressRow } from '../repositories/progress';
import { keepNotifications, type ToldNotification } from '../repositories/notifications';
import type { NotificationBody } from '@alchemy/contracts';

export type LockedPlayer = Locked<PlayerRow> & {
  /** The transaction's clock (the database's now()), in milliseconds. */
  readonly nowMs: number;
};

const LOCK_RANKS = [
  'players',
  'run',
  'labItems',
  'cards',
  'listings',
  'invitations',
  'duel',
  'progress',
  'notifications',
] as const;
export type LockRank = (typeof LOCK_RANKS)[number];

export class LockOrderError extends Error {
  constructor(wanted: LockRank, after: LockRank) {
    super(`lock order violated: ${wanted} after ${after} (docs/ARCHITECTURE.md, "Lock order")`);
    this.name = 'LockOrderError';
  }
}

/** The row locks of one transaction, each rank at most once and in rank order. */
export class Locks {
  private last = -1;
  private readonly told: ToldNotification[] = [];

  constructor(private readonly tx: Tx) {}

  private enter(rank: LockRank): void {
    const index = LOCK_RANKS.indexOf(rank);
    if (index <= this.last) throw new LockOrderError(rank, LOCK_RANKS[this.last] ?? rank);
    this.last = index;
  }

  /** Rank 1: every player this transaction will change, in one call. */
  async players(ids: readonly string[]): Promise<Map<string, LockedPlayer>> {
    this.enter('players');
    const rows = await lockPlayerRows(this.tx, [...new Set(ids)]);
    return new Map(
      rows.map(({ row, nowMs }) => [row.id, { ...row, nowMs } as LockedPlayer] as const),
    );
  }

  /**
   * Rank 1 for the common case: the player making the request. Gone since the session was
   * read (the account was deleted meanwhile): 404, as for a player never registered.
   */
  async player(id: string): Promise<LockedPlayer> {
    const locked = (await this.players([id])).get(id);
    if (!locked) throw new AppError(404, 'PROFILE_NOT_FOUND', 'There is no profile any more.');
    return locked;
  }

  /** Rank 2. */
  async run(owner: LockedPlayer) {
    this.enter('run');
    return lockRunRow(this.tx, owner.id);
  }

  /** Rank 3. */
  async labItems(owner: LockedPlayer, itemIds: readonly string[]) {
    this.enter('labItems');
    return lockLabItemRows(this.tx, owner.id, itemIds);
  }

  /** Rank 4; with `owner`, only that player's cards come back. */
  async cards(ids: readonly string[], owner?: LockedPlayer) {
    this.enter('cards');
    return lockCardRows(this.tx, ids, owner?.id);
  }

  /**
   * Rank 4, shared: the rival cards chosen to be offered, those still another player's,
   * unlisted and within `levels` (the others are left out). Held FOR SHARE so that
   * listing one meanwhile waits for the duel and then withdraws it.
   */
  async rivalCards(
    owner: LockedPlayer,
    cardIds: readonly string[],
    levels: { min: number; max: number },
  ) {
    this.enter('cards');
    return lockRivalCardRows(this.tx, owner.id, cardIds, levels);
  }

  /** Rank 5. */
  async listings(ids: readonly string[]) {
    this.enter('listings');
    return lockListingRows(this.tx, ids);
  }

  /** Rank 6: invitations; both players they join must be locked first. */
  async invitations(ids: readonly string[]) {
    this.enter('invitations');
    return lockInvitationRows(this.tx, ids);
  }

  /** Rank 7. */
  async pendingDuel(owner: LockedPlayer) {
    this.enter('duel');
    return lockPendingDuelRow(this.tx, owner.id);
  }

  /**
   * Rank 8: the progress of locked players (every one in one call), with each one's goals
   * of the game day `day`, in slot order.
   */
  async progress(
    owners: readonly LockedPlayer[],
    day: number,
  ): Promise<Map<string, LockedProgress>> {
    this.enter('progress');
    const rows = await lockProgressRows(
      this.tx,
      [...new Set(owners.map((owner) => owner.id))],
      day,
    );
    const byPlayer = new Map<string, LockedProgress>();
    for (const { progress, goal } of rows) {
      const entry = byPlayer.get(progress.playerId) ?? {
        row: progress as Locked<ProgressRow>,
        goals: [],
        day,
      };
      if (goal) entry.goals.push(goal);
      byPlayer.set(progress.playerId, entry);
    }
    return byPlayer;
  }

  /**
   * A notification to keep for `playerId` (a sale for its seller...). Kept, in the order
   * told, by `inTransaction` after the move's work: each recipient's slot is a lock, and
   * taking them all at the end, in one order, is what keeps them out of any cycle.
   */
  tell(playerId: string, body: NotificationBody): void {
    this.told.push({ to: playerId, body });
  }

  /** The same notification for each of the player's friends (a world-first). */
  tellFriends(playerId: string, body: NotificationBody): void {
    this.told.push({ friendsOf: playerId, body });
  }

  /** The last rank: keeps what was told (repositories/notifications.ts#keepNotifications). */
  async keepTold(): Promise<void> {
    this.enter('notifications');
    await keepNotifications(this.tx, this.told);
  }
}

/** A player's locked progress row and their goals of `day` (read under that lock). */
export interface LockedProgress {
  row: Locked<ProgressRow>;
  goals: GoalRow[];
  day: number;
}

/** SQLSTATEs after which running the whole transaction again is safe and may succeed. */
const RETRYABLE: Record<string, string> = {
  '40P01': 'deadlock detected',
  '40001': 'serialization failure',
};
export const MAX_TRANSACTION_ATTEMPTS = 4;

/** How often the safety net caught something since the process started. */
export const transactionStats = { retries: 0 };

/** The SQLSTATE of a driver error, wherever drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth += 1) {
    if (typeof at === 'object' && 'code' in at && typeof at.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(at.code)) return at.code;
    }
    at = typeof at === 'object' && 'cause' in at ? at.cause : undefined;
  }
  return undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again after a deadlock or serialization failure, which rolled back all it
 * did, up to MAX_TRANSACTION_ATTEMPTS times in all, after a random pause that grows with
 * each try. Any other error is thrown at once.
 */
export async function retryingTransient<T>(
  attempt: () => Promise<T>,
  log?: FastifyBaseLogger,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const state = sqlState(error);
      const reason = state ? RETRYABLE[state] : undefined;
      if (!reason || tries >= MAX_TRANSACTION_ATTEMPTS) throw error;
      transactionStats.retries += 1;
      log?.warn({ sqlState: state, attempt: tries }, `transaction retried: ${reason}`);
      await pause(Math.random() * 20 * 2 ** tries);
    }
  }
}

/** Runs `work` in one transaction with a fresh `Locks`, retried as retryingTransient says. */
export async function inTransaction<T>(
  context: { db: Db; log?: FastifyBaseLogger },
  work: (tx: Tx, locks: Locks) => Promise<T>,
): Promise<T> {
  const { db, log } = context;
  return retryingTransient(
    () =>
      db.transaction(async (tx) => {
        const locks = new Locks(tx);
        const result = await work(tx, locks);
        await locks.keepTold();
        return result;
      }),
    log,
  );
}
