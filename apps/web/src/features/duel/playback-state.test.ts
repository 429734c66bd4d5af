import type { BattleCard } from '@alchemy/contracts';
import type { CardState, DuelAction } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyAll,
  initialView,
  viewAfter,
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

const strike = (amount: number, currentHealth: number): DuelAction => ({
  type: 'damage-taken',
  cardId: 'o',
  attackerId: 'p',
  amount,
  currentHealth,
});

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
    // A quarter of its 120 health: a heavy blow.
    expect(hit.floaters).toEqual([{ step: 3, kind: 'damage', amount: 30, heavy: true }]);
    expect(hit.cue).toEqual({ kind: 'heavy-hit', step: 3 });
    expect(visualEffect(hit)).toBe('damaged');
    // The blow lands at contact: the attacker is still on its lunge.
    expect(view.cards.p?.animation).toBe('attacking');
    view = applyAction(view, { type: 'attack', attackerId: 'o', targetId: 'p' });
    expect(view.cards.p?.animation).toBe('idle');
    expect(view.cards.o?.cue).toBeNull();
  });

  it('tells a light blow from a heavy one, and a knockout from both', () => {
    let view = applyAll(start(), [roundStart, { type: 'attack', attackerId: 'p', targetId: 'o' }]);
    view = applyAction(view, strike(10, 110));
    expect(view.cards.o?.cue?.kind).toBe('hit');
    expect(view.cards.o?.floaters.at(-1)?.heavy).toBe(false);
    view = applyAction(view, strike(110, 0));
    expect(view.cards.o).toMatchObject({ down: true, cue: { kind: 'knockout' } });
    // Down for good: the next actions do not raise it.
    view = applyAction(view, { type: 'attack', attackerId: 'o', targetId: 'p' });
    expect(view.cards.o?.down).toBe(true);
  });

  it('shows a blow on a shield as blocked, with its own floater', () => {
    const view = applyAll(start(), [
      roundStart,
      { type: 'attack', attackerId: 'p', targetId: 'o' },
      { type: 'invulnerability', cardId: 'o', sourceId: 'p' },
    ]);
    expect(view.cards.o?.cue).toEqual({ kind: 'blocked', step: 3 });
    expect(view.cards.o?.floaters.at(-1)).toMatchObject({ kind: 'blocked' });
    expect(view.cards.o?.state.currentHealth).toBe(120);
  });

  it('marks the effects a skill made land, on each card they landed on', () => {
    const view = applyAction(start(), {
      type: 'effects-applied',
      cardId: 'p',
      skillName: 'Quake Slam',
      targetIds: ['o'],
      effects: [
        { type: 'stun', property: 'turn', value: 100, remaining: 1, sourceId: 'p', targetId: 'o' },
        {
          type: 'debuff',
          property: 'defense',
          value: 30,
          remaining: 2,
          sourceId: 'p',
          targetId: 'o',
        },
      ],
      states: [state('o', false, { isStunned: true })],
    });
    expect(view.cards.o?.cue).toEqual({
      kind: 'effects',
      step: 1,
      skill: 'Quake Slam',
      effects: ['stun', 'debuff'],
    });
    expect(view.cards.o?.state.isStunned).toBe(true);
    expect(view.cards.p?.cue).toBeNull();
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
    expect(view.cards.o).toMatchObject({ animation: 'reflecting', cue: { kind: 'reflect' } });
    expect(view.cards.p).toMatchObject({ down: true, cue: { kind: 'knockout' } });
  });

  it('shows a dodge, a heal and a drain', () => {
    let view = applyAction(start(), { type: 'dodge', cardId: 'o', attackerId: 'p' });
    expect(view.cards.o).toMatchObject({ dodged: true, animation: 'dodging' });
    view = applyAction(view, { type: 'heal', cardId: 'o', amount: 5, currentHealth: 95 });
    expect(view.cards.o).toMatchObject({ dodged: false, animation: 'healing' });
    expect(view.cards.o?.floaters.at(-1)).toEqual({
      step: 2,
      kind: 'heal',
      amount: 5,
      heavy: false,
    });
    view = applyAction(view, {
      type: 'drain',
      cardId: 'p',
      targetId: 'o',
      amount: 4,
      currentHealth: 99,
    });
    expect(view.cards.p).toMatchObject({ animation: 'draining', cue: { kind: 'drain' } });
    expect(view.cards.p?.floaters.at(-1)).toMatchObject({ kind: 'drain', amount: 4 });
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

  it('resumes from a step with the state of the fight and nothing passing on screen', () => {
    const actions: DuelAction[] = [
      roundStart,
      { type: 'attack', attackerId: 'p', targetId: 'o' },
      strike(40, 80),
    ];
    const resumed = viewAfter(start(), actions, 3);
    expect(resumed.step).toBe(3);
    expect(resumed.cards.o).toMatchObject({
      floaters: [],
      cue: null,
      animation: 'idle',
      showingDamage: false,
    });
    expect(resumed.cards.o?.state.currentHealth).toBe(80);
  });

  it('does not change the view it was given', () => {
    const before = start();
    const copy = structuredClone(before);
    applyAction(before, roundStart);
    expect(before).toEqual(copy);
  });
});
