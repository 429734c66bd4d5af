/**
 * The crafting game: starting runs, crafting, the grid, buying into the lab and raising
 * the items limit. Each change is one transaction: lock (services/transaction.ts), check
 * with the game-rules move, write through the repositories, book the ledger.
 */
import {
  buyItemEffect,
  checkItemsLimitIncrease,
  checkRunStarted,
  craftEffect,
  MAX_SECRETS,
  startGameEffect,
  type CraftEffect,
  type Rarity,
} from '@alchemy/game-rules';
import type {
  Allocation,
  BuyItemResponse,
  CraftingGame,
  CraftResult,
  GameItem,
  GameItemEntry,
  LabItem,
  Profile,
} from '@alchemy/contracts';
import type { Tx } from '../db/database';
import { orRefuse } from '../lib/rule-error-http';
import { rarityOf, toGameItem, toLabItem, toSecretItem } from '../mappers/items';
import { toProfile } from '../mappers/profile';
import { changeBalance } from '../repositories/balances';
import {
  craftableUndiscovered,
  discoveryDetails,
  findRun,
  knownItems,
  type DiscoveryDetails,
} from '../repositories/crafting';
import {
  readCraft,
  writeCraft,
  type CraftRead,
  type CraftWritten,
} from '../repositories/craft-move';
import { readStart, writeStart } from '../repositories/start-game-move';
import { readBuyItem, writeBuyItem } from '../repositories/buy-item-move';
import { buildingBlocks, countItems, type ItemRow } from '../repositories/items';
import { labStock } from '../repositories/lab-items';
import { updatePlayer, type PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { craftEvents, recordProgress } from './progress-service';
import { inTransaction, type LockedPlayer } from './transaction';

/** The base elements as the allocation rule reads them. */
function baseElements(rows: readonly ItemRow[]) {
  return rows.map((row) => ({ ...row, unlockLevel: row.unlockLevel ?? 1 }));
}

/** GET /craft/game/start/items: every base element and the level that unlocks it. */
export async function startItems(ctx: ServiceContext): Promise<GameItemEntry[]> {
  return baseElements(await buildingBlocks(ctx.db)).map((row) => ({
    item: toGameItem(row, { quantity: 0 }),
    levelRequired: row.unlockLevel,
  }));
}

/**
 * POST /craft/game/start: a new run from the allocation; the unfinished one is harvested
 * (its crafted items move into the lab; a craft that ends its run harvests through its own
 * effect). The move in the boardgame.io way: the player's and the run's locks, one read of
 * the base elements and the run's stock, game-rules' `startGameEffect` decides (or refuses),
 * one write persists it (repositories/start-game-move.ts). The answer is the new grid.
 */
export async function startGame(
  ctx: ServiceContext,
  current: PlayerRow,
  allocation: readonly Allocation[],
): Promise<CraftingGame> {
  const me = await inTransaction(ctx, async (tx, locks) => {
    const locked = await locks.player(current.id);
    const run = await locks.run(locked);
    const read = await readStart(tx, locked);
    const effect = orRefuse(startGameEffect({ ...read, player: locked, run }, { allocation }));
    await writeStart(tx, locked, effect);
    return locked;
  });
  return getGame(ctx, me);
}

/**
 * POST /craft/game/items/craft: spends one of each item; the result joins the run (a first
 * discovery pays its reward), or the craft fails for dust. The run ends, and is harvested,
 * when no craft is left. Returns null for a failed craft.
 *
 * The move in the boardgame.io way: the player's lock, one read of all the craft decides
 * from, game-rules' `craftEffect` decides (or refuses), one write persists the effect and
 * answers what the player sees (repositories/craft-move.ts); then the progress it counts.
 */
export async function craft(
  ctx: ServiceContext,
  current: PlayerRow,
  oneId: string,
  twoId: string,
): Promise<CraftResult | null> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const read = await readCraft(tx, me, oneId, twoId);
    const found = read.result;
    const effect = orRefuse(
      craftEffect(
        {
          run: read.run,
          stock: read.stock,
          result: found && {
            itemId: found.item.id,
            rarity: rarityOf(found.item),
            isBuildingBlock: found.item.isBuildingBlock,
            isDiscovered: found.discovery !== null,
            hasFirstDiscoverer: found.item.firstDiscoveredBy !== null,
          },
          player: me,
        },
        { one: oneId, two: twoId },
      ),
    );
    const written = await writeCraft(tx, me, effect, {
      requestId: ctx.requestId,
      secretsLimit: MAX_SECRETS,
    });
    const over = effect.runOver;
    if (!found || !effect.made) {
      await recordProgress(tx, locks, ctx, [{ player: me, events: craftEvents({ over }) }]);
      return null;
    }

    const result = found.item;
    const isWorldFirst = written.worldFirst;
    if (isWorldFirst) {
      locks.tellFriends(me.id, {
        kind: 'friend-world-first',
        friendName: me.name,
        itemName: result.name,
      });
    }
    const details = await madeDetails(tx, me, found, effect, written);
    const discovery = effect.discovery
      ? { worldFirst: isWorldFirst, family: result.family }
      : undefined;
    await recordProgress(tx, locks, ctx, [
      { player: me, events: craftEvents({ over, discovery }) },
    ]);
    const [one, two] = effect.spent;
    const quantity = effect.made.quantity;
    return {
      item: toGameItem(result, { quantity, ...details }),
      reward: effect.balances.find((entry) => entry.currency === 'credits')?.delta ?? 0,
      isWorldFirst,
      isGameOver: over,
      // The result last: should it be one of the two spent, its final count wins.
      quantities: [
        { itemId: one.itemId, quantity: one.quantity - 1 },
        { itemId: two.itemId, quantity: two.quantity - 1 },
        { itemId: result.id, quantity },
      ],
      secrets: written.secrets.map((row, index) => toSecretItem(row, index)),
      profile: toProfile({ ...me, ...written.balances }, me.nowMs),
    };
  });
}

