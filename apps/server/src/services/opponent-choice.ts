/**
 * Choosing the arena's three rivals (issue 14, "Fair matchmaking"; issue 25, "Three
 * rivals"). The level window stays the bound (opponentLevelRange); within it each rival is
 * the card whose power (game-rules cardPower) is nearest to its own target, a share of the
 * player's team power (rivalTargetPowers). A newcomer (fewer than
 * NEWCOMER_DUELS fights) is offered only an opponent the engine rates at least
 * NEWCOMER_MIN_WIN_CHANCE winnable, checked by simulating WIN_ODDS_FIGHTS fights against
 * the cards the player would send (winnableForNewcomer adds a margin for sampling error).
 * When no rival qualifies, a newcomer spars with a card made for them alone (sparringSeed:
 * seeded by the player and the duel's number), so two newcomers never meet the same one.
 * Once past those fights a player is ranked (issue 26): each rival is the card whose owner's
 * season rating is nearest the player's (game-rules byRatingCloseness), a new owner for each
 * while there are enough, read from a larger sample of the window with the owners' ratings.
 * The simulations run in the odds pool (workers/odds-pool.ts), off the request's thread;
 * the seeds are drawn here and every choice is made here.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  ARENA_CARDS_PER_LEVEL,
  byPowerCloseness,
  byRatingCloseness,
  cardPower,
  createRng,
  draftItems,
  draftSeeds,
  duelPurse,
  effectiveStats,
  generateCard,
  isNewcomer,
  labelRivals,
  newcomerWinsNeeded,
  opponentLevelRange,
  playerCardSlots,
  ratingInSeason,
  RIVAL_KINDS,
  RIVAL_SEARCH_ORDER,
  rivalTargetPowers,
  seasonAt,
  slotRarities,
  teamPower,
  sparringSeed,
  strongestTeam,
  WIN_ODDS_FIGHTS,
  winChancePercent,
  type DuelCard,
  type RivalKind,
  type GeneratedCard,
  type Rarity,
} from '@alchemy/game-rules';
import type { Tx } from '../db/database';
import { StoredDataError } from '../lib/stored-data';
import { toBattleCard, toDuelCard } from '../mappers/cards';
import type { StoredRival } from '../mappers/duels';
import { rarityOf } from '../mappers/items';
import {
  arenaCardsAt,
  cardsOf,
  insertCard,
  rivalCardCandidates,
  rivalCardCandidatesWithRatings,
  type CardRow,
} from '../repositories/battle-cards';
import { craftedItemsOfRarities, type ItemRow } from '../repositories/items';
import { latestRatingUpTo } from '../repositories/season-ratings';
import type { OddsPool } from '../workers/odds-pool';
import { freshSeeds } from './fresh-seeds';
import type { LockedPlayer, Locks } from './transaction';

/** Rival cards rated per choice: enough to find a near match, cheap to read. */
const RIVAL_SAMPLE = 50;
/**
 * A ranked player's sample of the window, each with its owner's rating (one index probe a
 * card): wider, as it is sorted by the owners' ratings before the cards' power.
 */
const RANKED_SAMPLE = 200;
/** Nearest candidates whose odds a newcomer's choice simulates (a few ms of CPU each). */
const NEWCOMER_CHECKS = 3;
/** Generated cards tried for a newcomer's sparring opponent before one is weakened. */
const SPARRING_TRIES = 12;
/** Each weakening step scales a sparring card's stats by this; at most this many steps. */
const WEAKEN_FACTOR = 0.85;
const WEAKEN_STEPS = 12;

interface Rated {
  row: CardRow;
  card: DuelCard;
  power: number;
}

/** A rival candidate with its owner and the owner's season rating (none: not ranked). */
interface Candidate extends Rated {
  ownerId: string;
  ownerRating: number;
}

/** Stored cards as the engine fights them; a row that does not parse is skipped. */
function rate(rows: readonly CardRow[]): Rated[] {
  return rows.flatMap((row) => {
    try {
      const card = toDuelCard(toBattleCard(row));
      return [{ row, card, power: cardPower(card) }];
    } catch (error) {
      if (error instanceof StoredDataError) return [];
      throw error;
    }
  });
}

