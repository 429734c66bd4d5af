import { describe, expect, it } from 'vitest';
import { cardStepCost, cardValue } from '@alchemy/game-rules';
import { aBattleCard, uuid } from '@/test/fixtures/cards';
import { aProfile } from '@/test/fixtures/player';
import { afterCardPurge, profileAfterStep } from './card-cache';

const wolf = aBattleCard('Ash Wolf', { id: uuid(1), quality: 'poor', level: 2 });
const drake = aBattleCard('Ember Drake', { id: uuid(2), quality: 'normal' });
const me = aProfile({ diamonds: 50 });

describe('profileAfterStep', () => {
  it("takes the step's diamonds from the purse, priced on the card as it was", () => {
    expect(profileAfterStep(me, [wolf, drake], wolf.id)).toEqual({
      ...me,
      diamonds: 50 - cardStepCost('improve-to-normal', 2),
    });
  });

  it('cannot follow without the card or with a purse too short for it: null', () => {
    expect(profileAfterStep(me, [drake], wolf.id)).toBeNull();
    expect(profileAfterStep({ ...me, diamonds: 0 }, [wolf], wolf.id)).toBeNull();
    expect(profileAfterStep(undefined, [wolf], wolf.id)).toBeNull();
  });
});

describe('afterCardPurge', () => {
  it('drops the card and gives its value back in credits', () => {
    expect(afterCardPurge(me, [wolf, drake], drake.id)).toEqual({
      cards: [wolf],
      profile: { ...me, credits: me.credits + cardValue('normal', 1, false) },
    });
  });

  it('cannot follow a card the list does not hold, or a listed one: null', () => {
    expect(afterCardPurge(me, [wolf], drake.id)).toBeNull();
    expect(afterCardPurge(me, [{ ...wolf, isListed: true }], wolf.id)).toBeNull();
  });
});
