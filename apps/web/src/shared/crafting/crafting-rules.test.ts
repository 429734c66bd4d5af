import { describe, expect, it } from 'vitest';
import {
  canSelect,
  clickItem,
  dropRefusal,
  dropVerdict,
  toRunItemView,
  type RuleItem,
} from './crafting-rules';

const item = (id: string, overrides: Partial<RuleItem> = {}): RuleItem => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  quantity: 2,
  isBuildingBlock: false,
  ...overrides,
});
const fire = item('fire', { isBuildingBlock: true });
const water = item('water', { isBuildingBlock: true });
const steam = item('steam');
const mist = item('mist');
const emptyMist = item('mist', { quantity: 0 });
const secret = item('secret-1', { name: '?', quantity: 0, category: 'Weather' });

describe('toRunItemView', () => {
  it('calls an item secret when the contract sends its family', () => {
    expect(toRunItemView(secret)).toEqual({
      id: 'secret-1',
      name: '?',
      quantity: 0,
      isBuildingBlock: false,
      isSecret: true,
    });
    expect(toRunItemView(fire).isSecret).toBe(false);
  });
});

describe('selection', () => {
  it.each([
    ['a held item', fire, true],
    ['an item with quantity 0', emptyMist, false],
    ['a secret item', secret, false],
  ])('%s: selectable %s', (_label, candidate, expected) => {
    expect(canSelect(candidate)).toBe(expected);
  });

  it('selects the first item', () => {
    expect(clickItem([], steam, false)).toEqual({ kind: 'select', selection: [steam] });
  });

  it('deselects an item clicked again', () => {
    expect(clickItem([steam], steam, false)).toEqual({ kind: 'deselect', selection: [] });
  });

  it('crafts as soon as a second item pairs with a building block', () => {
    expect(clickItem([steam], fire, false)).toEqual({ kind: 'craft', pair: [steam, fire] });
    expect(clickItem([fire], water, false)).toEqual({ kind: 'craft', pair: [fire, water] });
  });

  it('refuses a second item when neither is a building block, in the product’s words', () => {
    expect(clickItem([steam], mist, false)).toEqual({
      kind: 'error',
      message: 'At least one item must be a building block',
    });
  });

  it('refuses a first pick that is no longer held, naming it', () => {
    expect(clickItem([emptyMist], fire, false)).toEqual({
      kind: 'error',
      message: 'You have no Mist left to craft with.',
    });
  });

  it('only inspects a secret or an item none of which is held', () => {
    expect(clickItem([], secret, false)).toEqual({ kind: 'inspect', item: secret });
    expect(clickItem([fire], emptyMist, false)).toEqual({ kind: 'inspect', item: emptyMist });
  });

  it('at game over every click reveals the item', () => {
    expect(clickItem([], fire, true)).toEqual({ kind: 'inspect', item: fire });
    expect(clickItem([], secret, true)).toEqual({ kind: 'inspect', item: secret });
  });
});

describe('drop rules', () => {
  it.each<[string, RuleItem, RuleItem | undefined, string]>([
    ['fire onto water', fire, water, 'ok'],
    ['steam onto fire', steam, fire, 'ok'],
    ['fire onto steam', fire, steam, 'ok'],
    ['onto nothing', fire, undefined, 'no-target'],
    ['onto a secret', fire, secret, 'unavailable'],
    ['onto an item with quantity 0', fire, emptyMist, 'unavailable'],
    ['a secret dragged', secret, fire, 'unavailable'],
    ['onto an item of the same name', fire, item('fire-2', { name: 'Fire' }), 'same-item'],
    ['two crafted items', steam, mist, 'no-building-block'],
  ])('%s -> %s', (_label, dragged, target, expected) => {
    expect(dropVerdict(dragged, target)).toBe(expected);
  });
});

describe('dropRefusal: a drop that crafts nothing always says why', () => {
  it('is silent for a good pair, and gives the rule’s words otherwise', () => {
    expect(dropRefusal(fire, steam)).toBeNull();
    expect(dropRefusal(steam, mist)).toBe('At least one item must be a building block');
    expect(dropRefusal(fire, secret)).toBe(
      'This item is still a secret: discover it before using it.',
    );
    expect(dropRefusal(fire, emptyMist)).toBe('You have no Mist left to craft with.');
  });
});