/**
 * The made item's discovery as the grid shows it: when and from which pair, and who was
 * first in the world. A new discovery is this craft's; an old one was read with the pair.
 */
async function madeDetails(
  tx: Tx,
  me: LockedPlayer,
  found: NonNullable<CraftRead['result']>,
  effect: CraftEffect,
  written: CraftWritten,
): Promise<DiscoveryDetails | undefined> {
  const first = found.item.firstDiscoveredBy;
  const firstDiscoveredBy = written.worldFirst
    ? { name: me.name, isYou: true }
    : first !== null && found.firstName !== null
      ? { name: found.firstName, isYou: first === me.id }
      : undefined;
  if (effect.discovery && written.discoveredAt) {
    if (!firstDiscoveredBy) {
      // Someone else was first meanwhile, after the craft's read looked.
      return (await discoveryDetails(tx, me.id, [found.item.id])).get(found.item.id);
    }
    return {
      discoveredAt: written.discoveredAt,
      recipe: [...effect.discovery.fromNames],
      firstDiscoveredBy,
    };
  }
  const old = found.discovery;
  if (!old) throw new Error(`discovery of ${found.item.id} by ${me.id} neither new nor found`);
  return {
    discoveredAt: old.discoveredAt,
    recipe: [old.fromItemA, old.fromItemB],
    ...(firstDiscoveredBy ? { firstDiscoveredBy } : {}),
  };
}

export interface ItemFilter {
  name?: string | undefined;
  rarity?: Rarity | undefined;
}

function matches(row: ItemRow, filter: ItemFilter): boolean {
  if (filter.rarity && rarityOf(row) !== filter.rarity) return false;
  const name = filter.name?.trim().toLowerCase();
  return !name || row.name.toLowerCase().includes(name);
}

/** The grid: unlocked bases and discoveries with this run's quantities, then secrets. */
export async function gameItems(
  ctx: ServiceContext,
  current: Pick<PlayerRow, 'id' | 'level'>,
  filter: ItemFilter = {},
): Promise<GameItem[]> {
  const known = await knownItems(ctx.db, current.id, current.level);
  const items = known
    .filter((row) => matches(row.item, filter))
    .map((row) =>
      toGameItem(row.item, {
        quantity: row.quantity ?? 0,
        discoveredAt: row.discoveredAt,
        recipe: row.fromItemA && row.fromItemB ? [row.fromItemA, row.fromItemB] : null,
        firstDiscoveredBy:
          row.discoveredAt && row.firstName
            ? { name: row.firstName, isYou: row.item.firstDiscoveredBy === current.id }
            : null,
      }),
    );
  if (filter.name || filter.rarity) return items;
  const secrets = await craftableUndiscovered(ctx.db, current.id, MAX_SECRETS);
  return [...items, ...secrets.map((row, index) => toSecretItem(row, index))];
}

/** GET /craft/game: the current run; 404 NO_CRAFTING_GAME before the first start. */
export async function getGame(
  ctx: ServiceContext,
  current: Pick<PlayerRow, 'id' | 'level'>,
): Promise<CraftingGame> {
  const run = orRefuse(checkRunStarted(await findRun(ctx.db, current.id)));
  const items = await gameItems(ctx, current);
  return {
    items,
    isGameOver: run.isOver,
    discoveredCount: items.filter((entry) => entry.category === undefined).length,
    totalCount: await countItems(ctx.db),
  };
}

/**
 * POST /items/buy: discovered items into the lab at their rarity's price. The player's
 * lock, one read of the item, game-rules' `buyItemEffect`, one write of the payment, its
 * ledger row and the lab's stack (repositories/buy-item-move.ts).
 */
export async function buyItem(
  ctx: ServiceContext,
  current: PlayerRow,
  itemId: string,
  amount: number,
): Promise<BuyItemResponse> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const found = await readBuyItem(tx, me, itemId);
    const effect = orRefuse(
      buyItemEffect(
        { item: found && { id: found.id, rarity: rarityOf(found), row: found }, player: me },
        { itemId, amount },
      ),
    );
    const written = await writeBuyItem(tx, me, effect, ctx.requestId);
    const labItem = toLabItem(effect.item.row, written.quantity);
    const profile: Profile = toProfile({ ...me, ...written.balances, isLabOpen: true }, me.nowMs);
    return { labItem, profile };
  });
}

/** POST /craft/game/increase-limit: one more starting item, for diamonds. */
export async function increaseItemsLimit(
  ctx: ServiceContext,
  current: PlayerRow,
): Promise<Profile> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const cost = orRefuse(checkItemsLimitIncrease(me.initialItemsLimit, me));
    await changeBalance(tx, me, {
      currency: cost.currency,
      delta: -cost.amount,
      reason: `increase-limit:${me.initialItemsLimit + 1}`,
      requestId: ctx.requestId,
    });
    const updated = await updatePlayer(tx, me, { initialItemsLimit: me.initialItemsLimit + 1 });
    return toProfile(updated, me.nowMs);
  });
}

/** POST /lab/items/search: the lab's stacks, optionally filtered. */
export async function searchLabItems(
  ctx: ServiceContext,
  playerId: string,
  filter: ItemFilter,
): Promise<LabItem[]> {
  const rows = await labStock(ctx.db, playerId);
  return rows
    .filter((row) => matches(row.item, filter))
    .map((row) => toLabItem(row.item, row.quantity));
}
