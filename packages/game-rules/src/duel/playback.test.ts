import { describe, expect, it } from 'vitest';
import type { CardState, DuelAction } from './duel-types';
import { DUEL_ACTION_TYPES } from './duel-types';
import { actionWaitMs, describeAction, duelPlaybackMs } from './playback';
import { simulateDuel } from './simulate-duel';

const names = { m: 'Molten Thornback', t: 'Tidal Sentinel' };

const state = (id: string): CardState => ({
  id,
  isPlayer: id === 'm',
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
});

/** One of each action type, with the wait (spec section 9) and the log line it gives. */
const table: Array<[DuelAction, number, string]> = [
  [
    { type: 'round-start', round: 2, player: [state('m')], opponent: [state('t')], effects: {} },
    600,
    'Round 2.',
  ],
  [
    { type: 'attack', attackerId: 'm', targetId: 't' },
    1300,
    'Molten Thornback attacks Tidal Sentinel.',
  ],
  [
    { type: 'damage-taken', cardId: 't', attackerId: 'm', amount: 12, currentHealth: 88 },
    600,
    'Molten Thornback strikes Tidal Sentinel for 12.',
  ],
  [
    { type: 'dodge', cardId: 't', attackerId: 'm' },
    800,
    "Tidal Sentinel dodges Molten Thornback's attack.",
  ],
  [
    { type: 'invulnerability', cardId: 't', sourceId: 'm' },
    800,
    'Tidal Sentinel is invulnerable and takes no damage from Molten Thornback.',
  ],
  [
    { type: 'heal', cardId: 't', amount: 7, currentHealth: 95 },
    800,
    'Tidal Sentinel heals 7 (95 health).',
  ],
  [
    { type: 'drain', cardId: 'm', targetId: 't', amount: 4, currentHealth: 90 },
    800,
    'Molten Thornback drains 4 health from Tidal Sentinel.',
  ],
  [
    { type: 'reflect', cardId: 't', targetId: 'm', amount: 3, targetCurrentHealth: 0 },
    800,
    'Tidal Sentinel reflects 3 damage to Molten Thornback. Molten Thornback falls.',
  ],
  [
    { type: 'ability-triggered', cardId: 'm', skillName: 'Thornhide', targetIds: ['m'] },
    600,
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
    300,
    "Tidal Sentinel is stunned for 1 turn. Tidal Sentinel's defense falls by 30% for 2 rounds.",
  ],
];

describe('playback', () => {
  it('covers every action type in the table', () => {
    expect(table.map(([action]) => action.type)).toEqual([...DUEL_ACTION_TYPES]);
  });

  it.each(table)('%o waits %i ms and reads "%s"', (action, waitMs, line) => {
    expect(actionWaitMs(action)).toBe(waitMs);
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

  it('gives a whole duel a playback length and a line per action', () => {
    const card = (id: string) => ({
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
    expect(duelPlaybackMs(actions)).toBe(actions.reduce((sum, a) => sum + actionWaitMs(a), 0));
    for (const action of actions) expect(describeAction(action, names).length).toBeGreaterThan(0);
  });
});
