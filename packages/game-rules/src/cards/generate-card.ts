/**
 * A new battle card from a lab craft (docs/RULES.md, "Lab and battle cards"). Pure and seeded: the
 * same items, level and seed always give the same card, so the server can store the seed and a test
 * can pin the result.
 */
import { CLASS_UNLOCK_LEVEL, type CardClass, type CardQuality } from '../cards';
import type { Rarity } from '../rarity';
import type { Rng } from '../rng';
import { cardText } from './card-names';
import { rollBaseStats, type CardStats } from './card-stats';
import { chooseClass } from './class-weights';
import { chooseSkill } from './choose-skill';
import { partRng } from './seeded';
import type { Skill } from './skill-types';

export interface LabItemInput {
  name: string;
  rarity: Rarity;
  /** The catalogue family ('Flame', 'Metals', ...); unknown ones count as 'Any'. */
  family: string;
}

export interface GenerateCardInput {
  items: ReadonlyArray<LabItemInput>;
  playerLevel: number;
  seed: number;
}

export interface GeneratedCard {
  name: string;
  characterType: CardClass;
  description: string;
  synergy: string;
  skill: Skill;
  quality: CardQuality;
  level: number;
  /** Normal-quality, not-ascended stats; effectiveStats() gives what the card fights with. */
  baseStats: CardStats;
  /** Fraction in [0.10, 0.60]; quality and ascension leave it alone. */
  skillTriggerChance: number;
}

/** Quality odds at craft time: poor 50%, normal 35%, superior 15%. */
export const QUALITY_ODDS: ReadonlyArray<readonly [CardQuality, number]> = [
  ['poor', 0.5],
  ['normal', 0.35],
  ['superior', 0.15],
];

export function rollQuality(rng: Rng): CardQuality {
  let roll = rng.next();
  for (const [quality, odds] of QUALITY_ODDS) {
    if (roll < odds) return quality;
    roll -= odds;
  }
  return 'superior';
}

/**
 * Throws a RangeError for input the lab never sends (no items, a level below 1): the
 * server checks the slots against slotRarities() before it gets here.
 */
export function generateCard(input: GenerateCardInput): GeneratedCard {
  const { items, playerLevel, seed } = input;
  if (items.length === 0) throw new RangeError('a card needs at least one item');
  if (!Number.isInteger(playerLevel) || playerLevel < 1) {
    throw new RangeError(`player level must be an integer >= 1, got ${playerLevel}`);
  }
  const families = items.map((item) => item.family);
  // One stream per part (seeded.ts): the class, then everything that depends on it.
  const characterType = chooseClass(partRng(seed, 'class'), families, playerLevel);
  const quality = rollQuality(partRng(seed, 'quality'));
  const { baseStats, skillTriggerChance } = rollBaseStats(
    { characterType, rarities: items.map((item) => item.rarity), level: playerLevel },
    partRng(seed, 'stats'),
  );
  const skill = chooseSkill(partRng(seed, 'skill'), families, characterType);
  const text = cardText(items, characterType, partRng(seed, 'text'));
  return {
    ...text,
    characterType,
    skill,
    quality,
    level: playerLevel,
    baseStats,
    skillTriggerChance,
  };
}

/**
 * A card's required user level: its class's unlock level (docs/RULES.md, "Lab and battle
 * cards").
 */
export function requiredLevel(card: Pick<GeneratedCard, 'characterType'>): number {
  return CLASS_UNLOCK_LEVEL[card.characterType];
}
