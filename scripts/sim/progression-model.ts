/**
 * One engaged newcomer played through the real rules (issue 25, "The pace of the first
 * hour"): crafting runs on the shipped catalogue (recipes and discovery rewards), the
 * harvest into the lab, cards forged by generateCard from the lab's items, the arena's
 * opponents drafted and matched as the server does (newcomers a notch weaker and checked
 * winnable), fights by simulateDuel, experience, pay, level-ups and the cooldown of each
 * level. Time is a person's: a few seconds of thought per craft, the duel's playback at
 * its real length (delayAfterMs over its actions) divided by the chosen speed, then
 * reading the result and setting the next fight. The player buys nothing.
 */
import {
  applyExperience,
  byPowerCloseness,
  cardPower,
  createRng,
  discoveryReward,
  draftItems,
  duelCooldownSeconds,
  duelExperience,
  duelPayOfTheDay,
  effectiveStats,
  evenAllocation,
  FAILED_CRAFT_DUST_REFUND,
  generateCard,
  isGameOver,
  isNewcomer,
  opponentLevelRange,
  playerCardSlots,
  simulateDuel,
  slotRarities,
  strongestTeam,
  targetOpponentPower,
  teamPower,
  winOdds,
  winnableForNewcomer,
  DEFAULT_DUEL_COOLDOWN_SECONDS,
  STARTING_PROFILE,
  type CardQuality,
  type DuelCard,
  type Rng,
} from '@alchemy/game-rules';
import { delayAfterMs } from '../../apps/web/src/features/duel/playback-timing';
import { pairKey, type SimCatalogue } from './sim-catalogue';

/** A person's timings, in seconds. */
export const HUMAN_SECONDS = {
  /** Choosing two items and dropping one on the other. */
  craft: 4,
  /** Setting the elements of a new run and pressing start. */
  runStart: 6,
  /** Filling the lab's slots and forging a card, then looking at it. */
  forge: 12,
  /** Reading the result overlay and going back to the arena. */
  result: 4,
  /** Dragging the cards into the slots and pressing Start. */
  duelSetup: 4,
} as const;

const SECONDS_PER_DAY = 86_400;

export const START_BALANCES = {
  credits: STARTING_PROFILE.credits,
  diamonds: STARTING_PROFILE.diamonds,
  magicDust: STARTING_PROFILE.magicDust,
} as const;
/** Crafting runs a player plays for a new card at a new level before fighting on. */
const RUNS_FOR_A_NEW_CARD = 3;
/** Rival cards the arena rates for one choice (fewer than the server's 50: a sample). */
const RIVAL_SAMPLE = 20;

export interface Milestone {
  level: number;
  minutes: number;
  duels: number;
  wins: number;
  credits: number;
  diamonds: number;
  magicDust: number;
}

export interface ProgressionOptions {
  seed: number;
  /** Playback speed: 1 (the real length) or 4. */
  playbackSpeed: number;
  /** The levels whose arrival is recorded; the run stops at the last. */
  levels: readonly number[];
  cooldownSeconds?: number;
  /** Called after each duel, for a closer look. */
  onDuel?: (duel: {
    level: number;
    cards: number;
    team: number;
    opponent: number;
    won: boolean;
    minutes: number;
  }) => void;
}

export interface Player {
  level: number;
  experience: number;
  credits: number;
  diamonds: number;
  magicDust: number;
  seconds: number;
  duels: number;
  wins: number;
  discovered: Set<string>;
  triedPairs: Set<string>;
  lab: Map<string, number>;
  cards: DuelCard[];
  /** The quality of each card, in the order of `cards`. */
  qualities: CardQuality[];
  /** Items a run starts with ('+1 Item' raises it). */
  itemsLimit: number;
}

const seed32 = (rng: Rng): number => rng.int(0, 2 ** 32 - 1);

function toDuelCard(
  generated: ReturnType<typeof generateCard>,
  id: string,
  quality = generated.quality,
): DuelCard {
  return {
    id,
    name: generated.name,
    level: generated.level,
    ...effectiveStats(generated.baseStats, quality, false),
    skillTriggerChance: generated.skillTriggerChance,
    skill: generated.skill,
  };
}