/** The cards the player would send: the strongest unlisted ones they may use, one a slot. */
async function playerTeam(tx: Tx, me: LockedPlayer): Promise<DuelCard[]> {
  const usable = rate((await cardsOf(tx, me.id)).filter((row) => !row.isListed)).filter(
    ({ row }) => toBattleCard(row).requiredLevel <= me.level,
  );
  return strongestTeam(usable, playerCardSlots(me.level), (rated) => rated.power).map(
    (rated) => rated.card,
  );
}

type Acceptable = (card: DuelCard) => Promise<boolean>;

/**
 * The first of `ordered` (at most `checks` of them) that is acceptable, asked one after
 * another: a later candidate is simulated only when the ones before it failed.
 */
async function firstAcceptable<T extends { card: DuelCard }>(
  ordered: readonly T[],
  acceptable: Acceptable,
  checks: number,
): Promise<T | undefined> {
  for (const candidate of ordered.slice(0, checks)) {
    if (await acceptable(candidate.card)) return candidate;
  }
  return undefined;
}

interface Offered {
  row: CardRow;
  card: DuelCard;
  power: number;
}

/** What choosing rivals needs beyond the transaction: the season's length, the odds pool. */
export interface RivalSettings {
  seasonLengthDays: number;
  odds: OddsPool;
}

/**
 * The three rivals of a new pending duel (game-rules rivals.ts): for each of safer, even and
 * stronger the rival player's card nearest its target power (a newcomer's must be winnable),
 * else a newcomer's own sparring card, else one of the arena's own cards of the level; then
 * rated by the engine's odds against the player's strongest team and named by those odds.
 */
export async function chooseRivals(
  tx: Tx,
  locks: Locks,
  me: LockedPlayer,
  { seasonLengthDays, odds }: RivalSettings,
  /** The duels the player fought, counted at least up to NEWCOMER_DUELS. */
  fought: number,
): Promise<StoredRival[]> {
  const levels = opponentLevelRange(me.level);
  const team = await playerTeam(tx, me);
  const newcomer = team.length > 0 && isNewcomer(fought);
  const targets = team.length > 0 ? rivalTargetPowers(team, newcomer) : null;
  // winnableForNewcomer(winOdds(...).chance), decided without the fights left over.
  const winsNeeded = newcomerWinsNeeded(WIN_ODDS_FIGHTS);
  const acceptable: Acceptable = async (card) =>
    !newcomer || odds.winsAtLeast(team, [card], freshSeeds(WIN_ODDS_FIGHTS), winsNeeded);

  // Rival players' cards first, one a kind, none twice; locked together (one lock rank).
  const ranked = targets !== null && !newcomer;
  const { sample, myRating } = ranked
    ? await rankedCandidates(tx, me, levels, seasonLengthDays)
    : {
        sample: unrankedCandidates(
          await rivalCardCandidates(tx, me.id, levels, RIVAL_SAMPLE, randomUUID()),
        ),
      };
  const picks = new Map<RivalKind, Candidate>();
  for (const kind of RIVAL_SEARCH_ORDER) {
    const picked = [...picks.values()];
    const free = sample.filter((r) => !picked.some((p) => p.row.id === r.row.id));
    const owners = new Set(picked.map((p) => p.ownerId));
    // Without cards to compare, any rival of the window (the sample is random).
    const ordered =
      targets === null
        ? free
        : myRating !== undefined
          ? byRatingCloseness(free, myRating, targets[kind], owners)
          : byPowerCloseness(free, targets[kind], (r) => r.power);
    const pick = await firstAcceptable(ordered, acceptable, newcomer ? NEWCOMER_CHECKS : 1);
    if (pick) picks.set(kind, pick);
  }
  // The picks' odds before their locks: a rival card held FOR SHARE keeps its owner's duel
  // start and listing waiting (they lock it FOR UPDATE), so the simulations (tens of ms)
  // run before the locks, not under them, and the locks last only to the duel's commit.
  const winChance = async (card: DuelCard) =>
    team.length > 0 ? (await odds.winOdds(team, [card], freshSeeds(WIN_ODDS_FIGHTS))).chance : null;
  const pickChances = new Map(
    await Promise.all(
      [...picks.values()].map(async (pick) => [pick.row.id, await winChance(pick.card)] as const),
    ),
  );
  const lockedIds = new Set(
    (
      await locks.rivalCards(
        me,
        [...picks.values()].map((pick) => pick.row.id),
        levels,
      )
    ).map((row) => row.id),
  );

  const offered: Offered[] = [];
  const tier = levelTier(tx, me.level);
  const sparringDrafts = draftSeeds(sparringSeed(me.id, fought + 1), SPARRING_TRIES * 3);
  for (const [index, kind] of RIVAL_SEARCH_ORDER.entries()) {
    const pick = picks.get(kind);
    // Listed or sold since the sample was read: another stands in.
    if (pick && lockedIds.has(pick.row.id)) {
      offered.push(pick);
      continue;
    }
    const target = targets?.[kind] ?? null;
    const taken = new Set(offered.map((o) => o.row.id));
    const row =
      newcomer && target !== null
        ? await sparringOpponent(
            tx,
            me,
            tier,
            sparringDrafts.slice(index * SPARRING_TRIES, (index + 1) * SPARRING_TRIES),
            target,
            acceptable,
          )
        : await arenaOpponent(tx, tier, target, taken);
    offered.push(...rate([row]));
  }

  // A stand-in's odds now (a pick lost at its lock, a sparring or arena card), side by side.
  const rated = await Promise.all(
    offered.map(async (rival) => {
      const known = pickChances.get(rival.row.id);
      return { ...rival, chance: known !== undefined ? known : await winChance(rival.card) };
    }),
  );
  const named = labelRivals(rated);
  const playerPower = teamPower(team);
  return RIVAL_KINDS.map((kind) => {
    const rival = named[kind];
    const purse = duelPurse({
      opponentLevel: rival.card.level,
      opponentPower: rival.power,
      playerPower,
    });
    return {
      kind,
      card: toBattleCard(rival.row),
      playerId: rival.row.playerId,
      winChance: rival.chance === null ? null : winChancePercent(rival.chance),
      purse: purse.win,
    };
  });
}

