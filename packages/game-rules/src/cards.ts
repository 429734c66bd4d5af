/**
 * Battle-card rules: docs/RULES.md, "Lab and battle cards", "Arena and duels" (slots) and
 * "Market" (access level).
 */
import type { Rarity } from './rarity';

export const CARD_QUALITIES = ['poor', 'normal', 'superior'] as const;
export type CardQuality = (typeof CARD_QUALITIES)[number];

export function isCardQuality(value: string): value is CardQuality {
  return (CARD_QUALITIES as readonly string[]).includes(value);
}

export const QUALITY_FACTOR: Record<CardQuality, number> = {
  poor: 0.5,
  normal: 1,
  superior: 1.5,
};

/** Card value (docs/RULES.md, "Lab and battle cards"); a purged card refunds this many credits. */
export function cardValue(quality: CardQuality, level: number, isAscended: boolean): number {
  const base = isAscended ? 50 : 10;
  return (
    Math.floor(QUALITY_FACTOR[quality] * base * (1.3 ** (10 * (1 - Math.exp(-0.05 * level))) - 1)) +
    2
  );
}

export const CARD_CLASSES = [
  'Beast',
  'Elemental',
  'Warrior',
  'Mage',
  'Guardian',
  'Mechanical',
  'Mythical',
] as const;
export type CardClass = (typeof CARD_CLASSES)[number];

export function isCardClass(value: string): value is CardClass {
  return (CARD_CLASSES as readonly string[]).includes(value);
}

/** The user level at which each class can be crafted; also a card's required user level. */
export const CLASS_UNLOCK_LEVEL: Record<CardClass, number> = {
  Beast: 1,
  Elemental: 1,
  Warrior: 5,
  Mage: 10,
  Guardian: 15,
  Mechanical: 20,
  Mythical: 30,
};

export function unlockedClasses(level: number): CardClass[] {
  return CARD_CLASSES.filter((cls) => CLASS_UNLOCK_LEVEL[cls] <= level);
}

/** Lab slot rarities by level (docs/RULES.md, "Lab and battle cards"), lowest level first. */
const RARITY_TIERS: ReadonlyArray<readonly [number, readonly Rarity[]]> = [
  [1, ['common', 'common', 'common']],
  [5, ['common', 'common', 'rare']],
  [10, ['common', 'common', 'rare', 'rare']],
  [15, ['common', 'rare', 'rare', 'epic']],
  [18, ['common', 'rare', 'epic', 'epic']],
  [20, ['rare', 'rare', 'epic', 'epic']],
  [23, ['rare', 'epic', 'epic', 'legendary']],
  [35, ['rare', 'epic', 'legendary', 'legendary']],
  [40, ['epic', 'epic', 'legendary', 'legendary']],
  [45, ['legendary', 'legendary', 'legendary']],
];

export function slotRarities(level: number): Rarity[] {
  let tier: readonly Rarity[] = RARITY_TIERS[0]![1];
  for (const [from, rarities] of RARITY_TIERS) {
    if (level >= from) tier = rarities;
  }
  return [...tier];
}

export type CardStep = 'improve-to-normal' | 'improve-to-superior' | 'ascend' | 'none';

/** What the one improve/ascend call does to a card next. */
export function nextCardStep(quality: CardQuality, isAscended: boolean): CardStep {
  if (isAscended) return 'none';
  if (quality === 'poor') return 'improve-to-normal';
  if (quality === 'normal') return 'improve-to-superior';
  return 'ascend';
}

/** Diamonds for the next step: 4 x level, 7 x level, then floor(70 x level x 2 / 3). */
export function cardStepCost(step: CardStep, level: number): number {
  switch (step) {
    case 'improve-to-normal':
      return 4 * level;
    case 'improve-to-superior':
      return 7 * level;
    case 'ascend':
      return Math.floor((70 * level * 2) / 3);
    case 'none':
      return 0;
  }
}

/** Cards a player sends into one duel: min(5, 1 + floor(level / 10)). */
export function playerCardSlots(level: number): number {
  return Math.min(5, 1 + Math.floor(level / 10));
}