/** One crafting run: untried pairs first (a player explores), then remembered recipes. */
export function playRun(player: Player, catalogue: SimCatalogue, rng: Rng): void {
  const bases = catalogue.bases;
  const unlocked = bases.map((base) => (base.unlockLevel ?? 1) <= player.level);
  const split = evenAllocation(unlocked, player.itemsLimit);
  const stock = new Map<string, number>();
  bases.forEach((base, index) => {
    if (split[index]! > 0) stock.set(base.name, split[index]!);
  });
  player.seconds += HUMAN_SECONDS.runStart;
  const isBase = (name: string) => catalogue.items.get(name)?.isBuildingBlock ?? false;
  for (;;) {
    const held = [...stock].filter(([, quantity]) => quantity > 0).map(([name]) => name);
    const runItems = held.map((name) => ({
      quantity: stock.get(name)!,
      isBuildingBlock: isBase(name),
      isSecret: false,
    }));
    if (isGameOver(runItems)) break;
    const pairs: Array<[string, string]> = [];
    for (const one of held) {
      for (const two of held) if (one < two && (isBase(one) || isBase(two))) pairs.push([one, two]);
    }
    const untried = pairs.filter(([a, b]) => !player.triedPairs.has(pairKey(a, b)));
    const known = pairs.filter(([a, b]) => catalogue.recipes.has(pairKey(a, b)));
    const [one, two] = rng.pick(untried.length > 0 ? untried : known.length > 0 ? known : pairs);
    player.seconds += HUMAN_SECONDS.craft;
    player.triedPairs.add(pairKey(one, two));
    stock.set(one, stock.get(one)! - 1);
    stock.set(two, stock.get(two)! - 1);
    const result = catalogue.recipes.get(pairKey(one, two));
    const item = result === undefined ? undefined : catalogue.items.get(result);
    if (!item) {
      player.magicDust += FAILED_CRAFT_DUST_REFUND;
      continue;
    }
    stock.set(item.name, (stock.get(item.name) ?? 0) + 1);
    if (!player.discovered.has(item.name)) {
      player.discovered.add(item.name);
      player.credits += discoveryReward(item.rarity, player.level);
    }
  }
  // The harvest: crafted items left in the run go to the lab.
  for (const [name, quantity] of stock) {
    if (quantity > 0 && !isBase(name)) player.lab.set(name, (player.lab.get(name) ?? 0) + quantity);
  }
}

/** Forges a card from the lab when its items fill the tier's slots; true when it did. */
export function forgeCard(player: Player, catalogue: SimCatalogue, rng: Rng): boolean {
  const chosen: string[] = [];
  for (const rarity of slotRarities(player.level)) {
    const name = [...player.lab]
      .filter(([n, q]) => q > 0 && !chosen.includes(n) && catalogue.items.get(n)?.rarity === rarity)
      .map(([n]) => n)[0];
    if (name === undefined) return false;
    chosen.push(name);
  }
  for (const name of chosen) player.lab.set(name, player.lab.get(name)! - 1);
  const generated = generateCard({
    items: chosen.map((name) => {
      const item = catalogue.items.get(name)!;
      return { name, rarity: item.rarity, family: item.family };
    }),
    playerLevel: player.level,
    seed: seed32(rng),
  });
  player.cards.push(toDuelCard(generated, `card-${player.cards.length}`));
  player.qualities.push(generated.quality);
  player.seconds += HUMAN_SECONDS.forge;
  return true;
}

/**
 * Rival cards as the server samples them (opponent-choice.ts): cards of the level window,
 * drafted from the catalogue as a lab craft would make them, each at a level of the window.
 */
function rivalSample(catalogue: SimCatalogue, level: number, rng: Rng): DuelCard[] {
  const window = opponentLevelRange(level);
  return Array.from({ length: RIVAL_SAMPLE }, (_, index) => {
    const cardLevel = rng.int(window.min, window.max);
    const items = draftItems(
      catalogue.crafted,
      slotRarities(cardLevel),
      (item) => item.rarity,
      rng,
    );
    const generated = generateCard({
      items: items.map((item) => ({ name: item.name, rarity: item.rarity, family: item.family })),
      playerLevel: cardLevel,
      seed: seed32(rng),
    });
    return toDuelCard(generated, `rival-${index}`);
  });
}

/**
 * The opponent: the pool's card nearest the team's power; a newcomer's aims a notch lower
 * and is weakened until the engine rates it winnable, as the server's sparring card is.
 */
