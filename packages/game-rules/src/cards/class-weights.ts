/**
 * Which class a lab craft makes (docs/RULES.md, "Lab and battle cards"): drawn among the
 * classes unlocked at the player's level, weighted by the items' families.
 */
import { unlockedClasses, type CardClass } from '../cards';
import type { Rng } from '../rng';
import { toFamily, type ItemFamily } from './families';
import { pickWeighted } from './seeded';

/**
 * Every unlocked class keeps this weight whatever the items, so any class stays possible;
 * each item then adds FAMILY_ITEM_WEIGHT, shared between the classes its family suits.
 * With three items of one family the suited class is drawn about 10 times in 11 at level 1
 * and about 10 times in 16 once all seven classes are open.
 */
export const CLASS_BASE_WEIGHT = 1;
export const FAMILY_ITEM_WEIGHT = 3;

/** The classes each family leans towards; 'Any' (the four elements) leans nowhere. */
export const FAMILY_CLASSES: Record<ItemFamily, readonly CardClass[]> = {
  Beasts: ['Beast'],
  Flame: ['Elemental'],
  Liquids: ['Elemental'],
  Weather: ['Elemental'],
  Stone: ['Elemental'],
  Metals: ['Warrior', 'Guardian'],
  Arcane: ['Mage'],
  Machines: ['Mechanical'],
  Spirits: ['Mythical'],
  Flora: ['Beast', 'Elemental'],
  Any: [],
};

/**
 * The weight of each class unlocked at `level`. An item whose classes are all still locked
 * (Spirits before level 30) spreads its weight evenly, like 'Any', instead of vanishing, so
 * the player's items always count for something.
 */
export function classWeights(
  families: readonly string[],
  level: number,
): Array<readonly [CardClass, number]> {
  const unlocked = unlockedClasses(level);
  const weights = new Map<CardClass, number>(unlocked.map((cls) => [cls, CLASS_BASE_WEIGHT]));
  for (const family of families) {
    const suited = FAMILY_CLASSES[toFamily(family)].filter((cls) => weights.has(cls));
    const targets = suited.length > 0 ? suited : unlocked;
    for (const cls of targets) {
      weights.set(cls, (weights.get(cls) ?? 0) + FAMILY_ITEM_WEIGHT / targets.length);
    }
  }
  return unlocked.map((cls) => [cls, weights.get(cls) ?? 0] as const);
}

export function chooseClass(rng: Rng, families: readonly string[], level: number): CardClass {
  return pickWeighted(rng, classWeights(families, level));
}