function unrankedCandidates(rows: readonly CardRow[]): Candidate[] {
  return rate(rows).map((rated) => ({
    ...rated,
    ownerId: rated.row.playerId ?? '',
    ownerRating: 0,
  }));
}

/**
 * A ranked player's candidates, each with its owner's rating in the season (their row, the
 * reset of their last, or the start: game-rules ratingInSeason), and the player's own.
 */
async function rankedCandidates(
  tx: Tx,
  me: LockedPlayer,
  levels: { min: number; max: number },
  seasonLengthDays: number,
): Promise<{ sample: Candidate[]; myRating: number }> {
  const season = seasonAt(me.nowMs, seasonLengthDays).number;
  const [mine, rows] = await Promise.all([
    latestRatingUpTo(tx, me.id, season),
    rivalCardCandidatesWithRatings(tx, me.id, levels, season, RANKED_SAMPLE, randomUUID()),
  ]);
  const owners = new Map(rows.map(({ card, ownerRating }) => [card.id, ownerRating]));
  const sample = rate(rows.map(({ card }) => card)).map((rated) => ({
    ...rated,
    ownerId: rated.row.playerId ?? '',
    ownerRating: ratingInSeason(season, owners.get(rated.row.id) ?? null).rating,
  }));
  return { sample, myRating: ratingInSeason(season, mine).rating };
}

interface ArenaDraft {
  generated: GeneratedCard;
  seed: number;
  sourceItems: string[];
  card: DuelCard;
  power: number;
}

function draftCard(generated: GeneratedCard, index: number): { card: DuelCard; power: number } {
  const card: DuelCard = {
    id: `draft-${index}`,
    name: generated.name,
    level: generated.level,
    ...effectiveStats(generated.baseStats, generated.quality, false),
    skillTriggerChance: generated.skillTriggerChance,
    skill: generated.skill,
  };
  return { card, power: cardPower(card) };
}

/** A level's slot rarities and the crafted items of them, read at most once a choice. */
interface LevelTier {
  level: number;
  rarities: Rarity[];
  items: () => Promise<ItemRow[]>;
}

function levelTier(tx: Tx, level: number): LevelTier {
  const rarities = slotRarities(level);
  let read: Promise<ItemRow[]> | undefined;
  // A newcomer's three sparring cards draft from the same items: one read, not three.
  const items = () => (read ??= craftedItemsOfRarities(tx, [...new Set(rarities)]));
  return { level, rarities, items };
}

