/**
 * Card power (issue 14, "Fair matchmaking"): one number per card, so the arena can offer
 * opponents of like strength; the level badge alone hides a threefold gap (quality scales
 * every stat from x0.5 to x1.8).
 *
 * Why this shape (damage = attack x 100 / (100 + defense), one attack per card a round):
 * the hits a card needs to fell another are health x (100 + defense) / (100 x attack) of
 * the target, so of two cards the one with the larger attack x health x (1 + defense/100)
 * outlasts the other. A skill adds about skillTriggerChance x skillPower / 100 hits per
 * turn (skill-budget.ts prices every effect in hits), and speed decides who strikes
 * first in a round (worth about half a hit in a five-hit fight). The square root keeps
 * power on the scale of a stat: a card with every stat x2 has about x2 power.
 * Validated against simulated win rates in card-power.test.ts.
 */
import { skillPower } from '../cards/skill-budget';
import type { DuelCard } from './duel-types';

/** Weight of the skill's expected hits per turn. */
export const POWER_SKILL_WEIGHT = 1;
/** Each point of speed is worth this share of power (first strike). */
export const POWER_SPEED_WEIGHT = 0.01;

export type PowerCard = Pick<
  DuelCard,
  'attack' | 'defense' | 'health' | 'speed' | 'skillTriggerChance' | 'skill'
>;

/** A card's power, rounded to a whole number; never below 1. */
export function cardPower(card: PowerCard): number {
  const skillHits =
    card.skill === null ? 0 : (card.skillTriggerChance * skillPower(card.skill)) / 100;
  const core = card.attack * card.health * (1 + card.defense / 100);
  const value =
    Math.sqrt(core * (1 + POWER_SKILL_WEIGHT * skillHits)) * (1 + POWER_SPEED_WEIGHT * card.speed);
  return Math.max(1, Math.round(value));
}

/**
 * A side's power: several cards fight one by one, but together, so their powers add up
 * in the square (each card's offence meets the others' combined health).
 */
export function teamPower(cards: readonly PowerCard[]): number {
  const total = Math.sqrt(cards.reduce((sum, card) => sum + cardPower(card) ** 2, 0));
  return Math.max(1, Math.round(total));
}
