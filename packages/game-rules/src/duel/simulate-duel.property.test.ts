/**
 * Property tests of the duel engine (docs/ARCHITECTURE.md, "Tests"): random cards of realistic
 * stats, library skills, random valid skills or none, 1..5 cards a side, any seed. Most checks
 * replay the action stream the way a client would, so they also prove the stream alone carries what
 * the animation and the battle log need.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SKILL_LIBRARY } from '../cards/skill-library';
import {
  EFFECT_PROPERTIES,
  EFFECT_TYPES,
  MAX_SKILL_EFFECTS,
  type Skill,
  type SkillEffect,
} from '../cards/skill-types';
import {
  DUEL_ACTION_TYPES,
  type ActiveEffect,
  type CardState,
  type DuelAction,
  type DuelCard,
  type DuelInput,
  type DuelResult,
} from './duel-types';
import { simulateDuel } from './simulate-duel';

const effectArb: fc.Arbitrary<SkillEffect> = fc.constantFrom(...EFFECT_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    property: fc.constantFrom(...EFFECT_PROPERTIES[type]),
    value: type === 'invulnerability' ? fc.constant(100) : fc.integer({ min: 1, max: 100 }),
    duration: fc.integer({ min: type === 'heal' ? 0 : 1, max: 5 }),
  }),
);

const randomSkillArb: fc.Arbitrary<Skill> = fc
  .array(effectArb, { minLength: 1, maxLength: MAX_SKILL_EFFECTS })
  .map((effects) => ({
    name: 'Random',
    visualDescription: 'A random skill.',
    duration: Math.max(...effects.map((effect) => effect.duration)),
    effects,
  }));

const skillArb: fc.Arbitrary<Skill | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SKILL_LIBRARY.map((entry) => entry.skill)) },
  { weight: 2, arbitrary: randomSkillArb },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Stats from a level-1 poor card to a level-60 superior one (card-stats.ts). */
const statsArb = fc.record({
  level: fc.integer({ min: 1, max: 60 }),
  attack: fc.integer({ min: 9, max: 700 }),
  defense: fc.integer({ min: 5, max: 120 }),
  health: fc.integer({ min: 50, max: 3000 }),
  speed: fc.integer({ min: 4, max: 90 }),
  skillTriggerChance: fc.oneof(
    fc.integer({ min: 0, max: 60 }).map((percent) => percent / 100),
    fc.constant(1),
  ),
  skill: skillArb,
});

function sideArb(prefix: string): fc.Arbitrary<DuelCard[]> {
  return fc.array(statsArb, { minLength: 1, maxLength: 5 }).map((cards) =>
    cards.map((stats, index) => ({
      id: `${prefix}${index}`,
      name: `${prefix}-${index}`,
      ...stats,
    })),
  );
}

const inputArb: fc.Arbitrary<DuelInput> = fc.record({
  player: sideArb('p'),
  opponent: sideArb('o'),
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  maxRounds: fc.oneof(fc.constant(30), fc.integer({ min: 1, max: 30 })),
});

const runs = { numRuns: 200 };

/** Every CardState the result carries: round starts, effects-applied, the final states. */
function allStates(result: DuelResult): CardState[] {
  const states = [...result.finalStates];
  for (const action of result.actions) {
    if (action.type === 'round-start') states.push(...action.player, ...action.opponent);
    if (action.type === 'effects-applied') states.push(...action.states);
  }
  return states;
}

/** The actions grouped by round (each group starts with its round-start). */
function byRound(actions: readonly DuelAction[]): DuelAction[][] {
  const rounds: DuelAction[][] = [];
  for (const action of actions) {
    if (action.type === 'round-start') rounds.push([]);
    rounds[rounds.length - 1]!.push(action);
  }
  return rounds;
}

const key = (target: string, effect: Pick<ActiveEffect, 'type' | 'property'>) =>
  `${target}|${effect.type}|${effect.property}`;

