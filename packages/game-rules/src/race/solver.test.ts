import { describe, expect, it } from 'vitest';
import { buildRecipeGraph } from './recipe-graph';
import { exploreRace, raceDistance, racePaths } from './solver';

/** A small world: two roads from Fire and Water to Obsidian, one of three crafts, one of four. */
const graph = buildRecipeGraph(
  [
    { one: 'Fire', two: 'Water', result: 'Steam' },
    { one: 'Steam', two: 'Water', result: 'Mist' },
    { one: 'Mist', two: 'Fire', result: 'Wisp' },
    { one: 'Steam', two: 'Earth', result: 'Geyser' },
    { one: 'Geyser', two: 'Fire', result: 'Obsidian' },
    { one: 'Wisp', two: 'Earth', result: 'Ember Stone' },
    { one: 'Ember Stone', two: 'Water', result: 'Obsidian' },
    { one: 'Steam', two: 'Mist', result: 'Never Made' },
  ],
  ['Fire', 'Water', 'Earth'],
);
const stock = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('race solver', () => {
  it('leaves out recipes without a building block, which no craft can make', () => {
    expect(graph.resultOf('Steam', 'Mist')).toBeUndefined();
    expect(graph.resultOf('Water', 'Fire')).toBe('Steam');
  });

  it('finds the fewest crafts and every different path', () => {
    const reach = exploreRace(graph, stock({ Fire: 3, Water: 3, Earth: 2 }), 8, 5);
    expect(reach.get('Steam')?.crafts).toBe(1);
    expect(reach.get('Obsidian')?.crafts).toBe(3);
    expect(reach.get('Obsidian')?.paths.map((path) => path.length)).toEqual([3, 5]);
    expect(reach.has('Never Made')).toBe(false);
  });

  it('pays for every building block a path spends', () => {
    // Only one Water: Steam takes it, so Mist (and the long road) cannot be made.
    const reach = exploreRace(graph, stock({ Fire: 3, Water: 1, Earth: 2 }), 8, 5);
    expect(reach.has('Mist')).toBe(false);
    expect(reach.get('Obsidian')?.paths).toHaveLength(1);
    // Without Earth, no road reaches Obsidian at all.
    expect(raceDistance(graph, stock({ Fire: 3, Water: 3 }), 'Obsidian')).toBeNull();
  });

  it('measures the distance from what is held, 0 once the target is held', () => {
    expect(raceDistance(graph, stock({ Fire: 2, Water: 2, Earth: 1 }), 'Obsidian')).toBe(3);
    expect(raceDistance(graph, stock({ Fire: 1, Geyser: 1 }), 'Obsidian')).toBe(1);
    expect(raceDistance(graph, stock({ Obsidian: 1 }), 'Obsidian')).toBe(0);
    expect(raceDistance(graph, stock({ Fire: 2, Water: 2, Earth: 1 }), 'Obsidian', 2)).toBeNull();
  });

  it('lists the shortest paths first, each craft by its two items', () => {
    const [first] = racePaths(graph, stock({ Fire: 3, Water: 3, Earth: 2 }), 'Obsidian', 8, 2);
    expect(first).toEqual([
      { one: 'Fire', two: 'Water', result: 'Steam' },
      { one: 'Steam', two: 'Earth', result: 'Geyser' },
      { one: 'Geyser', two: 'Fire', result: 'Obsidian' },
    ]);
  });
});
