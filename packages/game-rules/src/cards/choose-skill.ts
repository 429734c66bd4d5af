/** Which library skill a new card gets: any can come up, the fitting ones more often. */
import type { CardClass } from '../cards';
import type { Rng } from '../rng';
import { toFamily } from './families';
import { pickWeighted } from './seeded';
import { SKILL_LIBRARY, type SkillEntry } from './skill-library';
import type { Skill } from './skill-types';

/**
 * Weight of a library skill for a card: 1, plus 2 for each item whose family the skill
 * suits, plus 4 when it suits the card's class. A Flame Warrior of three Flame items weighs
 * Cinder Rage at 11 against 1 for an unrelated skill, yet any skill stays possible.
 */
export const SKILL_BASE_WEIGHT = 1;
export const SKILL_FAMILY_WEIGHT = 2;
export const SKILL_CLASS_WEIGHT = 4;

export function skillWeight(
  entry: SkillEntry,
  families: readonly string[],
  characterType: CardClass,
): number {
  const familyMatches = families.filter((family) =>
    entry.families.includes(toFamily(family)),
  ).length;
  const classMatch = entry.classes.includes(characterType) ? 1 : 0;
  return SKILL_BASE_WEIGHT + SKILL_FAMILY_WEIGHT * familyMatches + SKILL_CLASS_WEIGHT * classMatch;
}

/** A fresh copy, so a card's skill can be changed without touching the shared library. */
function copySkill(skill: Skill): Skill {
  return { ...skill, effects: skill.effects.map((effect) => ({ ...effect })) };
}

export function chooseSkill(
  rng: Rng,
  families: readonly string[],
  characterType: CardClass,
): Skill {
  const entry = pickWeighted(
    rng,
    SKILL_LIBRARY.map((candidate) => [candidate, skillWeight(candidate, families, characterType)]),
  );
  return copySkill(entry.skill);
}
