/**
 * The catalogue is synced at every start, beside instances already serving crafts: a start
 * with the same catalogue must write (and so lock) no row, and a new release must still add
 * and change what it says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { item, recipe } from '../db/schema';
import { fixtureCatalogue } from '../test/fixture-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { itemIdFromName, syncCatalogue, type Catalogue } from './catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each item's row version: a row written again gets a new one. */
async function itemVersions(): Promise<Map<string, string>> {
  const rows = await t.database.db
    .select({ id: item.id, version: sql<string>`${item}.xmin::text` })
    .from(item);
  return new Map(rows.map((row) => [row.id, row.version]));
}

describe('syncCatalogue', () => {
  it('writes no row when the catalogue has not changed', async () => {
    const before = await itemVersions();
    await syncCatalogue(t.database.db, fixtureCatalogue);
    expect(await itemVersions()).toEqual(before);
  });

  it('adds a new item and recipe, and changes only what changed', async () => {
    const [first, second] = fixtureCatalogue.items;
    const [[one, two] = ['', '']] = fixtureCatalogue.recipes;
    const release: Catalogue = {
      items: [
        ...fixtureCatalogue.items.map((entry) =>
          entry === first ? { ...entry, description: 'Said anew in this release.' } : entry,
        ),
        { ...second!, name: 'Test Novelty', description: 'Only in this release.' },
      ],
      recipes: fixtureCatalogue.recipes.map((entry, index) =>
        index === 0 ? ([one, two, 'Test Novelty'] as const) : entry,
      ),
    };
    const before = await itemVersions();
    await syncCatalogue(t.database.db, release);
    const after = await itemVersions();

    const changedId = itemIdFromName(first!.name);
    const [changed] = await t.database.db.select().from(item).where(eq(item.id, changedId));
    expect(changed?.description).toBe('Said anew in this release.');
    expect(after.get(itemIdFromName('Test Novelty'))).toBeDefined();
    const rewritten = [...before].filter(([id, version]) => after.get(id) !== version);
    expect(rewritten.map(([id]) => id)).toEqual([changedId]);
    const results = await t.database.db
      .select({ resultId: recipe.resultId })
      .from(recipe)
      .where(eq(recipe.resultId, itemIdFromName('Test Novelty')));
    expect(results).toHaveLength(1);
  });
});
