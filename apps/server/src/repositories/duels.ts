/** SQL for duels: one pending per player until fought, then kept for replays. */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BattleCard } from '@alchemy/contracts';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { duel, player, rivalRefresh } from '../db/schema';
import type { StoredRival } from '../mappers/duels';
import type { PlayerRow } from './players';

export type DuelRow = typeof duel.$inferSelect;

export async function findPendingDuel(db: Db | Tx, playerId: string): Promise<DuelRow | null> {
  const rows = await db
    .select()
    .from(duel)
    .where(and(eq(duel.playerId, playerId), eq(duel.status, 'pending')))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPendingDuel(
  tx: Tx,
  owner: Locked<PlayerRow>,
  values: {
    opponentCard: BattleCard;
    opponentPlayerId: string | null;
    playerCardSlots: number;
    rivals: readonly StoredRival[];
  },
): Promise<DuelRow> {
  const [created] = await tx
    .insert(duel)
    .values({ playerId: owner.id, opponentCardId: values.opponentCard.id, ...values })
    .returning();
  if (!created) throw new Error('duel insert returned nothing');
  return created;
}

/** The locked pending duel now fights this rival: its card becomes the opponent. */
export async function chooseRival(
  tx: Tx,
  owner: Locked<PlayerRow>,
  duelId: string,
  rival: StoredRival,
): Promise<DuelRow> {
  const [row] = await tx
    .update(duel)
    .set({
      opponentCard: rival.card,
      opponentCardId: rival.card.id,
      opponentPlayerId: rival.playerId,
      chosenRival: rival.kind,
    })
    .where(and(eq(duel.id, duelId), eq(duel.playerId, owner.id), eq(duel.status, 'pending')))
    .returning();
  if (!row) throw new Error(`duel ${duelId} vanished under its lock`);
  return row;
}

/** A pending duel whose stored opponent could not be read: dropped, a new one is made. */
export async function deletePendingDuel(tx: Tx, owner: Locked<PlayerRow>, duelId: string) {
  await tx
    .delete(duel)
    .where(and(eq(duel.id, duelId), eq(duel.playerId, owner.id), eq(duel.status, 'pending')));
}

export async function findFoughtDuel(
  db: Db | Tx,
  playerId: string,
  duelId: string,
): Promise<DuelRow | null> {
  const [row] = await db
    .select()
    .from(duel)
    .where(and(eq(duel.id, duelId), eq(duel.playerId, playerId), eq(duel.status, 'fought')))
    .limit(1);
  return row ?? null;
}

/** What the duel screen reads of a player: the pending duel and the arena's day. */
export interface PendingDuelAndDay {
  /** The pending duel, if any (one at most: duel_one_pending_per_player). */
  pending: DuelRow | null;
  /** Draws of new rivals made on the game day. */
  refreshesUsed: number;
  /** Duels fought since the game day's first instant (the day's purse counts them). */
  foughtToday: number;
  /** Duels ever fought, counted up to `foughtCap`: a newcomer's check needs no more. */
  fought: number;
}

/**
 * The pending duel and the arena's day in one statement, from the player's own row (which
 * always exists, so the counts come back with no pending duel too). Under the player's lock
 * this is the latest: only its holder makes, fights and redraws their duels.
 */
export async function pendingDuelAndDay(
  db: Db | Tx,
  playerId: string,
  asked: { day: number; dayStart: Date; foughtCap: number },
): Promise<PendingDuelAndDay> {
  const fought = alias(duel, 'fought');
  const refreshes = db
    .select({ used: rivalRefresh.used })
    .from(rivalRefresh)
    .where(and(eq(rivalRefresh.playerId, player.id), eq(rivalRefresh.day, asked.day)));
  const foughtToday = db
    .select({ fought: count() })
    .from(fought)
    .where(
      and(
        eq(fought.playerId, player.id),
        eq(fought.status, 'fought'),
        gte(fought.foughtAt, asked.dayStart),
      ),
    );
  // A capped count reads at most `foughtCap` rows, however many duels a veteran has.
  const foughtUpToCap = db
    .select({ one: sql`1` })
    .from(fought)
    .where(and(eq(fought.playerId, player.id), eq(fought.status, 'fought')))
    .limit(asked.foughtCap);
  const [row] = await db
    .select({
      pending: duel,
      refreshesUsed: sql<number>`coalesce((${refreshes}), 0)`.mapWith(Number),
      foughtToday: sql<number>`(${foughtToday})`.mapWith(Number),
      fought: sql<number>`(select count(*) from (${foughtUpToCap}) capped)`.mapWith(Number),
    })
    .from(player)
    .leftJoin(duel, and(eq(duel.playerId, player.id), eq(duel.status, 'pending')))
    .where(eq(player.id, playerId));
  return row ?? { pending: null, refreshesUsed: 0, foughtToday: 0, fought: 0 };
}

/**
 * What the arena's day has used, in one statement: the player's draws of new rivals on game
 * day `day`, and the duels fought since `dayStart`, the day's first instant (the day's
 * purse counts them). Every answer of the duel screen shows both.
 */
export async function duelDayUsage(
  db: Db | Tx,
  playerId: string,
  day: number,
  dayStart: Date,
): Promise<{ refreshesUsed: number; fought: number }> {
  const refreshes = db
    .select({ used: rivalRefresh.used })
    .from(rivalRefresh)
    .where(and(eq(rivalRefresh.playerId, playerId), eq(rivalRefresh.day, day)));
  const [row] = await db
    .select({
      refreshesUsed: sql<number>`coalesce((${refreshes}), 0)`.mapWith(Number),
      fought: count(),
    })
    .from(duel)
    .where(
      and(eq(duel.playerId, playerId), eq(duel.status, 'fought'), gte(duel.foughtAt, dayStart)),
    );
  return { refreshesUsed: row?.refreshesUsed ?? 0, fought: row?.fought ?? 0 };
}

/** The player's last fought duel, for a reload of the duel screen. */
export async function findLatestFoughtDuel(db: Db | Tx, playerId: string): Promise<DuelRow | null> {
  const [row] = await db
    .select()
    .from(duel)
    .where(and(eq(duel.playerId, playerId), eq(duel.status, 'fought')))
    .orderBy(desc(duel.foughtAt), desc(duel.id))
    .limit(1);
  return row ?? null;
}

/** What the arena's 'Your last duel' line needs of the last fought duel, without its actions. */
export async function findLastDuelSummary(db: Db | Tx, playerId: string) {
  const [row] = await db
    .select({
      id: duel.id,
      winner: duel.winner,
      experienceGained: duel.experienceGained,
      opponentCard: duel.opponentCard,
    })
    .from(duel)
    .where(and(eq(duel.playerId, playerId), eq(duel.status, 'fought')))
    .orderBy(desc(duel.foughtAt), desc(duel.id))
    .limit(1);
  return row ?? null;
}
export type LastDuelRow = NonNullable<Awaited<ReturnType<typeof findLastDuelSummary>>>;

/** A fought duel by its public replay id: anyone holding the link may watch it. */
export async function findDuelByReplayId(db: Db | Tx, replayId: string): Promise<DuelRow | null> {
  const [row] = await db
    .select()
    .from(duel)
    .where(and(eq(duel.replayId, replayId), eq(duel.status, 'fought')))
    .limit(1);
  return row ?? null;
}

/** Counts one new draw of rivals today; under the player's lock (docs/ARCHITECTURE.md). */
export async function countRivalRefresh(tx: Tx, owner: Locked<PlayerRow>, day: number) {
  await tx
    .insert(rivalRefresh)
    .values({ playerId: owner.id, day, used: 1 })
    .onConflictDoUpdate({
      target: [rivalRefresh.playerId, rivalRefresh.day],
      set: { used: sql`${rivalRefresh.used} + 1` },
    });
}
