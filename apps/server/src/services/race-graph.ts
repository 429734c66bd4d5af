/**
 * The race's view of the catalogue: the recipe graph by item id (game-rules race/recipe-graph)
 * and the item rows to show. The catalogue is synced at start and never changes while a
 * process runs, so each process builds it once per database; it holds no player's state.
 */
import { buildRecipeGraph, type RecipeGraph } from '@alchemy/game-rules';
import type { Db } from '../db/database';
import type { ItemRow } from '../repositories/items';
import { catalogueItemRows, catalogueRecipeRows } from '../repositories/race';

export interface RaceCatalogue {
  graph: RecipeGraph;
  items: ReadonlyMap<string, ItemRow>;
}

const built = new WeakMap<Db, Promise<RaceCatalogue>>();

async function build(db: Db): Promise<RaceCatalogue> {
  const [rows, recipes] = await Promise.all([catalogueItemRows(db), catalogueRecipeRows(db)]);
  const items = new Map(rows.map((row) => [row.id, row]));
  const bases = rows.filter((row) => row.isBuildingBlock).map((row) => row.id);
  return { graph: buildRecipeGraph(recipes, bases), items };
}

export function raceCatalogue(db: Db): Promise<RaceCatalogue> {
  let pending = built.get(db);
  if (!pending) {
    pending = build(db);
    // A failed read is not kept: the next request tries again.
    pending.catch(() => built.delete(db));
    built.set(db, pending);
  }
  return pending;
}

/** The row of an item the race names; a missing one is a fault of ours, not the player's. */
export function itemRowOf(catalogue: RaceCatalogue, id: string): ItemRow {
  const row = catalogue.items.get(id);
  if (!row) throw new Error(`the race names item ${id}, which the catalogue lacks`);
  return row;
}
