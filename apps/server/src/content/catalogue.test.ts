import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CARD_CLASSES,
  FAMILY_CLASSES,
  ITEM_FAMILIES,
  RARITIES,
  SEED_ITEMS,
  type Rarity,
} from '@alchemy/game-rules';
import { gameIcon } from '../images/game-icons';
import { itemHue, itemPicture } from '../images/item-picture';
import { FAMILY_LOOK, RARITY_COLOUR } from '../images/portrait/palettes';
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

/** The catalogue's size: at least this many items, and this many recipes per item. */
const MIN_ITEMS = 720;
const MIN_RECIPES_PER_ITEM = 1.3;
/** Every card class must be suited by the families of at least this many items. */
const MIN_ITEMS_PER_CLASS = 60;
/** 'Any' weights no class, so it stays small: the elements and a few generic things. */
const MAX_ANY_ITEMS = 10;
/**
 * Crafted items first reachable at each unlock level (docs/RULES.md, "Starting a run"):
 * every new base element must open a new part of the world.
 */
const MIN_NEW_PER_LEVEL: Record<number, number> = { 1: 45, 2: 75, 6: 200, 10: 120, 16: 150 };

function craftedReachable(baseSet: readonly string[]): number {
  return [...reachableItems(items, recipes, baseSet)].filter((name) => !bases.has(name)).length;
}

/** The unlock levels, lowest first, each with the base elements available from it on. */
const levels = [...new Set(SEED_ITEMS.map((seed) => seed.level))]
  .sort((a, b) => a - b)
  .map((level) => ({
    level,
    bases: SEED_ITEMS.filter((seed) => seed.level <= level).map((seed) => seed.name),
  }));

/** The level at which each item becomes craftable: the first level whose bases reach it. */
function levelBands(): Map<string, number> {
  const band = new Map<string, number>();
  for (const { level, bases: available } of levels) {
    for (const name of reachableItems(items, recipes, available)) {
      if (!band.has(name)) band.set(name, level);
    }
  }
  return band;
}

/** Each item's unlock level, computed once. */
const bands = levelBands();

/** The fewest crafts that make each item when every base element is at hand. */
function craftDepths(): Map<string, number> {
  const depth = new Map<string, number>(BASE_NAMES.map((name) => [name, 0]));
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, b, result] of recipes) {
      const da = depth.get(a);
      const db = depth.get(b);
      if (da === undefined || db === undefined) continue;
      const d = Math.max(da, db) + 1;
      if (d < (depth.get(result) ?? Infinity)) {
        depth.set(result, d);
        changed = true;
      }
    }
  }
  return depth;
}

