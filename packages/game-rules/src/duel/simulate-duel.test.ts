import { describe, expect, it } from 'vitest';
import type { Skill, SkillEffect } from '../cards/skill-types';
import type { DuelAction, DuelCard } from './duel-types';
import { duelDamage, simulateDuel } from './simulate-duel';

function card(id: string, stats: Partial<DuelCard> = {}): DuelCard {
  return {
    id,
    name: id.toUpperCase(),
    level: 1,
    attack: 20,
    defense: 10,
    health: 100,
    speed: 10,
    skillTriggerChance: 0,
    skill: null,
    ...stats,
  };
}

function skill(name: string, effects: SkillEffect[]): Skill {
  return {
    name,
    visualDescription: name,
    duration: Math.max(...effects.map((effect) => effect.duration)),
    effects,
  };
}

/** A skill that always triggers (chance 1). */
const always = (name: string, effects: SkillEffect[]): Partial<DuelCard> => ({
  skillTriggerChance: 1,
  skill: skill(name, effects),
});

const withoutRoundStarts = (actions: DuelAction[]) =>
  actions.filter((action) => action.type !== 'round-start');
const ofType = <T extends DuelAction['type']>(actions: DuelAction[], type: T) =>
  actions.filter((action): action is Extract<DuelAction, { type: T }> => action.type === type);

describe('duelDamage (docs/RULES.md, "Duel engine")', () => {
  it.each([
    // max(1, round(attack x 100 / (100 + defense)))
    [20, 25, 16],
    [15, 10, 14], // 13.64
    [20, 0, 20],
    [100, 100, 50],
    [1, 100, 1], // 0.5 rounds to 1 anyway
    [0, 50, 1], // never below 1
    [30, 20, 25],
  ])('attack %i against defense %i deals %i', (attack, defense, damage) => {
    expect(duelDamage(attack, defense)).toBe(damage);
  });
});