function chooseOpponent(team: DuelCard[], pool: DuelCard[], newcomer: boolean, rng: Rng) {
  const target = targetOpponentPower(team, newcomer);
  const nearest = byPowerCloseness(pool, target, cardPower)[0]!;
  if (!newcomer) return nearest;
  let candidate = nearest;
  for (let step = 0; step < 12; step += 1) {
    const seeds = Array.from({ length: 200 }, () => seed32(rng));
    if (winnableForNewcomer(winOdds(team, [candidate], seeds).chance)) break;
    const scale = (value: number) => Math.max(1, Math.round(value * 0.85));
    candidate = {
      ...candidate,
      attack: scale(candidate.attack),
      defense: scale(candidate.defense),
      health: scale(candidate.health),
    };
  }
  return candidate;
}

function playbackSeconds(actions: Parameters<typeof delayAfterMs>[0], speed: number): number {
  let ms = 0;
  for (let index = 0; index < actions.length; index += 1) ms += delayAfterMs(actions, index);
  return ms / 1000 / speed;
}

export function simulateProgression(
  catalogue: SimCatalogue,
  options: ProgressionOptions,
): Milestone[] {
  const rng = createRng(options.seed);
  const fullCooldown = options.cooldownSeconds ?? DEFAULT_DUEL_COOLDOWN_SECONDS;
  const player: Player = {
    level: 1,
    experience: 0,
    ...START_BALANCES,
    seconds: 0,
    duels: 0,
    wins: 0,
    discovered: new Set(),
    triedPairs: new Set(),
    lab: new Map(),
    cards: [],
    qualities: [],
    itemsLimit: STARTING_PROFILE.initialItemsLimit,
  };
  const milestones: Milestone[] = [];
  const goal = Math.max(...options.levels);
  const record = () => {
    for (const level of options.levels) {
      if (player.level >= level && !milestones.some((m) => m.level === level)) {
        milestones.push({
          level,
          minutes: player.seconds / 60,
          duels: player.duels,
          wins: player.wins,
          credits: player.credits,
          diamonds: player.diamonds,
          magicDust: player.magicDust,
        });
      }
    }
  };
  record();
  let cooldownEnds = 0;
  let purseDay = 0;
  let duelsToday = 0;
  let forgedAtLevel = 0;
  while (player.level < goal) {
    // Cards first: enough for the slots, and a new one at each level (a stronger card),
    // playing crafting runs for the lab's items (a few at most before fighting on).
    const slots = playerCardSlots(player.level);
    let runs = 0;
    while (player.cards.length < slots || forgedAtLevel < player.level) {
      if (forgeCard(player, catalogue, rng)) {
        forgedAtLevel = player.level;
        continue;
      }
      if (player.cards.length >= slots && runs >= RUNS_FOR_A_NEW_CARD) {
        forgedAtLevel = player.level;
        break;
      }
      playRun(player, catalogue, rng);
      runs += 1;
    }
    const team = strongestTeam(player.cards, slots, cardPower);
    // Rivals are other players' cards: a fresh sample of the level for every duel.
    const pool = rivalSample(catalogue, player.level, rng);
    const opponent = chooseOpponent(team, pool, isNewcomer(player.duels), rng);
    player.seconds = Math.max(player.seconds + HUMAN_SECONDS.duelSetup, cooldownEnds);
    const fight = simulateDuel({ player: team, opponent: [opponent], seed: seed32(rng) });
    const won = fight.winner === 'player';
    cooldownEnds = player.seconds + duelCooldownSeconds(player.level, fullCooldown);
    // The day's purse: the duels fought earlier in the same day of play count.
    const day = Math.floor(player.seconds / SECONDS_PER_DAY);
    if (day !== purseDay) [purseDay, duelsToday] = [day, 0];
    const pay = duelPayOfTheDay(
      won,
      {
        opponentLevel: opponent.level,
        opponentPower: cardPower(opponent),
        playerPower: teamPower(team),
      },
      duelsToday,
    );
    duelsToday += 1;
    const outcome = applyExperience(
      player.level,
      player.experience,
      duelExperience(won, opponent.level, player.level),
    );
    player.seconds += playbackSeconds(fight.actions, options.playbackSpeed) + HUMAN_SECONDS.result;
    player.duels += 1;
    if (won) player.wins += 1;
    player.level = outcome.level;
    player.experience = outcome.experience;
    player.diamonds += outcome.diamondsGained;
    player.credits += pay.credits;
    player.magicDust += pay.magicDust;
    options.onDuel?.({
      level: player.level,
      cards: player.cards.length,
      team: teamPower(team),
      opponent: cardPower(opponent),
      won,
      minutes: player.seconds / 60,
    });
    record();
  }
  return milestones;
}
