import { describe, expect, it } from 'vitest';
import { labItemPurgeRefund } from '@alchemy/game-rules';
import { aLabItem } from '@/test/fixtures/lab';
import { aProfile } from '@/test/fixtures/player';
import { afterLabItemPurge, labAfterCraft } from './lab-cache';

const steam = aLabItem('Steam', 'common', 2);
const mud = aLabItem('Mud', 'common', 1);
const clay = aLabItem('Clay', 'common', 1);
const ember = aLabItem('Ember', 'rare', 1);
const lab = [steam, mud, clay, ember];
const me = aProfile({ level: 1, isLabOpen: true });

describe('labAfterCraft', () => {
  it('takes one of each forged item; a used-up stack leaves the list', () => {
    expect(labAfterCraft(lab, me, ['steam', 'clay', 'mud'])).toEqual([
      { ...steam, quantity: 1 },
      ember,
    ]);
  });

  it('cannot follow a craft the rules refuse with this list (out of step): null', () => {
    expect(labAfterCraft([steam, mud], me, ['steam', 'clay', 'mud'])).toBeNull();
    expect(labAfterCraft(lab, me, ['steam', 'mud', 'ember'])).toBeNull();
  });
});

describe('afterLabItemPurge', () => {
  it('drops the whole stack and adds its dust to the purse', () => {
    const next = afterLabItemPurge(lab, me, 'steam');
    expect(next?.lab).toEqual([mud, clay, ember]);
    expect(next?.profile).toEqual({
      ...me,
      magicDust: me.magicDust + labItemPurgeRefund('common', 2),
    });
  });

  it('a stack the list does not hold: null', () => {
    expect(afterLabItemPurge(lab, me, 'gold')).toBeNull();
  });
});
