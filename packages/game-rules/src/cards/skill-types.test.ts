import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SKILL_LIBRARY } from './skill-library';
import {
  EFFECT_TYPES,
  describeEffect,
  describeSkill,
  isSkill,
  isSkillEffect,
  parseSkill,
  type Skill,
  type SkillEffect,
} from './skill-types';

const emberVeil: Skill = {
  name: 'Ember Veil',
  visualDescription: 'Embers drift.',
  duration: 3,
  effects: [{ type: 'dodge', value: 35, property: 'chance', duration: 3 }],
};

describe('isSkill', () => {
  it('accepts every library skill', () => {
    for (const { skill } of SKILL_LIBRARY) expect(isSkill(skill), skill.name).toBe(true);
  });

  // Each row breaks one rule of skill-types.ts; the skill must then be refused.
  it.each([
    ['not an object', 'Ember Veil'],
    ['null', null],
    ['an array', [emberVeil]],
    ['an empty name', { ...emberVeil, name: '  ' }],
    ['no visualDescription', { ...emberVeil, visualDescription: undefined }],
    ['a fractional duration', { ...emberVeil, duration: 1.5 }],
    ['no effects', { ...emberVeil, effects: [] }],
    ['five effects', { ...emberVeil, effects: Array(5).fill(emberVeil.effects[0]) }],
    ['an unknown type', { ...emberVeil, effects: [{ ...emberVeil.effects[0], type: 'burn' }] }],
    ['a wrong property', { ...emberVeil, effects: [{ ...emberVeil.effects[0], property: 'x' }] }],
    ['a zero value', { ...emberVeil, effects: [{ ...emberVeil.effects[0], value: 0 }] }],
    ['a value over 100', { ...emberVeil, effects: [{ ...emberVeil.effects[0], value: 101 }] }],
    ['a NaN value', { ...emberVeil, effects: [{ ...emberVeil.effects[0], value: NaN }] }],
    ['a zero-round dodge', { ...emberVeil, effects: [{ ...emberVeil.effects[0], duration: 0 }] }],
    ['a 31-round dodge', { ...emberVeil, effects: [{ ...emberVeil.effects[0], duration: 31 }] }],
  ])('refuses %s', (_label, value) => {
    expect(isSkill(value)).toBe(false);
  });

  it('allows an instant heal (duration 0) but not a partial invulnerability', () => {
    expect(isSkillEffect({ type: 'heal', value: 20, property: 'health', duration: 0 })).toBe(true);
    expect(
      isSkillEffect({ type: 'invulnerability', value: 50, property: 'damage', duration: 1 }),
    ).toBe(false);
  });

  it('takes buff and debuff on attack, defense and speed only', () => {
    for (const type of ['buff', 'debuff'] as const) {
      for (const property of ['attack', 'defense', 'speed']) {
        expect(isSkillEffect({ type, value: 20, property, duration: 2 })).toBe(true);
      }
      expect(isSkillEffect({ type, value: 20, property: 'health', duration: 2 })).toBe(false);
    }
  });
});

describe('parseSkill', () => {
  it('round-trips every library skill through JSON text', () => {
    for (const { skill } of SKILL_LIBRARY) {
      expect(parseSkill(JSON.stringify(skill))).toEqual(skill);
    }
  });

  it('drops unknown fields', () => {
    const text = JSON.stringify({
      ...emberVeil,
      extra: 1,
      effects: [{ ...emberVeil.effects[0], note: 'x' }],
    });
    expect(parseSkill(text)).toEqual(emberVeil);
  });

  // Text that cannot be parsed means the card has no ability ('None'): docs/RULES.md, "Lab
  // and battle cards".
  it.each(['', 'None', '{', 'null', '42', '"Ember Veil"', '[]', '{"name":"Ember Veil"}'])(
    'returns null for %j',
    (text) => {
      expect(parseSkill(text)).toBeNull();
    },
  );

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const skill = parseSkill(text);
        expect(skill === null || isSkill(skill)).toBe(true);
      }),
    );
  });
});

describe('describeEffect', () => {
  // One sentence per effect type, as the card and duel screens show it.
  const cases: Array<[SkillEffect, string]> = [
    [
      { type: 'dodge', value: 30, property: 'chance', duration: 2 },
      'Dodges 30% of attacks for 2 rounds.',
    ],
    [
      { type: 'reflect', value: 40, property: 'damage', duration: 3 },
      'Reflects 40% of damage taken for 3 rounds.',
    ],
    [
      { type: 'drain', value: 35, property: 'damage', duration: 1 },
      'Heals for 35% of damage dealt for 1 round.',
    ],
    [
      { type: 'stun', value: 100, property: 'turn', duration: 1 },
      'Stuns the opponent for 1 round.',
    ],
    [
      { type: 'stun', value: 60, property: 'turn', duration: 2 },
      'Stuns the opponent for 2 rounds (60% chance).',
    ],
    [
      { type: 'invulnerability', value: 100, property: 'damage', duration: 1 },
      'Takes no damage for 1 round.',
    ],
    [
      { type: 'heal', value: 20, property: 'health', duration: 0 },
      'Heals 20% of max health at once.',
    ],
    [
      { type: 'heal', value: 6, property: 'health', duration: 3 },
      'Heals 6% of max health each round for 3 rounds.',
    ],
    [
      { type: 'silence', value: 100, property: 'skill', duration: 2 },
      "Silences the opponent's skill for 2 rounds.",
    ],
    [
      { type: 'buff', value: 25, property: 'attack', duration: 3 },
      'Raises attack by 25% for 3 rounds.',
    ],
    [
      { type: 'debuff', value: 50, property: 'speed', duration: 3 },
      "Lowers the opponent's speed by 50% for 3 rounds.",
    ],
  ];

  it.each(cases)('%o reads %j', (effect, sentence) => {
    expect(describeEffect(effect)).toBe(sentence);
  });

  it('covers all nine effect types', () => {
    expect(new Set(cases.map(([effect]) => effect.type))).toEqual(new Set(EFFECT_TYPES));
  });

  it("describes a whole skill, or 'None' without one", () => {
    expect(describeSkill(emberVeil)).toBe('Dodges 35% of attacks for 3 rounds.');
    expect(describeSkill(parseSkill('garbage'))).toBe('None');
  });
});
