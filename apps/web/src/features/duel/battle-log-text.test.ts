import {
  DUEL_ACTION_TYPES,
  simulateDuel,
  type CardState,
  type DuelAction,
  type DuelCard,
} from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { describeAction } from './battle-log-text';
import { cardState } from './test-fixtures';

const names = { m: 'Molten Thornback', t: 'Tidal Sentinel' };

const state = (id: string): CardState => cardState(id, { isPlayer: id === 'm' });

/** One of each action type with the log line it gives. */
const table: Array<[DuelAction, string]> = [
  [
    { type: 'round-start', round: 2, player: [state('m')], opponent: [state('t')], effects: {} },
    'Round 2.',
  ],
  [{ type: 'attack', attackerId: 'm', targetId: 't' }, 'Molten Thornback attacks Tidal Sentinel.'],
  [
    { type: 'damage-taken', cardId: 't', attackerId: 'm', amount: 12, currentHealth: 88 },
    'Molten Thornback strikes Tidal Sentinel for 12.',
  ],
  [
    { type: 'dodge', cardId: 't', attackerId: 'm' },
    "Tidal Sentinel dodges Molten Thornback's attack.",
  ],
  [
    { type: 'invulnerability', cardId: 't', sourceId: 'm' },
    'Tidal Sentinel is invulnerable and takes no damage from Molten Thornback.',
  ],
  [
    { type: 'heal', cardId: 't', amount: 7, currentHealth: 95 },
    'Tidal Sentinel heals 7 (95 health).',
  ],
  [
    { type: 'drain', cardId: 'm', targetId: 't', amount: 4, currentHealth: 90 },
    'Molten Thornback drains 4 health from Tidal Sentinel.',
  ],
  [
    { type: 'reflect', cardId: 't', targetId: 'm', amount: 3, targetCurrentHealth: 0 },
    'Tidal Sentinel reflects 3 damage to Molten Thornback. Molten Thornback falls.',
  ],
  [
    { type: 'ability-triggered', cardId: 'm', skillName: 'Thornhide', targetIds: ['m'] },
    'Molten Thornback uses Thornhide!',
  ],
  [
    {
      type: 'effects-applied',
      cardId: 'm',
      skillName: 'Quake Slam',
      targetIds: ['t'],
      effects: [
        { type: 'stun', property: 'turn', value: 100, remaining: 1, sourceId: 'm', targetId: 't' },
        {
          type: 'debuff',
          property: 'defense',
          value: 30,
          remaining: 2,
          sourceId: 'm',
          targetId: 't',
        },
      ],
      states: [state('t')],
    },
    "Tidal Sentinel is stunned for 1 turn. Tidal Sentinel's defense falls by 30% for 2 rounds.",
  ],
];

describe('battle log text', () => {
  it('covers every action type of the engine', () => {
    expect(table.map(([action]) => action.type)).toEqual([...DUEL_ACTION_TYPES]);
  });

  it.each(table)('%o reads "%s"', (action, line) => {
    expect(describeAction(action, names)).toBe(line);
  });

  it('notes a fall and falls back to the id for an unknown card', () => {
    expect(
      describeAction(
        { type: 'damage-taken', cardId: 'x', attackerId: 'm', amount: 5, currentHealth: 0 },
        names,
      ),
    ).toBe('Molten Thornback strikes x for 5. x falls.');
  });

  it('tells an instant heal from a heal over time', () => {
    const heal = (remaining: number): DuelAction => ({
      type: 'effects-applied',
      cardId: 'm',
      skillName: 'Mend',
      targetIds: ['m'],
      effects: [
        { type: 'heal', property: 'health', value: 20, remaining, sourceId: 'm', targetId: 'm' },
      ],
      states: [state('m')],
    });
    expect(describeAction(heal(0), names)).toBe('Molten Thornback heals 20% of max health.');
    expect(describeAction(heal(3), names)).toBe(
      'Molten Thornback heals 20% of max health each round for 3 rounds.',
    );
  });

  it('writes a line for every action of a whole duel', () => {
    const card = (id: string): DuelCard => ({
      id,
      name: id,
      level: 1,
      attack: 20,
      defense: 10,
      health: 50,
      speed: id === 'm' ? 10 : 5,
      skillTriggerChance: 0,
      skill: null,
    });
    const { actions } = simulateDuel({ player: [card('m')], opponent: [card('t')], seed: 1 });
    for (const action of actions) expect(describeAction(action, names).length).toBeGreaterThan(0);
  });
});
