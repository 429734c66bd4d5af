/**
 * Before a craft, when the pair has no recipe and a generator is on: ask it (outside the
 * craft's transaction, so no lock is held during a slow model call), validate and store its
 * result for everyone, then let the craft run as usual. Only a pair the player could
 * legally craft right now is ever sent, so nobody can make the server invent at will.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { item, recipe, runItem } from '../db/schema';
import { hasGameIcon } from '../images/game-icons';
import { itemIdFromName } from '../repositories/catalogue';
import { pairKey } from '../repositories/crafting';
import { rarityOf } from '../repositories/items';
import { clampRarity, type GeneratedItem, type ItemGenerator } from './item-generator';

const FALLBACK_ICON = 'perspective-dice-six-faces-random';

export async function ensureRecipe(
  db: Db,
  generator: ItemGenerator,
  playerId: string,
  oneId: string,
  twoId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (generator.name === 'catalogue' || oneId === twoId) return;
  const [a, b] = pairKey(oneId, twoId);
  const existing = await db
    .select({ resultId: recipe.resultId })
    .from(recipe)
    .where(and(eq(recipe.itemA, a), eq(recipe.itemB, b)))
    .limit(1);
  if (existing.length > 0) return;

  const held = await db
    .select({ item, quantity: runItem.quantity })
    .from(runItem)
    .innerJoin(item, eq(item.id, runItem.itemId))
    .where(and(eq(runItem.playerId, playerId), inArray(runItem.itemId, [a, b])));
  const one = held.find((row) => row.item.id === a);
  const two = held.find((row) => row.item.id === b);
  if (!one || !two || one.quantity <= 0 || two.quantity <= 0) return;
  if (!one.item.isBuildingBlock && !two.item.isBuildingBlock) return;

  const input = (row: typeof one.item) => ({
    name: row.name,
    description: row.description,
    rarity: rarityOf(row),
    family: row.family,
  });
  const invented = await generator.invent(input(one.item), input(two.item));
  if (!invented) return;
  const result: GeneratedItem = {
    ...invented,
    rarity: clampRarity(invented.rarity, rarityOf(one.item), rarityOf(two.item)),
    icon: hasGameIcon(invented.icon) ? invented.icon : FALLBACK_ICON,
  };
  await storeGenerated(db, a, b, result);
  log.info({ pair: [a, b], result: result.name, generator: generator.name }, 'item invented');
}

async function storeGenerated(db: Db, a: string, b: string, result: GeneratedItem) {
  await db.transaction(async (tx) => {
    const [sameName] = await tx
      .select({ id: item.id, isBuildingBlock: item.isBuildingBlock })
      .from(item)
      .where(sql`lower(${item.name}) = ${result.name.toLowerCase()}`)
      .limit(1);
    let resultId = sameName?.id;
    if (sameName?.isBuildingBlock) return; // a recipe never yields a base element
    if (!resultId) {
      const base = itemIdFromName(result.name) || 'item';
      const taken = await tx
        .select({ id: item.id })
        .from(item)
        .where(sql`${item.id} = ${base} or ${item.id} like ${`${base}-%`}`);
      const ids = new Set(taken.map((row) => row.id));
      let id = base;
      for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
      await tx.insert(item).values({
        id,
        name: result.name,
        description: result.description,
        imageDescription: result.imageDescription,
        rarity: result.rarity,
        family: result.family,
        icon: result.icon,
        source: 'generator',
      });
      resultId = id;
    }
    // Two players racing on one new pair: the first stored recipe stands.
    await tx.insert(recipe).values({ itemA: a, itemB: b, resultId }).onConflictDoNothing();
  });
}