describe('simulateDuel: a 1v1 without skills', () => {
  // a: 20 attack vs b's 25 defense -> 16 a hit; b: 15 attack vs a's 10 defense -> 14.
  // a is faster (10 > 8), so it strikes first every round.
  const a = card('a', { attack: 20, defense: 10, health: 50, speed: 10 });
  const b = card('b', { attack: 15, defense: 25, health: 40, speed: 8 });
  const result = simulateDuel({ player: [a], opponent: [b], seed: 1 });

  it('deals the exact damage sequence and ends when b falls', () => {
    expect(withoutRoundStarts(result.actions)).toEqual([
      { type: 'attack', attackerId: 'a', targetId: 'b' },
      { type: 'damage-taken', cardId: 'b', attackerId: 'a', amount: 16, currentHealth: 24 },
      { type: 'attack', attackerId: 'b', targetId: 'a' },
      { type: 'damage-taken', cardId: 'a', attackerId: 'b', amount: 14, currentHealth: 36 },
      { type: 'attack', attackerId: 'a', targetId: 'b' },
      { type: 'damage-taken', cardId: 'b', attackerId: 'a', amount: 16, currentHealth: 8 },
      { type: 'attack', attackerId: 'b', targetId: 'a' },
      { type: 'damage-taken', cardId: 'a', attackerId: 'b', amount: 14, currentHealth: 22 },
      { type: 'attack', attackerId: 'a', targetId: 'b' },
      // The killing blow reports the health actually lost.
      { type: 'damage-taken', cardId: 'b', attackerId: 'a', amount: 8, currentHealth: 0 },
    ]);
    expect(result.winner).toBe('player');
    expect(result.rounds).toBe(3);
    expect(result.finalStates.map((state) => [state.id, state.currentHealth])).toEqual([
      ['a', 22],
      ['b', 0],
    ]);
  });

  it('starts each round with both sides full states', () => {
    const starts = ofType(result.actions, 'round-start');
    expect(starts.map((start) => start.round)).toEqual([1, 2, 3]);
    expect(starts[0]).toEqual({
      type: 'round-start',
      round: 1,
      player: [
        {
          id: 'a',
          isPlayer: true,
          health: 50,
          currentHealth: 50,
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
      ],
      opponent: [expect.objectContaining({ id: 'b', isPlayer: false, currentHealth: 40 })],
      effects: {},
    });
    expect(starts[2]!.player[0]!.currentHealth).toBe(22);
    expect(starts[2]!.opponent[0]!.currentHealth).toBe(8);
  });

  it('gives the same fight for any seed when nothing is random', () => {
    expect(simulateDuel({ player: [a], opponent: [b], seed: 999 })).toEqual(result);
  });
});

describe('simulateDuel: turn order and targets', () => {
  it('breaks speed ties: higher base speed, then opponent first on odd rounds, player on even', () => {
    const twin = { health: 1000, speed: 10 };
    const result = simulateDuel({
      player: [card('p', twin)],
      opponent: [card('o', twin)],
      seed: 1,
      maxRounds: 3,
    });
    expect(ofType(result.actions, 'attack').map((attack) => attack.attackerId)).toEqual([
      'o',
      'p',
      'p',
      'o',
      'o',
      'p',
    ]);
  });

  it('orders by current speed first: a debuffed card can lose its lead', () => {
    // o (speed 12) slows p (speed 14) by 50% in round 1; p goes first in round 1 only.
    const result = simulateDuel({
      player: [card('p', { health: 1000, speed: 14 })],
      opponent: [
        card('o', {
          health: 1000,
          speed: 12,
          ...always('Slow', [{ type: 'debuff', property: 'speed', value: 50, duration: 3 }]),
        }),
      ],
      seed: 1,
      maxRounds: 2,
    });
    expect(ofType(result.actions, 'attack').map((attack) => attack.attackerId)).toEqual([
      'p',
      'o',
      'o',
      'p',
    ]);
  });

  it('attacks the living opposing card with the lowest current health, the first on ties', () => {
    const result = simulateDuel({
      player: [card('p', { attack: 1000, speed: 50, health: 1000 })],
      opponent: [
        card('o1', { health: 60 }),
        card('o2', { health: 50 }),
        card('o3', { health: 50 }),
      ],
      seed: 1,
    });
    const targets = ofType(result.actions, 'attack')
      .filter((attack) => attack.attackerId === 'p')
      .map((attack) => attack.targetId);
    expect(targets).toEqual(['o2', 'o3', 'o1']);
    expect(result.winner).toBe('player');
  });

  it('lets the dead not act', () => {
    const result = simulateDuel({
      player: [card('p', { attack: 1000, speed: 50 })],
      opponent: [card('o1', { speed: 1 }), card('o2', { speed: 1, health: 200 })],
      seed: 1,
    });
    // p kills o1 before its turn; o2 still strikes once before it falls in round 2.
    const attackers = ofType(result.actions, 'attack').map((attack) => attack.attackerId);
    expect(attackers).toEqual(['p', 'o2', 'p']);
  });
});

describe('simulateDuel: after maxRounds', () => {
  it('gives the win to the larger share of remaining health', () => {
    // p loses 14 of 100 (86%), o loses 16 of 200 (92%): o's share is larger.
    const result = simulateDuel({
      player: [card('p', { attack: 20, defense: 10, health: 100, speed: 10 })],
      opponent: [card('o', { attack: 15, defense: 25, health: 200, speed: 5 })],
      seed: 1,
      maxRounds: 1,
    });
    expect(result.rounds).toBe(1);
    expect(result.winner).toBe('opponent');
    const player = simulateDuel({
      player: [card('p', { attack: 40, defense: 10, health: 100, speed: 10 })],
      opponent: [card('o', { attack: 15, defense: 25, health: 200, speed: 5 })],
      seed: 1,
      maxRounds: 1,
    });
    // o loses 32 of 200 (84%) against p's 86%.
    expect(player.winner).toBe('player');
  });

  it('gives an exact tie to the opponent', () => {
    const twin = { health: 1000 };
    const result = simulateDuel({
      player: [card('p', twin)],
      opponent: [card('o', twin)],
      seed: 1,
      maxRounds: 2,
    });
    expect(result.finalStates[0]!.currentHealth).toBe(result.finalStates[1]!.currentHealth);
    expect(result.winner).toBe('opponent');
  });

  it('plays 30 rounds by default', () => {
    const wall = { attack: 1, defense: 100, health: 1000 };
    const result = simulateDuel({
      player: [card('p', wall)],
      opponent: [card('o', wall)],
      seed: 1,
    });
    expect(result.rounds).toBe(30);
    expect(ofType(result.actions, 'round-start')).toHaveLength(30);
  });
});

describe('simulateDuel: effects (src/cards/skill-types.ts)', () => {
  const stun: SkillEffect = { type: 'stun', property: 'turn', value: 100, duration: 1 };
  const invulnerable: SkillEffect = {
    type: 'invulnerability',
    property: 'damage',
    value: 100,
    duration: 1,
  };

  it('stun: the target skips its turns while stunned', () => {
    const result = simulateDuel({
      player: [card('p', { speed: 20, ...always('Bash', [stun]) })],
      opponent: [card('o')],
      seed: 1,
    });
    expect(ofType(result.actions, 'attack').some((a) => a.attackerId === 'o')).toBe(false);
    expect(result.winner).toBe('player');
    const applied = ofType(result.actions, 'effects-applied')[0]!;
    expect(applied).toEqual({
      type: 'effects-applied',
      cardId: 'p',
      skillName: 'Bash',
      targetIds: ['o'],
      effects: [
        { type: 'stun', property: 'turn', value: 100, remaining: 1, sourceId: 'p', targetId: 'o' },
      ],
      states: [expect.objectContaining({ id: 'o', isStunned: true })],
    });
  });

  it('stun counts the target turns: one that already acted skips its next one', () => {
    // o acts first (faster), then p stuns it: o skips round 2 and acts again in round 3.
    const result = simulateDuel({
      player: [card('p', { health: 1000, speed: 5, skillTriggerChance: 0 })],
      opponent: [card('o', { health: 1000, speed: 20 })],
      seed: 1,
      maxRounds: 3,
    });
    expect(ofType(result.actions, 'attack')).toHaveLength(6);
    const stunned = simulateDuel({
      player: [card('p', { health: 1000, speed: 5, ...always('Bash', [stun]) })],
      opponent: [card('o', { health: 1000, speed: 20 })],
      seed: 1,
      maxRounds: 3,
    });
    const byRound: string[][] = [];
    for (const action of stunned.actions) {
      if (action.type === 'round-start') byRound.push([]);
      if (action.type === 'attack') byRound[byRound.length - 1]!.push(action.attackerId);
    }
    expect(byRound).toEqual([['o', 'p'], ['p'], ['p']]);
  });

  it('invulnerability: the caster takes no damage while it lasts', () => {
    const result = simulateDuel({
      player: [card('p')],
      opponent: [card('o', { speed: 20, ...always('Ward', [invulnerable]) })],
      seed: 1,
    });
    expect(ofType(result.actions, 'damage-taken').some((d) => d.cardId === 'o')).toBe(false);
    expect(ofType(result.actions, 'invulnerability')[0]).toEqual({
      type: 'invulnerability',
      cardId: 'o',
      sourceId: 'p',
    });
    expect(result.winner).toBe('opponent');
  });

  it('dodge: a 100% dodge avoids every attack', () => {
    const result = simulateDuel({
      player: [card('p')],
      opponent: [
        card('o', {
          speed: 20,
          ...always('Blur', [{ type: 'dodge', property: 'chance', value: 100, duration: 1 }]),
        }),
      ],
      seed: 1,
    });
    expect(ofType(result.actions, 'dodge')[0]).toEqual({
      type: 'dodge',
      cardId: 'o',
      attackerId: 'p',
    });
    expect(ofType(result.actions, 'damage-taken').some((d) => d.cardId === 'o')).toBe(false);
  });

  it('reflect: the target sends a share of the health it lost back to the attacker', () => {
    const result = simulateDuel({
      player: [card('p', { attack: 20, defense: 0, health: 1000 })],
      opponent: [
        card('o', {
          defense: 0,
          health: 1000,
          speed: 20,
          ...always('Mirror', [{ type: 'reflect', property: 'damage', value: 25, duration: 3 }]),
        }),
      ],
      seed: 1,
      maxRounds: 1,
    });
    // o hits p for 20; p hits o for 20, and o reflects 25% of it: 5.
    expect(withoutRoundStarts(result.actions).slice(-2)).toEqual([
      { type: 'damage-taken', cardId: 'o', attackerId: 'p', amount: 20, currentHealth: 980 },
      { type: 'reflect', cardId: 'o', targetId: 'p', amount: 5, targetCurrentHealth: 975 },
    ]);
  });

  it('drain: the attacker heals a share of the damage it dealt, capped at max health', () => {
    const result = simulateDuel({
      player: [
        card('p', {
          attack: 40,
          defense: 0,
          health: 1000,
          speed: 5,
          ...always('Fang', [{ type: 'drain', property: 'damage', value: 50, duration: 3 }]),
        }),
      ],
      opponent: [card('o', { attack: 30, defense: 0, health: 1000, speed: 10 })],
      seed: 1,
      maxRounds: 2,
    });
    // Round 1: o hits p for 30 (970); p hits o for 40 and drains 20 (990).
    // Round 2: o (faster) hits p for 30 (960); p hits o and drains 20 (980).
    expect(ofType(result.actions, 'drain')).toEqual([
      { type: 'drain', cardId: 'p', targetId: 'o', amount: 20, currentHealth: 990 },
      { type: 'drain', cardId: 'p', targetId: 'o', amount: 20, currentHealth: 980 },
    ]);
    const full = simulateDuel({
      player: [
        card('p', {
          health: 1000,
          speed: 20,
          ...always('Fang', [{ type: 'drain', property: 'damage', value: 50, duration: 3 }]),
        }),
      ],
      opponent: [card('o', { health: 1000 })],
      seed: 1,
      maxRounds: 1,
    });
    // p strikes before it is hurt: nothing to heal, so no 'drain'.
    expect(ofType(full.actions, 'drain')).toEqual([]);
  });

  it('heal: an instant heal at once, a heal-over-time once in each of its rounds', () => {
    const instant = simulateDuel({
      player: [
        card('p', {
          health: 200,
          speed: 5,
          ...always('Mend', [{ type: 'heal', property: 'health', value: 10, duration: 0 }]),
        }),
      ],
      opponent: [card('o', { attack: 30, defense: 0, health: 1000, speed: 10 })],
      seed: 1,
      maxRounds: 1,
    });
    // o hits p for round(30 x 100 / 110) = 27 (173); p heals 10% of 200 = 20 (193).
    expect(ofType(instant.actions, 'heal')).toEqual([
      { type: 'heal', cardId: 'p', amount: 20, currentHealth: 193 },
    ]);

    const overTime = simulateDuel({
      player: [
        card('p', {
          health: 1000,
          speed: 5,
          skillTriggerChance: 1,
          skill: skill('Bloom', [{ type: 'heal', property: 'health', value: 1, duration: 3 }]),
        }),
      ],
      opponent: [card('o', { attack: 100, defense: 0, health: 10_000, speed: 10 })],
      seed: 1,
      maxRounds: 1,
    });
    expect(ofType(overTime.actions, 'heal')).toHaveLength(1);
    // Cast once in round 1 (o then silences p for good): the heal runs rounds 1 to 3. Its
    // round-1 tick finds p at full health (nothing to show); rounds 2 and 3 heal.
    const once = simulateDuel({
      player: [
        card('p', {
          health: 1000,
          speed: 5,
          ...always('Bloom', [{ type: 'heal', property: 'health', value: 1, duration: 3 }]),
        }),
      ],
      opponent: [
        card('o', {
          attack: 100,
          defense: 0,
          health: 10_000,
          speed: 1,
          ...always('Hush', [{ type: 'silence', property: 'skill', value: 100, duration: 30 }]),
        }),
      ],
      seed: 1,
      maxRounds: 5,
    });
    const casts = ofType(once.actions, 'ability-triggered').filter((a) => a.cardId === 'p');
    expect(casts).toHaveLength(1);
    expect(ofType(once.actions, 'heal')).toEqual([
      { type: 'heal', cardId: 'p', amount: 10, currentHealth: 919 },
      { type: 'heal', cardId: 'p', amount: 10, currentHealth: 838 },
    ]);
    const remaining = ofType(once.actions, 'round-start').map(
      (start) => start.effects['p']?.find((effect) => effect.type === 'heal')?.remaining,
    );
    expect(remaining).toEqual([undefined, 2, 1, undefined, undefined]);
  });

  it('silence: the target skill does not trigger while silenced', () => {
    const result = simulateDuel({
      player: [
        card('p', {
          ...always('Rage', [{ type: 'buff', property: 'attack', value: 50, duration: 1 }]),
        }),
      ],
      opponent: [
        card('o', {
          speed: 20,
          ...always('Hush', [{ type: 'silence', property: 'skill', value: 100, duration: 1 }]),
        }),
      ],
      seed: 1,
    });
    expect(ofType(result.actions, 'ability-triggered').every((a) => a.cardId === 'o')).toBe(true);
  });

  it('buff and debuff scale the base stat and expire after their rounds', () => {
    const result = simulateDuel({
      player: [
        card('p', {
          attack: 20,
          health: 1000,
          speed: 20,
          skillTriggerChance: 1,
          skill: skill('Rage', [
            { type: 'buff', property: 'attack', value: 50, duration: 2 },
            { type: 'debuff', property: 'defense', value: 50, duration: 2 },
          ]),
        }),
      ],
      opponent: [card('o', { defense: 20, health: 1000 })],
      seed: 1,
      maxRounds: 1,
    });
    // 30 attack against 10 defense: round(3000 / 110) = 27.
    expect(ofType(result.actions, 'damage-taken')[0]).toMatchObject({ cardId: 'o', amount: 27 });
    const applied = ofType(result.actions, 'effects-applied')[0]!;
    expect(applied.targetIds).toEqual(['p', 'o']);
    expect(applied.states).toEqual([
      expect.objectContaining({ id: 'p', attack: 20, currentAttack: 30 }),
      expect.objectContaining({ id: 'o', defense: 20, currentDefense: 10 }),
    ]);
  });
});

describe('simulateDuel: input', () => {
  it.each([
    ['an empty side', { player: [], opponent: [card('o')] }],
    ['a duplicate id', { player: [card('x')], opponent: [card('x')] }],
    ['zero health', { player: [card('p', { health: 0 })], opponent: [card('o')] }],
    ['a chance above 1', { player: [card('p', { skillTriggerChance: 2 })], opponent: [card('o')] }],
    ['maxRounds 0', { player: [card('p')], opponent: [card('o')], maxRounds: 0 }],
  ])('rejects %s', (_label, input) => {
    expect(() => simulateDuel({ seed: 1, ...input })).toThrow(RangeError);
  });
});
