import type { BattleCard } from '@alchemy/contracts';
import type { CardState, DuelAction } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyAll,
  initialView,
  visualEffect,
  type PlaybackView,
} from './playback-state';
import { cardState } from './test-fixtures';

const battleCard = (id: string, name: string): BattleCard => ({
  id,
  level: 3,
  quality: 'normal',
  isAscended: false,
  isListed: false,
  attack: 20,
  defense: 10,
  health: 100,
  speed: 12,
  skillTriggerChance: 0.2,
  requiredLevel: 1,
  card: {
    name,
    imageUrl: `/img/${id}.svg`,
    characterType: 'Beast',
    description: '',
    synergy: '',
    skill: '',
  },
});

const state = (id: string, isPlayer: boolean, extra: Partial<CardState> = {}): CardState =>
  cardState(id, {
    isPlayer,
    health: 120,
    currentHealth: 120,
    attack: 24,
    currentAttack: 24,
    defense: 12,
    currentDefense: 12,
    speed: 14,
    currentSpeed: 14,
    ...extra,
  });

const roundStart: DuelAction = {
  type: 'round-start',
  round: 1,
  player: [state('p', true)],
  opponent: [state('o', false)],
  effects: {},
};

const start = (): PlaybackView =>
  initialView([battleCard('p', 'Ember Fox')], [battleCard('o', 'Tide Golem')]);

describe('initialView', () => {
  it('shows both sides at full health from the cards as they entered', () => {
    const view = start();
    expect(view.playerIds).toEqual(['p']);
    expect(view.opponentIds).toEqual(['o']);
    expect(view.cards.p?.state).toMatchObject({ currentHealth: 100, isPlayer: true });
    expect(view.cards.o?.name).toBe('Tide Golem');
    expect(view.step).toBe(0);
  });
});

describe('applyAction', () => {
  it('round-start loads the full state of both sides', () => {
    const view = applyAction(start(), roundStart);
    expect(view.round).toBe(1);
    expect(view.cards.p?.state.health).toBe(120);
    expect(view.cards.o?.state.currentAttack).toBe(24);
  });

  it('animates an attack, then a hit with its number, health and damaged effect', () => {
    let view = applyAll(start(), [roundStart, { type: 'attack', attackerId: 'p', targetId: 'o' }]);
    expect(view.cards.p?.animation).toBe('attacking');
    view = applyAction(view, {
      type: 'damage-taken',
      cardId: 'o',
      attackerId: 'p',
      amount: 30,
      currentHealth: 90,
    });
    const hit = view.cards.o!;
    expect(hit.state.currentHealth).toBe(90);
    expect(hit.animation).toBe('damaged');
    expect(hit.floaters).toEqual([{ step: 3, kind: 'damage', amount: 30 }]);
    expect(visualEffect(hit)).toBe('damaged');
    expect(view.cards.p?.animation).toBe('idle');
  });

  it('floors health at 0', () => {
    const view = applyAction(applyAction(start(), roundStart), {
      type: 'reflect',
      cardId: 'o',
      targetId: 'p',
      amount: 500,
      targetCurrentHealth: -3,
    });
    expect(view.cards.p?.state.currentHealth).toBe(0);
    expect(view.cards.o?.animation).toBe('reflecting');
  });

  it('shows a dodge, a heal and a drain', () => {
    let view = applyAction(start(), { type: 'dodge', cardId: 'o', attackerId: 'p' });
    expect(view.cards.o).toMatchObject({ dodged: true, animation: 'dodging' });
    view = applyAction(view, { type: 'heal', cardId: 'o', amount: 5, currentHealth: 95 });
    expect(view.cards.o).toMatchObject({ dodged: false, animation: 'healing' });
    expect(view.cards.o?.floaters.at(-1)).toEqual({ step: 2, kind: 'heal', amount: 5 });
    view = applyAction(view, {
      type: 'drain',
      cardId: 'p',
      targetId: 'o',
      amount: 4,
      currentHealth: 99,
    });
    expect(view.cards.p).toMatchObject({ animation: 'draining' });
    expect(view.cards.p?.state.currentHealth).toBe(99);
  });

  it('keeps a skill banner through the caster turn and drops it on the next actor', () => {
    let view = applyAction(start(), {
      type: 'ability-triggered',
      cardId: 'p',
      skillName: 'Stone Skin',
      targetIds: ['p'],
    });
    expect(view.cards.p?.banner).toEqual({ text: 'Stone Skin', step: 1 });
    view = applyAction(view, { type: 'attack', attackerId: 'p', targetId: 'o' });
    expect(view.cards.p?.banner?.text).toBe('Stone Skin');
    view = applyAction(view, { type: 'attack', attackerId: 'o', targetId: 'p' });
    expect(view.cards.p?.banner).toBeNull();
  });

  it('applies the new states of effects, which show as statuses and stats', () => {
    const shielded = state('p', true, { isInvulnerable: true, currentAttack: 30 });
    const view = applyAction(start(), {
      type: 'effects-applied',
      cardId: 'p',
      skillName: 'Aegis',
      targetIds: ['p'],
      effects: [],
      states: [shielded],
    });
    expect(view.cards.p?.state).toEqual(shielded);
    expect(visualEffect(view.cards.p!)).toBe('invulnerability');
  });

  it('lets floating numbers outlive their action by a step, then drops them', () => {
    const hit: DuelAction = {
      type: 'damage-taken',
      cardId: 'o',
      attackerId: 'p',
      amount: 1,
      currentHealth: 99,
    };
    const attack: DuelAction = { type: 'attack', attackerId: 'p', targetId: 'o' };
    let view = applyAll(start(), [hit, attack]);
    expect(view.cards.o?.floaters).toHaveLength(1);
    view = applyAction(view, attack);
    expect(view.cards.o?.floaters).toHaveLength(0);
  });

  it('does not change the view it was given', () => {
    const before = start();
    const copy = structuredClone(before);
    applyAction(before, roundStart);
    expect(before).toEqual(copy);
  });
});
