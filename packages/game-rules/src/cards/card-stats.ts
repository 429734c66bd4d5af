/**
 * Battle-card stats (docs/RULES.md, "Lab and battle cards"): they follow the class, grow with
 * the items' rarities and the card level, and are then scaled by quality and ascension.
 *
 * Tuned for the duel formula damage = max(1, round(attack x 100 / (100 + defense))): a
 * level-1 normal card has ~110-160 health, ~19-30 attack and ~10-20 defense, so a hit takes
 * 15-20% of a card's health and a fight lasts several of its 30 rounds.
 */
import { QUALITY_FACTOR, type CardClass, type CardQuality } from '../cards';
import type { Rarity } from '../rarity';
import type { Rng } from '../rng';

export interface CardStats {
  attack: number;
  defense: number;
  health: number;
  speed: number;
}

/** A class's stats at level 1 from three common items, before variation. */
export interface ClassProfile extends CardStats {
  /** Fraction of rounds in which the card's skill triggers. */
  skillTriggerChance: number;
}

/**
 * Each class leads in what docs/RULES.md ("Lab and battle cards") gives it: Warrior attack,
 * Guardian defense and health, Beast speed, Mage skill chance, Mechanical defense, Elemental
 * balanced. Mythical is good at everything without leading anywhere.
 * Balance (issue 5, scripts/balance.ts: 10,000 equal-level 1v1 duels at normal quality)
 * puts every class at 47-56% wins. A fight lasts about five hits, so striking first is
 * worth a lot: the slow classes (Warrior, Guardian, Mechanical) carry ~10% more
 * attack x health x (100 + defense) than Beast; Mage gives up ~7% of it for a skill that
 * triggers twice as often; Mythical is level with Elemental and wins on its skill chance.
 * A change of one point of speed moves a class's win rate by several percent.
 */
export const CLASS_PROFILES: Record<CardClass, ClassProfile> = {
  Beast: { attack: 25, defense: 11, health: 125, speed: 20, skillTriggerChance: 0.22 },
  Elemental: { attack: 24, defense: 14, health: 130, speed: 14, skillTriggerChance: 0.28 },
  Warrior: { attack: 29, defense: 12, health: 120, speed: 13, skillTriggerChance: 0.2 },
  Mage: { attack: 23, defense: 12, health: 125, speed: 15, skillTriggerChance: 0.45 },
  Guardian: { attack: 20, defense: 20, health: 160, speed: 10, skillTriggerChance: 0.2 },
  Mechanical: { attack: 22, defense: 19, health: 145, speed: 12, skillTriggerChance: 0.22 },
  Mythical: { attack: 24, defense: 13, health: 130, speed: 15, skillTriggerChance: 0.3 },
};

/** Rarity weights: doubling per tier keeps the lab tiers' sums rising with level (3..24). */
export const RARITY_STAT_WEIGHT: Record<Rarity, number> = {
  common: 1,
  rare: 2,
  epic: 4,
  legendary: 8,
};

/** The rarity sum of the level-1 tier (three commons), where CLASS_PROFILES apply as is. */
const BASE_RARITY_SUM = 3;

export function raritySum(rarities: readonly Rarity[]): number {
  return rarities.reduce((sum, rarity) => sum + RARITY_STAT_WEIGHT[rarity], 0);
}

/** Linear with a gentle quadratic: x2 at level 10, x5.2 at level 30, x12 at level 60. */
export function levelGrowth(level: number): number {
  const steps = Math.max(0, level - 1);
  return 1 + 0.1 * steps + 0.0015 * steps * steps;
}

/** +3% per rarity point over three commons: x1.09 at level 10's tier, x1.63 for legendaries. */
export function rarityGrowth(sum: number): number {
  return Math.max(0.5, 1 + 0.03 * (sum - BASE_RARITY_SUM));
}

/** Extra skill chance from rarer items: +0.004 per rarity point, +0.084 for legendaries. */
const TRIGGER_PER_RARITY_POINT = 0.004;
export const SKILL_TRIGGER_RANGE = { min: 0.1, max: 0.6 } as const;

/** Seeded spread of each stat: x0.92 to x1.08, so two cards of a class are not twins. */
export const STAT_VARIATION = 0.08;

export interface StatRollInput {
  characterType: CardClass;
  rarities: readonly Rarity[];
  level: number;
}

export interface RolledStats {
  baseStats: CardStats;
  skillTriggerChance: number;
}

/**
 * A card's base stats (normal quality, not ascended). Attack and health grow with the full
 * growth; defense and speed with its square root. Were defense to grow as fast as attack,
 * damage would approach 100 x attack / defense (a constant) while health kept growing, and
 * high-level fights would all run out the 30 rounds; speed only orders the turns.
 * Draws exactly five numbers from rng, whatever the input.
 */
export function rollBaseStats(input: StatRollInput, rng: Rng): RolledStats {
  const profile = CLASS_PROFILES[input.characterType];
  const sum = raritySum(input.rarities);
  const growth = levelGrowth(input.level) * rarityGrowth(sum);
  const vary = (): number => 1 - STAT_VARIATION + 2 * STAT_VARIATION * rng.next();
  const stat = (base: number, scale: number): number =>
    Math.max(1, Math.round(base * scale * vary()));
  const baseStats: CardStats = {
    attack: stat(profile.attack, growth),
    defense: stat(profile.defense, Math.sqrt(growth)),
    health: stat(profile.health, growth),
    speed: stat(profile.speed, Math.sqrt(growth)),
  };
  const chance =
    profile.skillTriggerChance * vary() + TRIGGER_PER_RARITY_POINT * (sum - BASE_RARITY_SUM);
  const clamped = Math.min(SKILL_TRIGGER_RANGE.max, Math.max(SKILL_TRIGGER_RANGE.min, chance));
  return { baseStats, skillTriggerChance: Math.round(clamped * 100) / 100 };
}

/** Ascension adds +20% to every stat (docs/RULES.md, "Lab and battle cards"). */
export const ASCENSION_FACTOR = 1.2;

/**
 * The stats a card fights with: base x QUALITY_FACTOR (poor 0.5, normal 1, superior 1.5)
 * x 1.2 when ascended, rounded, each at least 1. skillTriggerChance is not scaled: it is a
 * probability, and x1.8 would push a Mage past certainty.
 */
export function effectiveStats(
  base: CardStats,
  quality: CardQuality,
  isAscended: boolean,
): CardStats {
  const factor = QUALITY_FACTOR[quality] * (isAscended ? ASCENSION_FACTOR : 1);
  const scale = (value: number): number => Math.max(1, Math.round(value * factor));
  return {
    attack: scale(base.attack),
    defense: scale(base.defense),
    health: scale(base.health),
    speed: scale(base.speed),
  };
}