// Generous: a loaded CI machine runs these hundreds of duels several times slower.
describe('simulateDuel properties', { timeout: 30_000 }, () => {
  it('ends within maxRounds, starts with round 1 and numbers rounds 1..rounds', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        expect(result.rounds).toBeGreaterThanOrEqual(1);
        expect(result.rounds).toBeLessThanOrEqual(input.maxRounds ?? 30);
        expect(result.actions[0]?.type).toBe('round-start');
        const starts = result.actions.filter((action) => action.type === 'round-start');
        expect(starts.map((start) => start.round)).toEqual(
          Array.from({ length: result.rounds }, (_, index) => index + 1),
        );
      }),
      runs,
    );
  });

  it('keeps health within 0..max in every card state and every action', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        // Plain checks collected into one assertion: thousands of expect calls are slow.
        const percent = (value: number) => value >= 0 && value <= 100;
        const badStates = allStates(result).filter(
          (state) =>
            !Number.isInteger(state.currentHealth) ||
            state.currentHealth < 0 ||
            state.currentHealth > state.health ||
            !percent(state.dodgePercentage) ||
            !percent(state.reflectPercentage) ||
            !percent(state.drainPercentage),
        );
        expect(badStates).toEqual([]);
        const max = new Map(
          [...input.player, ...input.opponent].map((card) => [card.id, card.health]),
        );
        const badActions = result.actions.filter((action) => {
          if (action.type === 'damage-taken' || action.type === 'heal' || action.type === 'drain') {
            return (
              action.amount <= 0 ||
              action.currentHealth < 0 ||
              action.currentHealth > max.get(action.cardId)!
            );
          }
          if (action.type === 'reflect') {
            return action.amount <= 0 || action.targetCurrentHealth < 0;
          }
          return false;
        });
        expect(badActions).toEqual([]);
      }),
      runs,
    );
  });

  it('accounts for every point of health in the action stream', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const health = new Map(
          [...input.player, ...input.opponent].map((card) => [card.id, card.health]),
        );
        const change = (id: string, delta: number, after: number) => {
          health.set(id, health.get(id)! + delta);
          expect(health.get(id)).toBe(after);
        };
        for (const action of result.actions) {
          if (action.type === 'damage-taken') {
            change(action.cardId, -action.amount, action.currentHealth);
          }
          if (action.type === 'reflect') {
            change(action.targetId, -action.amount, action.targetCurrentHealth);
          }
          if (action.type === 'heal' || action.type === 'drain') {
            change(action.cardId, action.amount, action.currentHealth);
          }
          if (action.type === 'round-start') {
            for (const state of [...action.player, ...action.opponent]) {
              expect(state.currentHealth).toBe(health.get(state.id));
            }
          }
        }
        for (const state of result.finalStates) {
          expect(state.currentHealth).toBe(health.get(state.id));
        }
      }),
      runs,
    );
  });

  it('gives a deep-equal, JSON-serialisable result for the same input and seed', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        expect(simulateDuel(structuredClone(input))).toEqual(result);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });

  it('lets each living card act at most once a round, and the dead never', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const dead = new Set<string>();
        for (const round of byRound(result.actions)) {
          const acted = new Set<string>();
          for (const action of round) {
            if (action.type === 'attack' || action.type === 'ability-triggered') {
              const id = action.type === 'attack' ? action.attackerId : action.cardId;
              expect(dead.has(id)).toBe(false);
              if (action.type === 'attack') {
                expect(acted.has(id)).toBe(false);
                acted.add(id);
                expect(dead.has(action.targetId)).toBe(false);
              }
            }
            if (action.type === 'damage-taken' && action.currentHealth === 0) {
              dead.add(action.cardId);
            }
            if (action.type === 'reflect' && action.targetCurrentHealth === 0) {
              dead.add(action.targetId);
            }
          }
        }
      }),
      runs,
    );
  });

  it('never lets a stunned card attack or use its skill while stunned', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const stunned = new Set<string>();
        const track = (states: CardState[]) => {
          for (const state of states) {
            if (state.isStunned) stunned.add(state.id);
            else stunned.delete(state.id);
          }
        };
        for (const action of result.actions) {
          if (action.type === 'round-start') track([...action.player, ...action.opponent]);
          if (action.type === 'effects-applied') track(action.states);
          if (action.type === 'attack') expect(stunned.has(action.attackerId)).toBe(false);
          if (action.type === 'ability-triggered') expect(stunned.has(action.cardId)).toBe(false);
        }
      }),
      runs,
    );
  });

  it('never damages an invulnerable card', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const invulnerable = new Set<string>();
        const track = (states: CardState[]) => {
          for (const state of states) {
            if (state.isInvulnerable) invulnerable.add(state.id);
            else invulnerable.delete(state.id);
          }
        };
        for (const action of result.actions) {
          if (action.type === 'round-start') track([...action.player, ...action.opponent]);
          if (action.type === 'effects-applied') track(action.states);
          if (action.type === 'damage-taken') expect(invulnerable.has(action.cardId)).toBe(false);
          if (action.type === 'reflect') expect(invulnerable.has(action.targetId)).toBe(false);
          if (action.type === 'invulnerability') {
            expect(invulnerable.has(action.cardId)).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  it('expires every effect after its duration and derives the card state from what runs', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const cards = new Map([...input.player, ...input.opponent].map((card) => [card.id, card]));
        // The latest cast of each (card, type, property): the round it landed and its effect.
        const latest = new Map<string, { round: number; effect: ActiveEffect }>();
        let round = 0;
        for (const action of result.actions) {
          if (action.type === 'effects-applied') {
            for (const { targetId, ...effect } of action.effects) {
              if (effect.type === 'heal' && effect.remaining === 0) continue;
              latest.set(key(targetId, effect), { round, effect });
            }
          }
          if (action.type !== 'round-start') continue;
          round = action.round;
          for (const state of [...action.player, ...action.opponent]) {
            const running = action.effects[state.id] ?? [];
            if (state.currentHealth === 0) expect(running).toEqual([]);
            for (const effect of running) {
              const cast = latest.get(key(state.id, effect));
              expect(cast, `${state.id} ${effect.type} was cast`).toBeDefined();
              const elapsed = round - cast!.round;
              if (effect.type === 'stun') {
                // Stun counts turns: gone at the latest one round after its last turn.
                expect(elapsed).toBeLessThanOrEqual(cast!.effect.remaining);
                expect(effect.remaining).toBeLessThanOrEqual(cast!.effect.remaining);
              } else {
                expect(effect.remaining).toBe(cast!.effect.remaining - elapsed);
              }
              expect(effect.remaining).toBeGreaterThan(0);
            }
            // Every cast whose rounds are not over is still running (stun aside).
            for (const [cast, { round: castRound, effect }] of latest) {
              const [target] = cast.split('|');
              if (target !== state.id || effect.type === 'stun') continue;
              // A card that fell lost its effects.
              if (state.currentHealth === 0) continue;
              const running1 = running.some((e) => key(state.id, e) === cast);
              expect(running1, cast).toBe(castRound + effect.remaining > round);
            }
            const value = (type: ActiveEffect['type']) =>
              running.find((effect) => effect.type === type)?.value ?? 0;
            const base = cards.get(state.id)!;
            const scaled = (property: 'attack' | 'defense' | 'speed') => {
              const percent = running
                .filter((effect) => effect.property === property)
                .reduce(
                  (sum, effect) => sum + (effect.type === 'buff' ? effect.value : -effect.value),
                  100,
                );
              return Math.max(0, Math.round((base[property] * percent) / 100));
            };
            expect(state).toMatchObject({
              currentAttack: scaled('attack'),
              currentDefense: scaled('defense'),
              currentSpeed: scaled('speed'),
              dodgePercentage: value('dodge'),
              reflectPercentage: value('reflect'),
              drainPercentage: value('drain'),
              isStunned: value('stun') > 0,
              isInvulnerable: value('invulnerability') > 0,
            });
          }
        }
      }),
      runs,
    );
  });

  it('names a winner consistent with the final states', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = simulateDuel(input);
        const side = (isPlayer: boolean) =>
          result.finalStates.filter((state) => state.isPlayer === isPlayer);
        const alive = (states: CardState[]) => states.some((state) => state.currentHealth > 0);
        const player = side(true);
        const opponent = side(false);
        expect(alive(player) || alive(opponent)).toBe(true);
        if (!alive(opponent)) expect(result.winner).toBe('player');
        else if (!alive(player)) expect(result.winner).toBe('opponent');
        else {
          expect(result.rounds).toBe(input.maxRounds ?? 30);
          const share = (states: CardState[]) =>
            states.reduce((sum, state) => sum + state.currentHealth, 0) /
            states.reduce((sum, state) => sum + state.health, 0);
          const expected = share(player) > share(opponent) ? 'player' : 'opponent';
          expect(result.winner).toBe(expected);
        }
        // Nothing happens after the duel is decided: the last round holds the last action.
        expect(result.finalStates.map((state) => state.id)).toEqual(
          [...input.player, ...input.opponent].map((card) => card.id),
        );
      }),
      runs,
    );
  });

  it('uses every action type across a large random sample', () => {
    const seen = new Set<string>();
    for (const input of fc.sample(inputArb, { numRuns: 400, seed: 5 })) {
      for (const action of simulateDuel(input).actions) seen.add(action.type);
    }
    expect([...seen].sort()).toEqual([...DUEL_ACTION_TYPES].sort());
  });
});