/**
 * New arena cards of a level, one per seed, each made from the level's item tier as a lab
 * craft would (game-rules draftItems picks the items, generateCard the rest).
 */
async function draftArenaCards(tier: LevelTier, seeds: readonly number[]): Promise<ArenaDraft[]> {
  const { level, rarities } = tier;
  const pool = await tier.items();
  return seeds.map((draftSeed, index) => {
    const rng = createRng(draftSeed);
    const items = draftItems(pool, rarities, rarityOf, rng);
    const seed = rng.int(0, 2 ** 32 - 1);
    const generated = generateCard({
      items: items.map((row) => ({ name: row.name, rarity: rarityOf(row), family: row.family })),
      playerLevel: level,
      seed,
    });
    return {
      generated,
      seed,
      sourceItems: items.map((row) => row.id),
      ...draftCard(generated, index),
    };
  });
}

/** A poor-quality copy with every stat scaled by `factor` (each at least 1). */
function weakened(draft: ArenaDraft, factor: number): ArenaDraft {
  const scale = (value: number) => Math.max(1, Math.round(value * factor));
  const { attack, defense, health, speed } = draft.generated.baseStats;
  const generated: GeneratedCard = {
    ...draft.generated,
    quality: 'poor',
    baseStats: {
      attack: scale(attack),
      defense: scale(defense),
      health: scale(health),
      speed: scale(speed),
    },
  };
  return { ...draft, generated, ...draftCard(generated, 0) };
}

/**
 * A sparring card a newcomer's team beats at least 60% of the time (winnableForNewcomer):
 * poor-quality drafts nearest the target first, and if none is winnable enough the
 * weakest is weakened step by step.
 */
async function sparringCard(
  drafts: readonly ArenaDraft[],
  target: number,
  acceptable: Acceptable,
): Promise<ArenaDraft> {
  const poor = drafts.map((draft) => weakened(draft, 1));
  const found = await firstAcceptable(
    byPowerCloseness(poor, target, (d) => d.power),
    acceptable,
    NEWCOMER_CHECKS,
  );
  if (found) return found;
  const weakest = [...poor].sort((a, b) => a.power - b.power)[0]!;
  let step = 0;
  let candidate = weakest;
  // Down to the target power first by the rating alone (cheap), then by simulation.
  while (step < WEAKEN_STEPS && candidate.power > target) {
    step += 1;
    candidate = weakened(weakest, WEAKEN_FACTOR ** step);
  }
  while (step < WEAKEN_STEPS && !(await acceptable(candidate.card))) {
    step += 1;
    candidate = weakened(weakest, WEAKEN_FACTOR ** step);
  }
  return candidate;
}

/**
 * A newcomer's own sparring opponent: drafted from `seeds` (game-rules sparringSeed, of this
 * player and duel, a slice a rival), and kept out of the arena's pool, so it is offered to
 * no one else.
 */
async function sparringOpponent(
  tx: Tx,
  me: LockedPlayer,
  tier: LevelTier,
  seeds: readonly number[],
  target: number,
  acceptable: Acceptable,
): Promise<CardRow> {
  const drafts = await draftArenaCards(tier, seeds);
  return insertCard(tx, null, await sparringCard(drafts, target, acceptable), me);
}

/**
 * One of the arena's own cards of the level and not `taken`, the pool's nearest to the
 * target power. The pool grows to ARENA_CARDS_PER_LEVEL cards and is reused.
 */
async function arenaOpponent(
  tx: Tx,
  tier: LevelTier,
  target: number | null,
  taken: ReadonlySet<string>,
): Promise<CardRow> {
  const pool = rate(await arenaCardsAt(tx, tier.level)).filter((r) => !taken.has(r.row.id));
  if (pool.length < ARENA_CARDS_PER_LEVEL - taken.size || pool.length === 0) {
    const [draft] = await draftArenaCards(tier, freshSeeds(1));
    const row = await insertCard(tx, null, draft!);
    pool.push(...rate([row]));
  }
  if (target === null) return pool[randomInt(0, pool.length)]!.row;
  return byPowerCloseness(pool, target, (r) => r.power)[0]!.row;
}
