import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ITEM_FAMILIES, RARITIES, SEED_ITEMS, type Rarity } from '@alchemy/game-rules';
import { itemIdFromName } from '../repositories/catalogue';
import { ITEM_NAME_PATTERN, isTitleCase } from './catalogue-schema';
import { BASE_NAMES, loadCatalogue, reachableItems } from './load-catalogue';

const { items, recipes } = loadCatalogue();
const bases = new Set(BASE_NAMES);
const names = new Set(items.map((item) => item.name));
const crafted = items.filter((item) => !item.isBuildingBlock);

const require = createRequire(import.meta.url);
const iconSet = JSON.parse(
  readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
) as { icons: Record<string, unknown> };

function craftedReachable(baseSet: readonly string[]): number {
  return [...reachableItems(items, recipes, baseSet)].filter((name) => !bases.has(name)).length;
}

describe('item catalogue', () => {
  it('has at least 420 items', () => {
    expect(items.length).toBeGreaterThanOrEqual(420);
  });

  it('names are unique case-insensitively and give unique ids', () => {
    const lower = items.map((item) => item.name.toLowerCase());
    expect(new Set(lower).size).toBe(items.length);
    expect(new Set(items.map((item) => itemIdFromName(item.name))).size).toBe(items.length);
  });

  it('every field is valid', () => {
    for (const item of items) {
      expect(item.name.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.name.length, item.name).toBeLessThanOrEqual(24);
      expect(item.name, item.name).toMatch(ITEM_NAME_PATTERN);
      expect(isTitleCase(item.name), item.name).toBe(true);
      expect(item.description.length, item.name).toBeGreaterThanOrEqual(40);
      expect(item.description.length, item.name).toBeLessThanOrEqual(180);
      expect(item.imageDescription.length, item.name).toBeGreaterThanOrEqual(20);
      expect(item.imageDescription.length, item.name).toBeLessThanOrEqual(160);
      expect(RARITIES, item.name).toContain(item.rarity);
      expect(ITEM_FAMILIES, item.name).toContain(item.family);
    }
  });

  it('descriptions are unique', () => {
    const descriptions = items.map((item) => item.description);
    expect(new Set(descriptions).size).toBe(items.length);
  });

  it('every icon exists in the game-icons set', () => {
    const missing = items.filter((item) => !(item.icon in iconSet.icons));
    expect(missing.map((item) => `${item.name}: ${item.icon}`)).toEqual([]);
  });

  it('has the six base elements with their levels and families', () => {
    for (const seed of SEED_ITEMS) {
      const item = items.find((entry) => entry.name === seed.name);
      expect(item, seed.name).toBeDefined();
      expect(item?.isBuildingBlock).toBe(true);
      expect(item?.unlockLevel).toBe(seed.level);
      expect(item?.family).toBe(seed.family);
    }
    expect(items.filter((item) => item.isBuildingBlock)).toHaveLength(SEED_ITEMS.length);
    expect(crafted.every((item) => item.unlockLevel === null)).toBe(true);
  });

  it('every recipe has two different known inputs, one a base, and a crafted result', () => {
    const problems: string[] = [];
    for (const [a, b, result] of recipes) {
      const label = `${a} + ${b} = ${result}`;
      if (a === b) problems.push(`same inputs: ${label}`);
      if (!names.has(a) || !names.has(b)) problems.push(`unknown input: ${label}`);
      if (!names.has(result)) problems.push(`unknown result: ${label}`);
      if (!bases.has(a) && !bases.has(b)) problems.push(`no base input: ${label}`);
      if (bases.has(result)) problems.push(`base result: ${label}`);
    }
    expect(problems).toEqual([]);
  });

  it('each unordered pair appears once', () => {
    const pairs = recipes.map(([a, b]) => [a, b].sort().join(' + '));
    const repeated = pairs.filter((pair, index) => pairs.indexOf(pair) !== index);
    expect(repeated).toEqual([]);
  });

  it('every crafted item is a recipe result and reachable from the six bases', () => {
    const results = new Set(recipes.map(([, , result]) => result));
    expect(crafted.filter((item) => !results.has(item.name)).map((item) => item.name)).toEqual([]);
    const reachable = reachableItems(items, recipes, BASE_NAMES);
    expect(items.filter((item) => !reachable.has(item.name)).map((item) => item.name)).toEqual([]);
  });

  it('level gating leaves plenty to discover with the early bases', () => {
    expect(craftedReachable(['Fire', 'Water'])).toBeGreaterThanOrEqual(45);
    expect(craftedReachable(['Fire', 'Water', 'Air'])).toBeGreaterThanOrEqual(120);
    expect(craftedReachable(['Fire', 'Water', 'Air', 'Earth'])).toBeGreaterThanOrEqual(220);
  });

  it('rarities are shaped like a game', () => {
    const share = (rarity: Rarity) =>
      (100 * crafted.filter((item) => item.rarity === rarity).length) / crafted.length;
    expect(share('common')).toBeGreaterThanOrEqual(55);
    expect(share('common')).toBeLessThanOrEqual(62);
    expect(share('rare')).toBeGreaterThanOrEqual(22);
    expect(share('rare')).toBeLessThanOrEqual(28);
    expect(share('epic')).toBeGreaterThanOrEqual(9);
    expect(share('epic')).toBeLessThanOrEqual(13);
    expect(share('legendary')).toBeGreaterThanOrEqual(3);
    expect(share('legendary')).toBeLessThanOrEqual(6);
  });

  it('every family but Any has at least 25 items', () => {
    for (const family of ITEM_FAMILIES.filter((name) => name !== 'Any')) {
      const count = items.filter((item) => item.family === family).length;
      expect(count, family).toBeGreaterThanOrEqual(25);
    }
  });

  it('reachableItems only follows recipes whose inputs are both reached', () => {
    const tiny = [{ name: 'Fire' }, { name: 'Water' }, { name: 'Steam' }, { name: 'Cloud' }];
    const tinyRecipes = [
      ['Fire', 'Water', 'Steam'],
      ['Air', 'Steam', 'Cloud'],
    ] as const;
    expect(reachableItems(tiny, tinyRecipes, ['Fire', 'Water'])).toEqual(
      new Set(['Fire', 'Water', 'Steam']),
    );
  });
});
