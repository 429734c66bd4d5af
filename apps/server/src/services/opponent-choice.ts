/**
 * Choosing the arena's opponent (issue 14, "Fair matchmaking"). The level window stays
 * the bound (opponentLevelRange); within it the opponent is the card whose power
 * (game-rules cardPower) is nearest to the player's team. A newcomer (fewer than
 * NEWCOMER_DUELS fights) is offered only an opponent the engine rates at least
 * NEWCOMER_MIN_WIN_CHANCE winnable, checked by simulating WIN_ODDS_FIGHTS fights against
 * the cards the player would send (winnableForNewcomer adds a margin for sampling error).
 * When no rival qualifies, a newcomer spars with a card made for them alone (sparringSeed:
 * seeded by the player and the duel's number), so two newcomers never meet the same one.
 */
import { randomInt } from 'node:crypto';
import {
  ARENA_CARDS_PER_LEVEL,
  byPowerCloseness,
  cardPower,
  createRng,
  draftItems,
  draftSeeds,
  effectiveStats,
  generateCard,
  isNewcomer,
  newcomerWinsNeeded,
  opponentLevelRange,
  playerCardSlots,
  slotRarities,
  sparringSeed,
  strongestTeam,
  targetOpponentPower,
  WIN_ODDS_FIGHTS,
  winsAtLeast,
  type DuelCard,
  type GeneratedCard,
} from '@alchemy/game-rules';
import type { Tx } from '../db/database';
import { StoredDataError } from '../lib/stored-data';
import { toBattleCard, toDuelCard } from '../mappers/cards';
import { rarityOf } from '../mappers/items';
import {
  arenaCardsAt,
  cardsOf,
  insertCard,
  rivalCardCandidates,
  type CardRow,
} from '../repositories/battle-cards';
import { countFoughtDuels } from '../repositories/duels';
import { craftedItemsOfRarities } from '../repositories/items';
import { freshSeeds } from './fresh-seeds';
import type { LockedPlayer, Locks } from './transaction';

/** Rival cards rated per choice: enough to find a near match, cheap to read. */
const RIVAL_SAMPLE = 50;
/** Nearest candidates whose odds a newcomer's choice simulates (a few ms to ~50 ms each). */
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

type Acceptable = (card: DuelCard) => boolean;

/** The first of `ordered` (at most `checks` of them) that is acceptable. */
function firstAcceptable<T extends { card: DuelCard }>(
  ordered: readonly T[],
  acceptable: Acceptable,
  checks: number,
): T | undefined {
  return ordered.slice(0, checks).find((candidate) => acceptable(candidate.card));
}

/**
 * The opponent card for a new pending duel: a rival player's card when one fits, else
 * one of the arena's own cards of the player's level.
 */
export async function chooseOpponent(tx: Tx, locks: Locks, me: LockedPlayer): Promise<CardRow> {
  const levels = opponentLevelRange(me.level);
  const team = await playerTeam(tx, me);
  const fought = team.length > 0 ? await countFoughtDuels(tx, me.id) : 0;
  const newcomer = team.length > 0 && isNewcomer(fought);
  const target = team.length > 0 ? targetOpponentPower(team, newcomer) : null;
  // winnableForNewcomer(winOdds(...).chance), decided without the fights left over.
  const winsNeeded = newcomerWinsNeeded(WIN_ODDS_FIGHTS);
  const acceptable: Acceptable = (card) =>
    !newcomer || winsAtLeast(team, [card], freshSeeds(WIN_ODDS_FIGHTS), winsNeeded);

  const rivals = rate(await rivalCardCandidates(tx, me.id, levels, RIVAL_SAMPLE));
  // Without cards to compare, any rival of the window (the sample is random).
  const ordered = target === null ? rivals : byPowerCloseness(rivals, target, (r) => r.power);
  const pick = firstAcceptable(ordered, acceptable, newcomer ? NEWCOMER_CHECKS : 1);
  if (pick) {
    // Listed or sold since the sample was read: the arena's own card stands in.
    const locked = await locks.rivalCard(me, pick.row.id, levels);
    if (locked) return locked;
  }
  if (newcomer && target !== null) return sparringOpponent(tx, me, fought + 1, target, acceptable);
  return arenaOpponent(tx, me.level, target);
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

/**
 * New arena cards of a level, one per seed, each made from the level's item tier as a lab
 * craft would (game-rules draftItems picks the items, generateCard the rest).
 */
async function draftArenaCards(
  tx: Tx,
  level: number,
  seeds: readonly number[],
): Promise<ArenaDraft[]> {
  const tier = slotRarities(level);
  const pool = await craftedItemsOfRarities(tx, [...new Set(tier)]);
  return seeds.map((draftSeed, index) => {
    const rng = createRng(draftSeed);
    const items = draftItems(pool, tier, rarityOf, rng);
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
function sparringCard(drafts: readonly ArenaDraft[], target: number, acceptable: Acceptable) {
  const poor = drafts.map((draft) => weakened(draft, 1));
  const found = firstAcceptable(
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
  while (step < WEAKEN_STEPS && !acceptable(candidate.card)) {
    step += 1;
    candidate = weakened(weakest, WEAKEN_FACTOR ** step);
  }
  return candidate;
}

/**
 * A newcomer's own sparring opponent for their `duelNumber`-th duel: drafted from seeds of
 * this player and duel, and kept out of the arena's pool, so it is offered to no one else.
 */
async function sparringOpponent(
  tx: Tx,
  me: LockedPlayer,
  duelNumber: number,
  target: number,
  acceptable: Acceptable,
): Promise<CardRow> {
  const seeds = draftSeeds(sparringSeed(me.id, duelNumber), SPARRING_TRIES);
  const drafts = await draftArenaCards(tx, me.level, seeds);
  return insertCard(tx, null, sparringCard(drafts, target, acceptable), me);
}

/**
 * One of the arena's own cards of the level, the pool's nearest to the target power. The
 * pool grows to ARENA_CARDS_PER_LEVEL cards and is reused.
 */
async function arenaOpponent(tx: Tx, level: number, target: number | null): Promise<CardRow> {
  const pool = rate(await arenaCardsAt(tx, level));
  if (pool.length < ARENA_CARDS_PER_LEVEL) {
    const [draft] = await draftArenaCards(tx, level, freshSeeds(1));
    const row = await insertCard(tx, null, draft!);
    pool.push(...rate([row]));
  }
  if (target === null) return pool[randomInt(0, pool.length)]!.row;
  return byPowerCloseness(pool, target, (r) => r.power)[0]!.row;
}
