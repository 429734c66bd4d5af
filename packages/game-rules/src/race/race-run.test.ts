import { describe, expect, it } from 'vitest';
import { raceCraft } from './race-run';
import { buildRecipeGraph } from './recipe-graph';

const graph = buildRecipeGraph(
  [
    { one: 'Fire', two: 'Water', result: 'Steam' },
    { one: 'Steam', two: 'Water', result: 'Mist' },
    { one: 'Steam', two: 'Earth', result: 'Geyser' },
    { one: 'Geyser', two: 'Fire', result: 'Obsidian' },
  ],
  ['Fire', 'Water', 'Earth'],
);
const start = new Map([
  ['Fire', 2],
  ['Water', 2],
  ['Earth', 1],
]);

describe('a race craft', () => {
  it('spends both items and adds the result, closer to the target', () => {
    const craft = raceCraft(graph, start, 'Obsidian', 'Water', 'Fire');
    expect(craft.ok && craft.value).toMatchObject({ made: 'Steam', trend: 'closer', won: false });
    expect(craft.ok && Object.fromEntries(craft.value.stock)).toEqual({
      Fire: 1,
      Water: 1,
      Earth: 1,
      Steam: 1,
    });
  });

  it('marks a craft that leads away, and a failed one, as further', () => {
    const steam = new Map([...start, ['Steam', 1]]);
    const away = raceCraft(graph, steam, 'Obsidian', 'Steam', 'Water');
    expect(away.ok && away.value.trend).toBe('further');
    const failed = raceCraft(graph, start, 'Obsidian', 'Fire', 'Earth');
    expect(failed.ok && failed.value).toMatchObject({ made: null, trend: 'further' });
    expect(failed.ok && failed.value.stock.get('Earth')).toBe(0);
  });

  it('is won by the craft that makes the target', () => {
    const near = new Map([
      ['Fire', 1],
      ['Geyser', 1],
    ]);
    const craft = raceCraft(graph, near, 'Obsidian', 'Geyser', 'Fire');
    expect(craft.ok && craft.value).toMatchObject({ won: true, over: false, trend: 'closer' });
  });

  it('is over when no building block is left', () => {
    const last = new Map([
      ['Fire', 1],
      ['Water', 1],
    ]);
    const craft = raceCraft(graph, last, 'Obsidian', 'Fire', 'Water');
    expect(craft.ok && craft.value).toMatchObject({ made: 'Steam', over: true });
  });

  it('refuses by the crafting game rule', () => {
    expect(raceCraft(graph, start, 'Obsidian', 'Fire', 'Fire')).toEqual({
      ok: false,
      error: { code: 'SAME_ITEM' },
    });
    expect(raceCraft(graph, start, 'Obsidian', 'Fire', 'Mist')).toEqual({
      ok: false,
      error: { code: 'ITEM_NOT_IN_RUN' },
    });
    const steamOnly = new Map([
      ['Steam', 1],
      ['Geyser', 1],
      ['Fire', 0],
    ]);
    expect(raceCraft(graph, steamOnly, 'Obsidian', 'Steam', 'Geyser')).toEqual({
      ok: false,
      error: { code: 'NO_BUILDING_BLOCK' },
    });
    expect(raceCraft(graph, steamOnly, 'Obsidian', 'Steam', 'Fire')).toEqual({
      ok: false,
      error: { code: 'ITEM_NOT_HELD', itemName: 'Fire' },
    });
  });
});
