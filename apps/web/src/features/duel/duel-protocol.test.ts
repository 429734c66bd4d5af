/**
 * The wire contract against the engine, from the client's side: every duel the engine can
 * fight must pass DuelResultSchema unchanged (or the client would refuse real duels), and
 * anything else must fail it (or the client would replay a fight that did not happen).
 */
import { DUEL_PROTOCOL_VERSION, DuelActionSchema, DuelResultSchema } from '@alchemy/contracts';
import {
  DUEL_ACTION_TYPES,
  EFFECT_PROPERTIES,
  EFFECT_TYPES,
  MAX_SKILL_EFFECTS,
  SKILL_LIBRARY,
  simulateDuel,
  type DuelAction,
  type DuelCard,
  type Skill,
  type SkillEffect,
} from '@alchemy/game-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardState } from './test-fixtures';

const effectArb: fc.Arbitrary<SkillEffect> = fc.constantFrom(...EFFECT_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    property: fc.constantFrom(...EFFECT_PROPERTIES[type]),
    // Skills may carry fractional percentages (isSkillEffect allows them): the wire must too.
    value:
      type === 'invulnerability'
        ? fc.constant(100)
        : fc.oneof(
            fc.integer({ min: 1, max: 100 }),
            fc.double({ min: 0.5, max: 100, noNaN: true }),
          ),
    duration: fc.integer({ min: type === 'heal' ? 0 : 1, max: 5 }),
  }),
);

const skillArb: fc.Arbitrary<Skill | null> = fc.oneof(
  fc.constantFrom(...SKILL_LIBRARY.map((entry) => entry.skill)),
  fc.array(effectArb, { minLength: 1, maxLength: MAX_SKILL_EFFECTS }).map((effects) => ({
    name: 'Random',
    visualDescription: 'A random skill.',
    duration: Math.max(...effects.map((effect) => effect.duration)),
    effects,
  })),
  fc.constant(null),
);

/** Integer stats, as battle cards have them (BattleCardSchema). */
const cardArb = (id: string): fc.Arbitrary<DuelCard> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(id),
    level: fc.integer({ min: 1, max: 60 }),
    attack: fc.integer({ min: 0, max: 700 }),
    defense: fc.integer({ min: 0, max: 120 }),
    health: fc.integer({ min: 1, max: 3000 }),
    speed: fc.integer({ min: 0, max: 90 }),
    skillTriggerChance: fc.double({ min: 0, max: 1, noNaN: true }),
    skill: skillArb,
  });

const sideArb = (prefix: string) =>
  fc
    .integer({ min: 1, max: 5 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => cardArb(prefix + i))));

/** What the server sends, as the browser receives it: through JSON. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const state = cardState('p');
/** The sample the coverage test draws: any seed whose 300 fights use every action. */
const COVERAGE_SEED = 1;

const result = (animationSequence: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'duel-1',
  replayId: 'Qm9va3MgYW5kIGJhdHRsZXMh',
  protocolVersion: DUEL_PROTOCOL_VERSION,
  animationSequence,
  winner: [state],
  playerCards: [],
  opponentCards: [],
  ...extra,
});

describe('the duel protocol', () => {
  it('accepts every duel the engine fights, unchanged', () => {
    fc.assert(
      fc.property(sideArb('p'), sideArb('o'), fc.integer(), (player, opponent, seed) => {
        const fight = simulateDuel({ player, opponent, seed });
        const parsed = DuelResultSchema.parse(
          overTheWire(result(fight.actions, { winner: fight.finalStates })),
        );
        expect(parsed.animationSequence).toEqual(fight.actions);
      }),
      { numRuns: 300 },
    );
  });

  it('draws duels that use the whole protocol, not only attacks', () => {
    // A fixed sample of the same generator: 300 random runs missed a rare action (a drain)
    // now and then, and a coverage check must not depend on luck.
    const seen = new Set<DuelAction['type']>();
    const fights = fc.sample(fc.tuple(sideArb('p'), sideArb('o'), fc.integer()), {
      numRuns: 300,
      seed: COVERAGE_SEED,
    });
    for (const [player, opponent, seed] of fights) {
      for (const action of simulateDuel({ player, opponent, seed }).actions) seen.add(action.type);
    }
    expect([...seen].sort()).toEqual([...DUEL_ACTION_TYPES].sort());
  });

  it('refuses another protocol version', () => {
    expect(DuelResultSchema.safeParse(result([])).success).toBe(true);
    const newer = DuelResultSchema.safeParse(
      result([], { protocolVersion: DUEL_PROTOCOL_VERSION + 1 }),
    );
    expect(newer.success).toBe(false);
    expect(newer.error?.issues[0]?.path).toEqual(['protocolVersion']);
    expect(DuelResultSchema.safeParse(result([], { protocolVersion: undefined })).success).toBe(
      false,
    );
  });

  it('refuses an action type it does not know', () => {
    const parsed = DuelResultSchema.safeParse(
      result([
        { type: 'attack', attackerId: 'p', targetId: 'o' },
        { type: 'shield', cardId: 'p' },
      ]),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['animationSequence', 1, 'type']);
  });

  it.each([
    ['a missing field', { type: 'attack', attackerId: 'p' }],
    [
      'a fractional damage',
      { type: 'damage-taken', cardId: 'o', attackerId: 'p', amount: 1.5, currentHealth: 9 },
    ],
    ['a negative health', { type: 'heal', cardId: 'p', amount: 3, currentHealth: -1 }],
    [
      'a string for a number',
      { type: 'round-start', round: '1', player: [], opponent: [], effects: {} },
    ],
    [
      'an unknown effect',
      {
        type: 'effects-applied',
        cardId: 'p',
        skillName: 'Odd',
        targetIds: ['p'],
        effects: [
          {
            type: 'shield',
            property: 'damage',
            value: 10,
            remaining: 1,
            sourceId: 'p',
            targetId: 'p',
          },
        ],
        states: [state],
      },
    ],
    [
      'a card state without its flags',
      { type: 'round-start', round: 1, player: [{ id: 'p' }], opponent: [], effects: {} },
    ],
  ])('refuses an action with %s', (_label, action) => {
    expect(DuelActionSchema.safeParse(action).success).toBe(false);
  });

  it('refuses a result without a winner', () => {
    expect(DuelResultSchema.safeParse(result([], { winner: [] })).success).toBe(false);
  });
});