function countBy<T>(list: readonly T[], key: (entry: T) => string | number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of list) {
    const k = String(key(entry));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

describe('item catalogue', () => {
  it(`has at least ${MIN_ITEMS} items and ${MIN_RECIPES_PER_ITEM} recipes per item`, () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    expect(recipes.length / items.length).toBeGreaterThanOrEqual(MIN_RECIPES_PER_ITEM);
  });

  it('names are unique case-insensitively and give unique ids', () => {
    const lower = items.map((item) => item.name.toLowerCase());
    const repeated = lower.filter((name, index) => lower.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(new Set(items.map((item) => itemIdFromName(item.name))).size).toBe(items.length);
  });

  it('every field is valid', () => {
    for (const item of items) {
      expect(item.name.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.name.length, item.name).toBeLessThanOrEqual(24);
      expect(item.name, item.name).toMatch(ITEM_NAME_PATTERN);
      expect(isTitleCase(item.name), item.name).toBe(true);
      expect(item.description.trim().length, item.name).toBeGreaterThanOrEqual(40);
      expect(item.description.length, item.name).toBeLessThanOrEqual(180);
      expect(item.imageDescription.trim().length, item.name).toBeGreaterThanOrEqual(20);
      expect(item.imageDescription.length, item.name).toBeLessThanOrEqual(160);
      expect(RARITIES, item.name).toContain(item.rarity);
      expect(ITEM_FAMILIES, item.name).toContain(item.family);
    }
  });

  it('descriptions are unique', () => {
    const descriptions = items.map((item) => item.description);
    const repeated = descriptions.filter((text, index) => descriptions.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('every item has its own icon from the game-icons set', () => {
    const missing = items.filter((item) => !item.icon || !(item.icon in iconSet.icons));
    expect(missing.map((item) => `${item.name}: ${item.icon}`)).toEqual([]);
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const item of items) {
      const first = owner.get(item.icon);
      if (first) shared.push(`${item.icon}: ${first} and ${item.name}`);
      else owner.set(item.icon, item.name);
    }
    expect(shared).toEqual([]);
  });

  it('draws every item in its own look: its own glyph, its family’s colours, its rarity’s rim', () => {
    const pictures = items.map((item) => ({ item, svg: itemPicture(item) }));
    // No two drawn pictures alike, and no two items alike in what a person tells apart:
    // the glyph, and the hue of the family and the rim of the rarity it is drawn in.
    expect(new Set(pictures.map(({ svg }) => svg)).size).toBe(items.length);
    const looks = items.map(
      (item) => `${item.icon}|${item.family}.${itemHue(item.icon)}|${item.rarity}`,
    );
    expect(new Set(looks).size).toBe(items.length);
    for (const { item, svg } of pictures) {
      const glyph = gameIcon(item.icon);
      expect(glyph, item.name).not.toBeNull();
      expect(svg, item.name).toContain(glyph?.body.replace(/ ?fill="currentColor"/g, '') ?? '?');
      expect(svg, item.name).toContain(`stroke="${RARITY_COLOUR[item.rarity]}"`);
      const [, main, light] = FAMILY_LOOK[item.family].tones[itemHue(item.icon)];
      expect(svg, item.name).toContain(`stop-color="${light}"`);
      expect(svg, item.name).toContain(`stop-color="${main}"`);
      // A picture names nothing: its address is handed only to those shown the item.
      expect(svg, item.name).not.toContain(item.name);
    }
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

  it('each unlock level opens new discoveries', () => {
    const perLevel = countBy(crafted, (item) => bands.get(item.name) ?? 0);
    for (const { level } of levels) {
      const minimum = MIN_NEW_PER_LEVEL[level] ?? 1;
      expect(perLevel.get(String(level)) ?? 0, `level ${level}`).toBeGreaterThanOrEqual(minimum);
    }
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

  it('rarer items sit deeper in the graph', () => {
    const depth = craftDepths();
    const meanDepth = (rarity: Rarity) => {
      const depths = crafted
        .filter((item) => item.rarity === rarity)
        .map((item) => depth.get(item.name) ?? 0);
      return depths.reduce((sum, d) => sum + d, 0) / depths.length;
    };
    const means = RARITIES.map(meanDepth);
    for (let index = 1; index < means.length; index += 1) {
      expect(means[index], String(RARITIES[index])).toBeGreaterThan(means[index - 1] ?? 0);
    }
  });

  it('every family but Any has at least 25 items and leans towards a card class', () => {
    for (const family of ITEM_FAMILIES.filter((name) => name !== 'Any')) {
      const count = items.filter((item) => item.family === family).length;
      expect(count, family).toBeGreaterThanOrEqual(25);
      expect(FAMILY_CLASSES[family].length, family).toBeGreaterThan(0);
    }
    const unweighted = items.filter(
      (item) => item.family !== 'Any' && FAMILY_CLASSES[item.family].length === 0,
    );
    expect(unweighted.map((item) => item.name)).toEqual([]);
    // 'Any' leans towards no class: it holds the elements and a few truly generic things.
    expect(items.filter((item) => item.family === 'Any').length).toBeLessThanOrEqual(MAX_ANY_ITEMS);
  });

  it(`every card class is suited by the families of at least ${MIN_ITEMS_PER_CLASS} items`, () => {
    for (const cls of CARD_CLASSES) {
      const count = items.filter((item) => FAMILY_CLASSES[item.family].includes(cls)).length;
      expect(count, cls).toBeGreaterThanOrEqual(MIN_ITEMS_PER_CLASS);
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
