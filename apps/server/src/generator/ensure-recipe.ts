/**
 * Before a craft, when the pair has no recipe and a generator is on: ask it (outside the
 * craft's transaction, so no lock is held during a slow model call), validate and store its
 * result for everyone, then let the craft run as usual. Only a pair the player could
 * legally craft right now (the same game-rules check the craft makes) is ever sent, so
 * nobody can make the server invent at will.
 */
import { checkCraftPair, clampRarity } from '@alchemy/game-rules';
import { hasGameIcon } from '../images/game-icons';
import { rarityOf } from '../mappers/items';
import { itemIdFromName } from '../repositories/catalogue';
import { findRecipeResult, runStockOf } from '../repositories/crafting';
import {
  findItemByName,
  idsLike,
  insertGeneratedItem,
  insertRecipeOnce,
} from '../repositories/generated-items';
import type { ItemRow } from '../repositories/items';
import type { ServiceContext } from '../services/context';
import { inTransaction } from '../services/transaction';
import type { GeneratedItem, ItemGenerator } from './item-generator';

const FALLBACK_ICON = 'perspective-dice-six-faces-random';

export async function ensureRecipe(
  ctx: ServiceContext,
  generator: ItemGenerator,
  playerId: string,
  oneId: string,
  twoId: string,
): Promise<void> {
  if (generator.name === 'catalogue') return;
  if (await findRecipeResult(ctx.db, oneId, twoId)) return;

  const held = await runStockOf(ctx.db, playerId, [oneId, twoId]);
  const view = (id: string) => {
    const row = held.find((entry) => entry.item.id === id);
    return row && { ...row.item, quantity: row.quantity, isSecret: false };
  };
  const pair = checkCraftPair(view(oneId), view(twoId));
  if (!pair.ok) return;
  const [one, two] = pair.value;

  const input = (row: ItemRow) => ({
    name: row.name,
    description: row.description,
    rarity: rarityOf(row),
    family: row.family,
  });
  const invented = await generator.invent(input(one), input(two));
  if (!invented) return;
  const result: GeneratedItem = {
    ...invented,
    rarity: clampRarity(invented.rarity, rarityOf(one), rarityOf(two)),
    icon: hasGameIcon(invented.icon) ? invented.icon : FALLBACK_ICON,
  };
  await storeGenerated(ctx, one.id, two.id, result);
  ctx.log.info(
    { pair: [one.id, two.id], result: result.name, generator: generator.name },
    'item invented',
  );
}

/** The invented item (or the existing one of that name) and the pair's recipe, at once. */
async function storeGenerated(ctx: ServiceContext, a: string, b: string, result: GeneratedItem) {
  await inTransaction(ctx, async (tx) => {
    const sameName = await findItemByName(tx, result.name);
    if (sameName?.isBuildingBlock) return; // a recipe never yields a base element
    let resultId = sameName?.id;
    if (!resultId) {
      const base = itemIdFromName(result.name) || 'item';
      const taken = await idsLike(tx, base);
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      await insertGeneratedItem(tx, {
        id,
        name: result.name,
        description: result.description,
        imageDescription: result.imageDescription,
        rarity: result.rarity,
        family: result.family,
        icon: result.icon,
      });
      resultId = id;
    }
    await insertRecipeOnce(tx, a, b, resultId);
  });
}
