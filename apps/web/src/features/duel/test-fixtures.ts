/** Fixtures for the duel feature's tests: a card's state in a duel, healthy and plain. */
import type { CardState } from '@alchemy/game-rules';

export function cardState(id: string, extra: Partial<CardState> = {}): CardState {
  return {
    id,
    isPlayer: true,
    health: 100,
    currentHealth: 100,
    attack: 20,
    currentAttack: 20,
    defense: 10,
    currentDefense: 10,
    speed: 10,
    currentSpeed: 10,
    dodgePercentage: 0,
    reflectPercentage: 0,
    drainPercentage: 0,
    isStunned: false,
    isInvulnerable: false,
    ...extra,
  };
}
