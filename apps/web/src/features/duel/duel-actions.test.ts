import type { BattleCard, DuelResult } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { cardNames, playerWon } from './duel-actions';
import { cardState } from './test-fixtures';

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
  cardState('c', { isPlayer, currentHealth: 40 }),
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
