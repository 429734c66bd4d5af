import {
  createRng,
  sampleDuelCard,
  simulateDuel,
  type AppliedEffect,
  type CardState,
  type DuelAction,
} from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { endReason } from './end-reason';
import { cardState } from './test-fixtures';

const names = { p: 'Ember Fox', o: 'Tide Golem', q: 'Ash Wyrm' };

const state = (id: string, isPlayer: boolean, currentHealth: number, health = 100): CardState =>
  cardState(id, { isPlayer, currentHealth, health });

/** Rounds 1..`rounds`, each starting with both sides as given. */
function rounds(count: number, player: CardState[], opponent: CardState[]): DuelAction[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'round-start' as const,
    round: index + 1,
    player,
    opponent,
    effects: {},
  }));
}

const strike = (cardId: string, attackerId: string, amount: number, after: number): DuelAction => ({
  type: 'damage-taken',
  cardId,
  attackerId,
  amount,
  currentHealth: after,
});

function cast(casterId: string, skillName: string, effect: Partial<AppliedEffect>): DuelAction {
  return {
    type: 'effects-applied',
    cardId: casterId,
    skillName,
    targetIds: [effect.targetId ?? casterId],
    effects: [
      {
        type: 'stun',
        property: 'turn',
        value: 100,
        remaining: 2,
        sourceId: casterId,
        targetId: casterId,
        ...effect,
      },
    ],
    states: [],
  };
}

