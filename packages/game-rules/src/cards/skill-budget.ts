/**
 * A skill's power budget, so the library can be kept even: no skill should be a must-pick.
 *
 * The unit is "one attack": what a single ordinary hit is worth in a duel. Each effect is
 * priced in that unit, then x100 into whole points:
 *
 *   points(effect) = 100 x weight(type, property) x (value / 100) x max(1, duration)
 *
 * Why these weights (damage = attack x 100 / (100 + defense), one attack per card a round):
 * - dodge, reflect, drain: 1. Dodging v% for a round saves v% of a hit; reflecting or
 *   draining v% of a hit is worth v% of a hit.
 * - stun, invulnerability: 1. A stunned target loses its hit; an invulnerable caster
 *   ignores one (v = 100, so one round = one attack).
 * - heal: 7, because a duel card holds about 7 hits of health (level 1: ~130 health
 *   against ~20 damage a hit), so healing 10% of max health is worth 0.7 of a hit.
 * - silence: 0.6. The target's skill would trigger in about a third of the rounds and is
 *   worth one to one and a half hits when it does.
 * - buff / debuff attack: 1 (damage grows in proportion to attack). Defense: 0.5, as
 *   defense divides damage by (100 + defense), so +v% defense cuts far less than v% of a
 *   hit. Speed: 0.4, since speed only decides who strikes first in a round.
 */
import type { EffectType, Skill, SkillEffect } from './skill-types';

export const EFFECT_WEIGHT: Record<Exclude<EffectType, 'buff' | 'debuff'>, number> = {
  dodge: 1,
  reflect: 1,
  drain: 1,
  stun: 1,
  invulnerability: 1,
  heal: 7,
  silence: 0.6,
};

export const STAT_WEIGHT: Record<string, number> = {
  attack: 1,
  defense: 0.5,
  speed: 0.4,
};

/** Every library skill's points lie in this band (both ends inclusive). */
export const SKILL_POWER_BAND = { min: 100, max: 150 } as const;

export function effectPower(effect: SkillEffect): number {
  const weight =
    effect.type === 'buff' || effect.type === 'debuff'
      ? (STAT_WEIGHT[effect.property] ?? 0)
      : EFFECT_WEIGHT[effect.type];
  return 100 * weight * (effect.value / 100) * Math.max(1, effect.duration);
}

/** A skill's power in whole points: the sum of its effects' powers, rounded. */
export function skillPower(skill: Pick<Skill, 'effects'>): number {
  return Math.round(skill.effects.reduce((sum, effect) => sum + effectPower(effect), 0));
}
