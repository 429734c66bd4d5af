/**
 * A duel start's statements: one read of what game-rules' `duelStartEffect` decides from
 * beyond its locks, one write of the effect it returns, and the rated duel's rating row,
 * written last (packages/game-rules/src/moves/duel-start-effect.ts;
 * services/arena-service.ts#startDuel passes it here). All are built once
 * (db/built-once.ts) and run under the player's lock.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BattleCard } from '@alchemy/contracts';
import type { DuelRatingChange, DuelStartCard, DuelStartEffect } from '@alchemy/game-rules';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/database';
import type { Locked } from '../db/locked';
import { balancesMoved, bookedLedger, moneyOfEffect } from './move-sql';
import type { PlayerRow } from './players';

type Owner = Locked<PlayerRow>;

const player = sql.placeholder('player');

/** A player's latest rating row up to the season, as JSON (null: never rated). */
const latestRating = (who: ReturnType<typeof sql.placeholder>) => sql`(
      select json_build_object(
          'season', rated.season, 'rating', rated.rating, 'deviation', rated.deviation,
          'volatility', rated.volatility, 'peak', rated.peak, 'ratedDuels', rated.rated_duels)
      from season_rating rated
      where rated.player_id = ${who} and rated.season <= ${sql.placeholder('season')}
      order by rated.season desc
      limit 1)`;

/**
 * The duels the player fought since the game day turned (the day's purse), and each side's
 * latest rating row up to the season of this moment (the opponent's owner may be none: a
 * sparring draft). Read after the player's lock: only its holder fights their duels and
 * writes their rating rows, so both are the latest (docs/ARCHITECTURE.md, "Lock order").
 */
const readStatement = builtOnce(
  'duel_start_read',
  () => sql`
    select
      (select count(*) from duel fought
        where fought.player_id = ${player} and fought.status = 'fought'
          and fought.fought_at >= ${sql.placeholder('dayStart')}::timestamptz)::integer
        as "foughtToday",
      ${latestRating(player)} as "mine",
      ${latestRating(sql.placeholder('opponent'))} as "theirs"`,
);

const RatingJsonSchema = z.object({
  season: z.number(),
  rating: z.number(),
  deviation: z.number(),
  volatility: z.number(),
  peak: z.number(),
  ratedDuels: z.number(),
});

const DuelStartReadSchema = z.object({
  rows: z
    .array(
      z.object({
        foughtToday: z.number(),
        mine: RatingJsonSchema.nullable(),
        theirs: RatingJsonSchema.nullable(),
      }),
    )
    .length(1),
});

export type DuelStartRead = z.infer<typeof DuelStartReadSchema>['rows'][number];

/** What a duel start reads beyond its locks, in one round trip. */
export async function readDuelStart(
  tx: Tx,
  owner: Owner,
  asked: { dayStartMs: number; season: number; opponentPlayerId: string | null },
): Promise<DuelStartRead> {
  const answer = await readStatement(tx, {
    player: owner.id,
    dayStart: new Date(asked.dayStartMs).toISOString(),
    season: asked.season,
    opponent: asked.opponentPlayerId,
  });
  // Both drivers answer { rows }; parsed rather than trusted.
  const [row] = DuelStartReadSchema.parse(answer).rows;
  if (!row) throw new Error('a duel start read answers one row');
  return row;
}

/** The fought duel's stored columns: what the replay and the answer are made from. */
export interface FoughtColumns {
  seed: number;
  protocolVersion: number;
  playerCards: BattleCard[];
  /** The public replay's id: random, and no other id (services/arena-service.ts). */
  replayId: string;
  /** A rated duel's season and the challenger's rating before and after, in whole points. */
  ratedSeason: number | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
}

/**
 * The effect in one statement: the player's update (experience, level, the cooldown on the
 * database's clock, shared by every server instance, and the balances), the ledger's rows
 * with their reasons, and the duel fought. The rating row is not here: its trigger moves
 * the season board's counts, world rows, which come after the progress the service records
 * (docs/ARCHITECTURE.md, "Lock order"). It decides nothing; the caller checks the counts.
 */