describe('why a duel ended', () => {
  it('names the knockout blow and its round', () => {
    const actions = [
      ...rounds(7, [state('p', true, 80)], [state('o', false, 38)]),
      strike('o', 'p', 38, 0),
    ];
    expect(endReason(actions, names, true)).toBe(
      'Tide Golem fell to a 38-damage strike in round 7.',
    );
  });

  it('names the player’s own card when it fell', () => {
    const actions = [
      ...rounds(4, [state('p', true, 9)], [state('o', false, 70)]),
      strike('p', 'o', 12, 0),
    ];
    expect(endReason(actions, names, false)).toBe(
      'Ember Fox fell to a 12-damage strike in round 4.',
    );
  });

  it('tells first the winner’s skill that turned the last rounds', () => {
    const actions = [
      ...rounds(6, [state('p', true, 80)], [state('o', false, 60)]),
      cast('p', 'Frostbite', { targetId: 'o', remaining: 2 }),
      ...rounds(7, [state('p', true, 80)], [state('o', false, 38)]).slice(6),
      strike('o', 'p', 38, 0),
    ];
    expect(endReason(actions, names, true)).toBe(
      'Frostbite stunned Tide Golem for 2 turns. Tide Golem fell to a 38-damage strike in round 7.',
    );
  });

  it('says a turn, not 1 turns, and leaves out a skill cast long before the end', () => {
    const early = [
      ...rounds(2, [state('p', true, 100)], [state('o', false, 100)]),
      cast('p', 'Frostbite', { targetId: 'o', remaining: 1 }),
      ...rounds(9, [state('p', true, 80)], [state('o', false, 20)]).slice(2),
      strike('o', 'p', 20, 0),
    ];
    expect(endReason(early, names, true)).toBe('Tide Golem fell to a 20-damage strike in round 9.');
    const late = [
      ...rounds(9, [state('p', true, 80)], [state('o', false, 20)]),
      cast('p', 'Frostbite', { targetId: 'o', remaining: 1 }),
      strike('o', 'p', 20, 0),
    ];
    expect(endReason(late, names, true)).toMatch(/^Frostbite stunned Tide Golem for 1 turn\. /);
  });

  it('picks the telling effect of a skill: a shield before a buff', () => {
    const actions: DuelAction[] = [
      ...rounds(3, [state('p', true, 50)], [state('o', false, 20)]),
      {
        type: 'effects-applied',
        cardId: 'p',
        skillName: 'Aegis Dawn',
        targetIds: ['p'],
        effects: [
          {
            type: 'buff',
            property: 'attack',
            value: 20,
            remaining: 2,
            sourceId: 'p',
            targetId: 'p',
          },
          {
            type: 'invulnerability',
            property: 'damage',
            value: 100,
            remaining: 1,
            sourceId: 'p',
            targetId: 'p',
          },
        ],
        states: [],
      },
      strike('o', 'p', 20, 0),
    ];
    expect(endReason(actions, names, true)).toBe(
      'Aegis Dawn made Ember Fox invulnerable for 1 round. Tide Golem fell to a 20-damage strike in round 3.',
    );
  });

  it('tells a card that fell to its own blow, reflected', () => {
    const actions: DuelAction[] = [
      ...rounds(5, [state('p', true, 60)], [state('o', false, 4)]),
      strike('p', 'o', 10, 50),
      { type: 'reflect', cardId: 'p', targetId: 'o', amount: 4, targetCurrentHealth: 0 },
    ];
    expect(endReason(actions, names, true)).toBe(
      'Tide Golem fell to its own blow, 4 damage reflected by Ember Fox, in round 5.',
    );
  });

  it('says time ran out after 30 rounds and who kept more health', () => {
    const actions = rounds(30, [state('p', true, 54)], [state('o', false, 62, 200)]);
    expect(endReason(actions, names, true)).toBe(
      'Time ran out after 30 rounds: Ember Fox kept 54% of its health, Tide Golem 31%.',
    );
  });

  it('shows a decimal when whole percents would look equal, and explains a tie', () => {
    const close = rounds(30, [state('p', true, 402, 1000)], [state('o', false, 399, 1000)]);
    expect(endReason(close, names, true)).toBe(
      'Time ran out after 30 rounds: Ember Fox kept 40.2% of its health, Tide Golem 39.9%.',
    );
    const tie = rounds(30, [state('p', true, 40)], [state('o', false, 40)]);
    expect(endReason(tie, names, false)).toBe(
      'Time ran out after 30 rounds with both sides at 40% of their health: a tie goes to the defender, Tide Golem.',
    );
  });

  it('names a side of several cards, and the last of them to fall', () => {
    const actions = [
      ...rounds(8, [state('p', true, 30), state('q', true, 10)], [state('o', false, 90)]),
      strike('q', 'o', 10, 0),
      strike('p', 'o', 30, 0),
    ];
    expect(endReason(actions, names, false)).toBe(
      'Ember Fox fell to a 30-damage strike in round 8.',
    );
    const timedOut = rounds(
      30,
      [state('p', true, 30), state('q', true, 10)],
      [state('o', false, 90)],
    );
    expect(endReason(timedOut, names, false)).toBe(
      'Time ran out after 30 rounds: Tide Golem kept 90% of its health, Ember Fox and Ash Wyrm 20%.',
    );
  });

  it('tells every engine fight in words about its own cards', () => {
    const rng = createRng(2024);
    for (let fight = 0; fight < 200; fight += 1) {
      const level = rng.int(1, 30);
      const player = sampleDuelCard(rng, 'p', level);
      const opponent = sampleDuelCard(rng, 'o', level);
      const result = simulateDuel({
        player: [player],
        opponent: [opponent],
        seed: rng.int(0, 2 ** 31),
      });
      const text = endReason(
        result.actions,
        { p: player.name, o: opponent.name },
        result.winner === 'player',
      );
      const loser = result.winner === 'player' ? opponent.name : player.name;
      expect(text).toMatch(/\.$/);
      expect(text).not.toMatch(/\b[po]\b/);
      if (result.rounds < 30 || result.finalStates.some((card) => card.currentHealth === 0)) {
        expect(text).toContain(`${loser} fell to`);
      } else {
        expect(text).toContain('Time ran out after 30 rounds');
      }
    }
  });
});
