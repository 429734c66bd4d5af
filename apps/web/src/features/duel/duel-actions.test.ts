import type { BattleCard, DuelResult } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { cardNames, playerWon } from './duel-actions';

const battleCard = (id: string, name: string): BattleCard => ({
  id,
  level: 1,
  quality: 'normal',
  isAscended: false,
  isListed: false,
  attack: 20,
  defense: 10,
  health: 100,
  speed: 10,
  skillTriggerChance: 0,
  requiredLevel: 1,
  card: { name, imageUrl: '', characterType: 'Beast', description: '', synergy: '', skill: '' },
});

const winner = (isPlayer: boolean): DuelResult['winner'] => [
  {
    id: 'c',
    isPlayer,
    health: 100,
    currentHealth: 40,
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
  },
];

describe('duel actions', () => {
  it('names every card of both sides for the battle log', () => {
    expect(cardNames([battleCard('p', 'Ember Fox')], [battleCard('o', 'Tide Golem')])).toEqual({
      p: 'Ember Fox',
      o: 'Tide Golem',
    });
  });

  it("reads who won from the winning side's first card", () => {
    expect(playerWon({ winner: winner(true) })).toBe(true);
    expect(playerWon({ winner: winner(false) })).toBe(false);
  });
});