const writeStatement = builtOnce(
  'duel_start_write',
  () => sql`
    with given as (select ${sql.placeholder('effect')}::jsonb as effect),
    ${moneyOfEffect},
    paid as (
      update player set ${balancesMoved},
        level = (given.effect ->> 'level')::integer,
        experience = (given.effect ->> 'experience')::integer,
        next_duel_at = now() + make_interval(secs => (given.effect ->> 'cooldownSeconds')::float8)
      from given
      where player.id = ${player}
      returning credits, diamonds, magic_dust as "magicDust"
    ),
    ${bookedLedger(player, sql.placeholder('requestId'))},
    fought as (
      update duel set
        status = 'fought',
        seed = (given.effect ->> 'seed')::bigint,
        protocol_version = (given.effect ->> 'protocolVersion')::integer,
        player_cards = given.effect -> 'playerCards',
        actions = given.effect -> 'actions',
        winner = given.effect -> 'winner',
        experience_gained = (given.effect ->> 'experienceGained')::integer,
        reward_credits = (given.effect ->> 'rewardCredits')::integer,
        reward_magic_dust = (given.effect ->> 'rewardMagicDust')::integer,
        replay_id = given.effect ->> 'replayId',
        rated_season = (given.effect ->> 'ratedSeason')::integer,
        rating_before = (given.effect ->> 'ratingBefore')::float8,
        rating_after = (given.effect ->> 'ratingAfter')::float8,
        fought_at = now()
      from given
      where duel.id = ${sql.placeholder('duel')} and duel.player_id = ${player}
        and duel.status = 'pending'
      returning duel.id
    )
    select
      (select count(*) from paid)::integer as "paid",
      (select count(*) from booked)::integer as "booked",
      (select count(*) from fought)::integer as "fought"`,
);

const DuelStartWriteSchema = z.object({
  rows: z.array(z.object({ paid: z.number(), booked: z.number(), fought: z.number() })).length(1),
});

/** Writes `effect` and the fought duel's `columns` for `owner`, checking each part wrote. */
export async function writeDuelStart<T extends DuelStartCard>(
  tx: Tx,
  owner: Owner,
  duelId: string,
  effect: DuelStartEffect<T>,
  columns: FoughtColumns,
  requestId: string,
): Promise<void> {
  const given = {
    ...columns,
    balances: effect.balances,
    level: effect.level,
    experience: effect.experience,
    cooldownSeconds: effect.cooldownSeconds,
    actions: effect.actions,
    winner: effect.winner,
    experienceGained: effect.experienceGained,
    rewardCredits: effect.pay.credits,
    rewardMagicDust: effect.pay.magicDust,
  };
  const answer = await writeStatement(tx, {
    player: owner.id,
    duel: duelId,
    // A string, not an object: node-postgres would send a JavaScript array as a SQL array.
    effect: JSON.stringify(given),
    requestId,
  });
  const [row] = DuelStartWriteSchema.parse(answer).rows;
  const wrote =
    row !== undefined &&
    row.paid === 1 &&
    row.booked === effect.balances.length &&
    row.fought === 1;
  if (!wrote)
    throw new Error(`the duel ${duelId} of ${owner.id} did not write its effect as given`);
}

/**
 * A rated duel's new rating row of its season (the trigger of migration 0018 moves the
 * season board's counts): written last, after the progress, as the lock order wants.
 */
const ratingStatement = builtOnce(
  'duel_rating_write',
  () => sql`
    with given as (select ${sql.placeholder('rating')}::jsonb as rated)
    insert into season_rating
      (season, player_id, rating, deviation, volatility, points, peak, rated_duels, updated_at)
    select (rated ->> 'season')::integer, ${player}, (rated ->> 'rating')::float8,
      (rated ->> 'deviation')::float8, (rated ->> 'volatility')::float8,
      (rated ->> 'points')::integer, (rated ->> 'peak')::float8,
      (rated ->> 'ratedDuels')::integer, now()
    from given
    on conflict (season, player_id) do update set
      rating = excluded.rating, deviation = excluded.deviation,
      volatility = excluded.volatility, points = excluded.points, peak = excluded.peak,
      rated_duels = excluded.rated_duels, updated_at = excluded.updated_at
    returning player_id`,
);

const RatingWriteSchema = z.object({ rows: z.array(z.object({})).length(1) });

/** Writes the challenger's rating after a rated duel (DuelStartEffect's `rating`). */
export async function writeDuelRating(
  tx: Tx,
  owner: Owner,
  rating: DuelRatingChange,
): Promise<void> {
  const rated = {
    season: rating.season,
    ...rating.after,
    points: Math.round(rating.after.rating),
    peak: rating.peak,
    ratedDuels: rating.ratedDuels,
  };
  const answer = await ratingStatement(tx, { player: owner.id, rating: JSON.stringify(rated) });
  RatingWriteSchema.parse(answer);
}
