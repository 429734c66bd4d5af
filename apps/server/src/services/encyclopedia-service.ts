/**
 * The encyclopedia (docs/RULES.md, "Encyclopedia"): every item of the world, discovered
 * ones in full and the rest as silhouettes that show only family and rarity. An item is
 * discovered as in the crafting grid: a base element unlocked at the player's level, or
 * an item the player has made.
 */
import { RARITIES } from '@alchemy/game-rules';
import {
  ENCYCLOPEDIA_PAGE_SIZE,
  type EncyclopediaEntry,
  type EncyclopediaFamily,
  type EncyclopediaPage,
} from '@alchemy/contracts';
import { toEncyclopediaFamily } from '../mappers/goals';
import { itemImageUrl, rarityOf } from '../mappers/items';
import { encyclopediaRows } from '../repositories/encyclopedia';
import { collectionClaims, type FamilyCount } from '../repositories/progress';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';

export interface EncyclopediaFilter {
  family?: string | undefined;
  search?: string | undefined;
  page: number;
}

type Row = Awaited<ReturnType<typeof encyclopediaRows>>[number];

function isDiscovered(row: Row, level: number): boolean {
  if (row.discoveredAt) return true;
  return row.item.isBuildingBlock && (row.item.unlockLevel ?? 1) <= level;
}

function toEntry(row: Row, level: number, playerId: string): EncyclopediaEntry {
  const rarity = rarityOf(row.item);
  if (!isDiscovered(row, level)) return { discovered: false, family: row.item.family, rarity };
  return {
    discovered: true,
    id: row.item.id,
    name: row.item.name,
    description: row.item.description,
    imageUrl: itemImageUrl(row.item),
    rarity,
    family: row.item.family,
    isBuildingBlock: row.item.isBuildingBlock,
    recipe: row.fromItemA && row.fromItemB ? [row.fromItemA, row.fromItemB] : null,
    firstDiscoveredBy: row.firstName
      ? { name: row.firstName, isYou: row.item.firstDiscoveredBy === playerId }
      : null,
  };
}

/** Discovered first, by name; then silhouettes by family and rarity (nothing else to go by). */
function compareEntries(x: EncyclopediaEntry, y: EncyclopediaEntry): number {
  if (x.discovered && y.discovered) return x.name.localeCompare(y.name);
  if (x.discovered !== y.discovered) return x.discovered ? -1 : 1;
  return (
    x.family.localeCompare(y.family) || RARITIES.indexOf(x.rarity) - RARITIES.indexOf(y.rarity)
  );
}

/** Every family with its counts and, for a collection, its milestones. */
function familiesOf(
  entries: readonly EncyclopediaEntry[],
  claims: ReadonlyArray<{ family: string; percent: number }>,
): EncyclopediaFamily[] {
  const byName = new Map<string, FamilyCount>();
  for (const entry of entries) {
    const family = byName.get(entry.family) ?? { family: entry.family, discovered: 0, total: 0 };
    family.total += 1;
    if (entry.discovered) family.discovered += 1;
    byName.set(entry.family, family);
  }
  return [...byName.values()]
    .sort((x, y) => x.family.localeCompare(y.family))
    .map((count) => toEncyclopediaFamily(count, claims));
}

/** GET /craft/encyclopedia: one page of the world's items, filtered by family and name. */
export async function encyclopediaPage(
  ctx: ServiceContext,
  current: Pick<PlayerRow, 'id' | 'level'>,
  filter: EncyclopediaFilter,
): Promise<EncyclopediaPage> {
  const [rows, claims] = await Promise.all([
    encyclopediaRows(ctx.db, current.id),
    collectionClaims(ctx.db, current.id),
  ]);
  const all = rows.map((row) => toEntry(row, current.level, current.id)).sort(compareEntries);
  const search = filter.search?.trim().toLowerCase() ?? '';
  const matching = all.filter(
    (entry) =>
      (!filter.family || entry.family === filter.family) &&
      (!search || (entry.discovered && entry.name.toLowerCase().includes(search))),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / ENCYCLOPEDIA_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const start = (page - 1) * ENCYCLOPEDIA_PAGE_SIZE;
  return {
    entries: matching.slice(start, start + ENCYCLOPEDIA_PAGE_SIZE),
    page,
    pageCount,
    matching: matching.length,
    discoveredCount: all.filter((entry) => entry.discovered).length,
    totalCount: all.length,
    families: familiesOf(all, claims),
  };
}
