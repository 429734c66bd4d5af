/** SQL for battle cards: players' cards and the arena's own. */
import { and, asc, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { GeneratedCard } from '@alchemy/game-rules';
import type { Db, Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { battleCard, seasonRating } from '../db/schema';
import type { PlayerRow } from './players';

export type CardRow = typeof battleCard.$inferSelect;

export async function cardsOf(db: Db | Tx, playerId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(battleCard)
    .where(eq(battleCard.playerId, playerId))
    .orderBy(desc(battleCard.createdAt), asc(battleCard.id));
}

export async function findCard(db: Db | Tx, id: string): Promise<CardRow | null> {
  const rows = await db.select().from(battleCard).where(eq(battleCard.id, id)).limit(1);
  return rows[0] ?? null;
}

/** What a card's row is made of, the rest being the table's defaults. */
export type NewCard = { generated: GeneratedCard; seed: number; sourceItems: readonly string[] };

/**
 * The row of a generated card: a player's (crafted in the lab, written by
 * repositories/lab-craft-move.ts) or, with no owner, the arena's (insertCard). The one
 * place a generated card becomes a row.
 */
export function newCardValues(
  owner: Locked<PlayerRow> | null,
  card: NewCard,
  /** An arena card made as this newcomer's sparring opponent: kept out of the arena's pool. */
  sparringFor: Locked<PlayerRow> | null = null,
) {
  const { generated } = card;
  return {
    playerId: owner?.id ?? null,
    name: generated.name,
    characterType: generated.characterType,
    description: generated.description,
    synergy: generated.synergy,
    skill: JSON.stringify(generated.skill),
    quality: generated.quality,
    level: generated.level,
    baseAttack: generated.baseStats.attack,
    baseDefense: generated.baseStats.defense,
    baseHealth: generated.baseStats.health,
    baseSpeed: generated.baseStats.speed,
    skillTriggerChance: generated.skillTriggerChance,
    seed: card.seed,
    sourceItems: [...card.sourceItems],
    sparringForPlayerId: sparringFor?.id ?? null,
  } satisfies typeof battleCard.$inferInsert;
}

/** Stores a generated card of the arena's: with no owner, or a newcomer's sparring one. */
export async function insertCard(
  tx: Tx,
  owner: Locked<PlayerRow> | null,
  card: NewCard,
  sparringFor: Locked<PlayerRow> | null = null,
): Promise<CardRow> {
  const [created] = await tx
    .insert(battleCard)
    .values(newCardValues(owner, card, sparringFor))
    .returning();
  if (!created) throw new Error('card insert returned nothing');
  return created;
}

/** The arena's own pool of one level: cards with no owner, newcomers' sparring cards aside. */
export async function arenaCardsAt(db: Db | Tx, level: number): Promise<CardRow[]> {
  return db
    .select()
    .from(battleCard)
    .where(
      and(
        isNull(battleCard.playerId),
        isNull(battleCard.sparringForPlayerId),
        eq(battleCard.level, level),
      ),
    );
}

/**
 * Another player's unlisted card within the levels: who the arena may offer as an
 * opponent (the candidates below, and the one then locked, repositories/row-locks.ts).
 */
export function isRivalCard(playerId: string, levels: { min: number; max: number }) {
  return and(
    ne(battleCard.playerId, playerId),
    eq(battleCard.isListed, false),
    gte(battleCard.level, levels.min),
    lte(battleCard.level, levels.max),
  );
}

/**
 * The ids of a random sample of `limit` rival cards (isRivalCard), read at a cost that does
 * not grow with the world. Card ids are random (UUIDv4), so the window's first `limit` cards
 * in id order from a random pivot are a uniform sample of it; past the last id the sample
 * wraps to the first. Each level of the window is read through battle_card_level_idx
 * (level, id) from the pivot, `limit` rows at most, and the window's first `limit` by id
 * are among those. `order by random()` read every card of the window instead: 82,458 rows
 * at a twentieth of `npm run bench:world`'s large world (docs/performance.md).
 */
function rivalSampleIds(
  playerId: string,
  levels: { min: number; max: number },
  limit: number,
  pivot: string,
) {
  const side = (wrapped: boolean) => sql`select c.id, ${wrapped ? sql`1` : sql`0`} as wrapped
    from generate_series(${levels.min}::int, ${levels.max}::int) as l(level)
    cross join lateral (
      select ${battleCard.id} as id from ${battleCard}
      where ${battleCard.level} = l.level
        and ${battleCard.id} ${wrapped ? sql`<` : sql`>=`} ${pivot}::uuid
        and ${battleCard.playerId} <> ${playerId}::uuid and ${battleCard.isListed} = false
      order by ${battleCard.id} limit ${limit}
    ) as c`;
  return sql`select s.id from (${side(false)} union all ${side(true)}) as s
    order by s.wrapped, s.id limit ${limit}`;
}

/**
 * A random sample of rival cards (rivalSampleIds), in random order: the candidates the
 * arena rates by power (services/opponent-choice.ts). Read without a lock; the one chosen
 * is then locked (Locks.rivalCards). `pivot` is a random UUID of the caller's.
 */
export async function rivalCardCandidates(
  db: Db | Tx,
  playerId: string,
  levels: { min: number; max: number },
  limit: number,
  pivot: string,
): Promise<CardRow[]> {
  return db
    .select()
    .from(battleCard)
    .where(sql`${battleCard.id} in (${rivalSampleIds(playerId, levels, limit, pivot)})`)
    .orderBy(sql`random()`);
}

/** A rival candidate and its owner's latest season rating row up to the season (null: none). */
export interface RatedCardRow {
  card: CardRow;
  ownerRating: {
    season: number;
    rating: number;
    deviation: number;
    volatility: number;
  } | null;
}

/**
 * rivalCardCandidates for a ranked player's choice by rating: the same random sample of the
 * level window (rivalSampleIds), each card with its owner's latest rating row up to `season` (one statement;
 * the lateral read is one probe of the index season_rating_player a card).
 */
export async function rivalCardCandidatesWithRatings(
  db: Db | Tx,
  playerId: string,
  levels: { min: number; max: number },
  season: number,
  limit: number,
  pivot: string,
): Promise<RatedCardRow[]> {
  const latest = db
    .select({
      season: seasonRating.season,
      rating: seasonRating.rating,
      deviation: seasonRating.deviation,
      volatility: seasonRating.volatility,
    })
    .from(seasonRating)
    .where(and(eq(seasonRating.playerId, battleCard.playerId), lte(seasonRating.season, season)))
    .orderBy(desc(seasonRating.season))
    .limit(1)
    .as('owner_rating');
  return db
    .select({
      card: battleCard,
      ownerRating: {
        season: latest.season,
        rating: latest.rating,
        deviation: latest.deviation,
        volatility: latest.volatility,
      },
    })
    .from(battleCard)
    .leftJoinLateral(latest, sql`true`)
    .where(sql`${battleCard.id} in (${rivalSampleIds(playerId, levels, limit, pivot)})`)
    .orderBy(sql`random()`);
}
