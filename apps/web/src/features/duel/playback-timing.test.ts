import { DUEL_ACTION_TYPES, type CardState, type DuelAction } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  ACTION_PAUSE_MS,
  ACTION_WAIT_MS,
  actionWaitMs,
  CONTACT_MS,
  delayAfterMs,
  isAttackOutcome,
} from './playback-timing';
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

describe('an attack and its outcome, one beat', () => {
  const attack: DuelAction = { type: 'attack', attackerId: 'm', targetId: 't' };
  const hit: DuelAction = {
    type: 'damage-taken',
    cardId: 't',
    attackerId: 'm',
    amount: 12,
    currentHealth: 88,
  };
  const fight: DuelAction[] = [
    { type: 'round-start', round: 1, player: [state('m')], opponent: [state('t')], effects: {} },
    attack,
    hit,
    { type: 'reflect', cardId: 't', targetId: 'm', amount: 3, targetCurrentHealth: 97 },
    { type: 'attack', attackerId: 't', targetId: 'm' },
    { type: 'dodge', cardId: 'm', attackerId: 't' },
    { type: 'attack', attackerId: 'm', targetId: 't' },
    { type: 'invulnerability', cardId: 't', sourceId: 'm' },
  ];

  it('lands the outcome at contact, when the lunge reaches the target', () => {
    expect(delayAfterMs(fight, 1)).toBe(CONTACT_MS);
    expect(delayAfterMs(fight, 4)).toBe(CONTACT_MS);
    expect(delayAfterMs(fight, 6)).toBe(CONTACT_MS);
  });

  it('keeps the spec’s pace: every action starts when the waits say, but the outcomes', () => {
    const spec = (upTo: number) =>
      fight.slice(0, upTo).reduce((sum, action) => sum + actionWaitMs(action), 0);
    const shown = (upTo: number) =>
      fight.slice(0, upTo).reduce((sum, _action, index) => sum + delayAfterMs(fight, index), 0);
    for (let index = 0; index <= fight.length; index += 1) {
      const outcome = isAttackOutcome(fight[index - 1], fight[index]);
      if (outcome) expect(shown(index)).toBe(spec(index - 1) + CONTACT_MS);
      else expect(shown(index)).toBe(spec(index));
    }
  });

  it('knows an outcome only when it answers that very attack', () => {
    expect(isAttackOutcome(attack, hit)).toBe(true);
    expect(isAttackOutcome(attack, { ...hit, attackerId: 'x' })).toBe(false);
    expect(isAttackOutcome(attack, { type: 'dodge', cardId: 'm', attackerId: 't' })).toBe(false);
    expect(isAttackOutcome(hit, hit)).toBe(false);
    expect(isAttackOutcome(attack, undefined)).toBe(false);
  });
});
