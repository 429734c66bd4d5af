/**
 * A card's mutable state inside one simulation (not part of the public API). Everything a
 * CardState shows is derived from the base card, its health and its running effects, so
 * an effect that expires returns the card to its base values by construction.
 */
import type { SkillEffect } from '../cards/skill-types';
import type { ActiveEffect, CardState, DuelCard } from './duel-types';

export interface Fighter {
  readonly card: DuelCard;
  readonly isPlayer: boolean;
  currentHealth: number;
  /** At most one effect per (type, property): a new cast replaces the running one. */
  effects: ActiveEffect[];
}

export function createFighter(card: DuelCard, isPlayer: boolean): Fighter {
  return { card, isPlayer, currentHealth: card.health, effects: [] };
}

export const isAlive = (fighter: Fighter): boolean => fighter.currentHealth > 0;

/** The running effect's value of one type (0 when none runs). */
function effectValue(fighter: Fighter, type: ActiveEffect['type']): number {
  // A plain loop: this runs several times a turn, a thousand fights at a time (win odds).
  for (const effect of fighter.effects) if (effect.type === type) return effect.value;
  return 0;
}

/**
 * Buffs and debuffs scale the stat from the card's base value (skill-types.ts): a +30%
 * attack buff and a -20% attack debuff leave it at 110%. Never below 0.
 */
function scaledStat(fighter: Fighter, property: 'attack' | 'defense' | 'speed'): number {
  let percent = 100;
  for (const effect of fighter.effects) {
    if (effect.property !== property) continue;
    if (effect.type === 'buff') percent += effect.value;
    if (effect.type === 'debuff') percent -= effect.value;
  }
  return Math.max(0, Math.round((fighter.card[property] * percent) / 100));
}

export const currentAttack = (fighter: Fighter): number => scaledStat(fighter, 'attack');
export const currentDefense = (fighter: Fighter): number => scaledStat(fighter, 'defense');
export const currentSpeed = (fighter: Fighter): number => scaledStat(fighter, 'speed');
export const dodgePercentage = (fighter: Fighter): number => effectValue(fighter, 'dodge');
export const reflectPercentage = (fighter: Fighter): number => effectValue(fighter, 'reflect');
export const drainPercentage = (fighter: Fighter): number => effectValue(fighter, 'drain');
export const isStunned = (fighter: Fighter): boolean => effectValue(fighter, 'stun') > 0;
export const isSilenced = (fighter: Fighter): boolean => effectValue(fighter, 'silence') > 0;
export const isInvulnerable = (fighter: Fighter): boolean =>
  effectValue(fighter, 'invulnerability') > 0;

export function cardState(fighter: Fighter): CardState {
  const { card } = fighter;
  return {
    id: card.id,
    isPlayer: fighter.isPlayer,
    health: card.health,
    currentHealth: fighter.currentHealth,
    attack: card.attack,
    currentAttack: currentAttack(fighter),
    defense: card.defense,
    currentDefense: currentDefense(fighter),
    speed: card.speed,
    currentSpeed: currentSpeed(fighter),
    dodgePercentage: dodgePercentage(fighter),
    reflectPercentage: reflectPercentage(fighter),
    drainPercentage: drainPercentage(fighter),
    isStunned: isStunned(fighter),
    isInvulnerable: isInvulnerable(fighter),
  };
}

/** A copy of the running effects, safe to put into an action. */
export function effectsSnapshot(fighter: Fighter): ActiveEffect[] {
  return fighter.effects.map((effect) => ({ ...effect }));
}

/**
 * Starts (or restarts) an effect on a card; the latest cast of a (type, property) wins.
 * Returns the running effect itself: a caller that keeps it copies it.
 */
export function addEffect(fighter: Fighter, effect: SkillEffect, sourceId: string): ActiveEffect {
  const active: ActiveEffect = {
    type: effect.type,
    property: effect.property,
    value: effect.value,
    remaining: effect.duration,
    sourceId,
  };
  fighter.effects = fighter.effects.filter(
    (running) => running.type !== effect.type || running.property !== effect.property,
  );
  fighter.effects.push(active);
  return active;
}

/** Heals up to max health; returns the health actually gained. */
export function heal(fighter: Fighter, amount: number): number {
  const gained = Math.min(amount, fighter.card.health - fighter.currentHealth);
  fighter.currentHealth += gained;
  return gained;
}

/**
 * Takes damage down to 0; returns the health actually lost. A card that falls loses its
 * effects: nothing runs on the dead, so its state shows no stale badges (and a stun that
 * would never get a turn to count down does not linger).
 */
export function hurt(fighter: Fighter, amount: number): number {
  const lost = Math.min(amount, fighter.currentHealth);
  fighter.currentHealth -= lost;
  if (fighter.currentHealth === 0) fighter.effects = [];
  return lost;
}

/** A stunned card skipped a turn: the stun counts turns ('turn' property), not rounds. */
export function spendStunTurn(fighter: Fighter): void {
  let expired = false;
  for (const effect of fighter.effects) {
    if (effect.type !== 'stun') continue;
    effect.remaining -= 1;
    if (effect.remaining <= 0) expired = true;
  }
  if (expired) {
    fighter.effects = fighter.effects.filter(
      (effect) => effect.type !== 'stun' || effect.remaining > 0,
    );
  }
}

/** End of a round: every effect but stun loses a round, and those at 0 stop. */
export function endRound(fighter: Fighter): void {
  let expired = false;
  for (const effect of fighter.effects) {
    if (effect.type !== 'stun') effect.remaining -= 1;
    if (effect.remaining <= 0) expired = true;
  }
  // Only a round that ends an effect makes a new list (the win odds run many rounds).
  if (expired) fighter.effects = fighter.effects.filter((effect) => effect.remaining > 0);
}
