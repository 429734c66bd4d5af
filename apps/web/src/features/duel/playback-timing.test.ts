import { DUEL_ACTION_TYPES, type CardState, type DuelAction } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { ACTION_PAUSE_MS, ACTION_WAIT_MS, actionWaitMs } from './playback-timing';
import { cardState } from './test-fixtures';

const state = (id: string): CardState => cardState(id, { isPlayer: id === 'm' });

/** One of each action type with its wait (docs/RULES.md, "Duel playback"), pause included. */
const table: Array<[DuelAction, number]> = [
  [
    { type: 'round-start', round: 2, player: [state('m')], opponent: [state('t')], effects: {} },
    600,
  ],
  [{ type: 'attack', attackerId: 'm', targetId: 't' }, 1300],
  [{ type: 'damage-taken', cardId: 't', attackerId: 'm', amount: 12, currentHealth: 88 }, 600],
  [{ type: 'dodge', cardId: 't', attackerId: 'm' }, 800],
  [{ type: 'invulnerability', cardId: 't', sourceId: 'm' }, 800],
  [{ type: 'heal', cardId: 't', amount: 7, currentHealth: 95 }, 800],
  [{ type: 'drain', cardId: 'm', targetId: 't', amount: 4, currentHealth: 90 }, 800],
  [{ type: 'reflect', cardId: 't', targetId: 'm', amount: 3, targetCurrentHealth: 0 }, 800],
  [{ type: 'ability-triggered', cardId: 'm', skillName: 'Thornhide', targetIds: ['m'] }, 600],
  [
    {
      type: 'effects-applied',
      cardId: 'm',
      skillName: 'Quake Slam',
      targetIds: ['t'],
      effects: [
        { type: 'stun', property: 'turn', value: 100, remaining: 1, sourceId: 'm', targetId: 't' },
      ],
      states: [state('t')],
    },
    300,
  ],
];

describe('playback timing', () => {
  it('covers every action type of the engine', () => {
    expect(table.map(([action]) => action.type)).toEqual([...DUEL_ACTION_TYPES]);
    expect(Object.keys(ACTION_WAIT_MS).sort()).toEqual([...DUEL_ACTION_TYPES].sort());
  });

  it.each(table)('%o waits %i ms', (action, waitMs) => {
    expect(actionWaitMs(action)).toBe(waitMs);
  });

  it('adds the common pause after every action', () => {
    for (const [action] of table) {
      expect(actionWaitMs(action)).toBe(ACTION_WAIT_MS[action.type] + ACTION_PAUSE_MS);
    }
  });
});
