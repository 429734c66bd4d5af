/**
 * The crafting game: starting runs, crafting, the grid, buying into the lab and raising
 * the items limit. Each change is one transaction: lock (services/transaction.ts), check
 * with the game-rules move, write through the repositories, book the ledger.
 */
import {
  checkAllocation,
  checkCraftPair,
  checkItemPurchase,
  checkItemsLimitIncrease,
  checkRunOpen,
  checkRunStarted,
  discoveryReward,
  FAILED_CRAFT_DUST_REFUND,
  harvestStacks,
  isGameOver,
  MAX_SECRETS,
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
  applyCraft,
  claimFirstDiscovery,
  craftableUndiscovered,
  craftInputs,
  discoveryDetails,
  endRun,
  findRun,
  knownItems,
  resetRun,
  runStock,
  type RunStackRow,
} from '../repositories/crafting';
import {
  buildingBlocks,
  countItems,
  findDiscoveredItem,
  type ItemRow,
} from '../repositories/items';
import { addToLab, labStock } from '../repositories/lab-items';
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
 * Moves every crafted item left in the run into the lab and ends the run. Base elements
 * stay behind: the next start replaces them.
 */
async function harvest(tx: Tx, me: LockedPlayer, stock?: RunStack[]): Promise<boolean> {
  const crafted = harvestStacks(stock ?? (await runStock(tx, me.id)).map(toRunStack));
  if (crafted.length > 0) {
    await addToLab(tx, me, crafted);
    if (!me.isLabOpen) await updatePlayer(tx, me, { isLabOpen: true });
  }
  await endRun(tx, me);
  return crafted.length > 0;
}

/** A run stock row as the rules read it. */
type RunStack = ReturnType<typeof toRunStack>;

function toRunStack(row: { item: ItemRow; quantity: number }) {
  return {
    itemId: row.item.id,
    quantity: row.quantity,
    isBuildingBlock: row.item.isBuildingBlock,
    isSecret: false,
  };
}

/** Ends the run when no craft is left (harvesting it): whether it ended, and opened the lab. */
async function endIfOver(
  tx: Tx,
  me: LockedPlayer,
  after: readonly RunStackRow[],
): Promise<{ over: boolean; labOpened: boolean }> {
  const stock = after.map((row) => ({ ...row, isSecret: false }));
  const over = isGameOver(stock);
  const harvested = over && (await harvest(tx, me, stock));
  return { over, labOpened: harvested && !me.isLabOpen };
}

/** POST /craft/game/start: a new run from the allocation; the unfinished one is harvested. */
export async function startGame(
  ctx: ServiceContext,
  current: PlayerRow,
  allocation: readonly Allocation[],
): Promise<CraftingGame> {
  const elements = baseElements(await buildingBlocks(ctx.db));
  const me = await inTransaction(ctx, async (tx, locks) => {
    const locked = await locks.player(current.id);
    const chosen = orRefuse(
      checkAllocation(elements, locked.level, locked.initialItemsLimit, allocation),
    );
    const run = await locks.run(locked);
    if (run && !run.isOver) await harvest(tx, locked);
    await resetRun(
      tx,
      locked,
      chosen.map(({ element, allocate }) => ({ itemId: element.id, quantity: allocate })),
    );
    return locked;
  });
  return getGame(ctx, me);
}

/**
 * POST /craft/game/items/craft: spends one of each item; the result joins the run (a first
 * discovery pays its reward), or the craft fails for dust. The run ends, and is harvested,
 * when no craft is left. Returns null for a failed craft.
 *
 * A handful of statements, since each is a round trip: the player's lock, one read of the
 * run, the pair and its recipe, and one write that records the craft and the discovery
 * and answers the run's stock, the discovery's details and the secrets; then, only when
 * they apply, the reward, the harvest and the world-first claim.
 */
export async function craft(
  ctx: ServiceContext,
  current: PlayerRow,
  oneId: string,
  twoId: string,
): Promise<CraftResult | null> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const inputs = await craftInputs(tx, me, oneId, twoId);
    orRefuse(checkRunOpen(inputs.run));
    const view = (id: string) => {
      const row = inputs.held.find((entry) => entry.item.id === id);
      return row && { ...row.item, quantity: row.quantity, isSecret: false };
    };
    const [one, two] = orRefuse(checkCraftPair(view(oneId), view(twoId)));

    const made = inputs.result;
    const writes = await applyCraft(
      tx,
      me,
      [one.id, two.id],
      made && { id: made.item.id, isHeld: made.isHeld, fromNames: [one.name, two.name] },
      MAX_SECRETS,
    );
    const { stock } = writes;
    if (!made) {
      await changeBalance(tx, me, {
        currency: 'magicDust',
        delta: FAILED_CRAFT_DUST_REFUND,
        reason: 'failed-craft',
        requestId: ctx.requestId,
      });
      const { over } = await endIfOver(tx, me, stock);
      await recordProgress(tx, locks, ctx, [{ player: me, events: craftEvents({ over }) }]);
      return null;
    }

    const result = made.item;
    const quantity = stock.find((row) => row.itemId === result.id)?.quantity ?? 1;
    const recorded = writes.discovery;
    if (!recorded) throw new Error(`discovery of ${result.id} by ${me.id} neither new nor found`);
    const isNew = recorded.isNew;
    const reward = isNew ? discoveryReward(rarityOf(result), me.level) : 0;
    const credits =
      reward > 0
        ? await changeBalance(tx, me, {
            currency: 'credits',
            delta: reward,
            reason: `discovery:${result.id}`,
            requestId: ctx.requestId,
          })
        : me.credits;
    const { over, labOpened } = await endIfOver(tx, me, stock);
    // A world row, so written last (docs/ARCHITECTURE.md, "Lock order").
    const isWorldFirst = isNew && (await claimFirstDiscovery(tx, me, result.id));
    if (isWorldFirst) {
      locks.tellFriends(me.id, {
        kind: 'friend-world-first',
        friendName: me.name,
        itemName: result.name,
      });
    }
    const details = isWorldFirst
      ? { ...recorded.details, firstDiscoveredBy: { name: me.name, isYou: true } }
      : isNew && !recorded.details.firstDiscoveredBy
        ? // Someone else was first meanwhile, after the craft's statement looked.
          (await discoveryDetails(tx, me.id, [result.id])).get(result.id)
        : recorded.details;
    const discovery = isNew ? { worldFirst: isWorldFirst, family: result.family } : undefined;
    await recordProgress(tx, locks, ctx, [
      { player: me, events: craftEvents({ over, discovery }) },
    ]);
    // A finished run holds nothing any more, so nothing is craftable.
    const secrets = over ? [] : writes.secrets;
    return {
      item: toGameItem(result, { quantity: over ? 0 : quantity, ...details }),
      reward,
      isWorldFirst,
      isGameOver: over,
      // The result last: should it be one of the two spent, its final count wins.
      quantities: [
        { itemId: one.id, quantity: one.quantity - 1 },
        { itemId: two.id, quantity: two.quantity - 1 },
        { itemId: result.id, quantity: over ? 0 : quantity },
      ],
      secrets: secrets.map((row, index) => toSecretItem(row, index)),
      profile: toProfile({ ...me, credits, isLabOpen: me.isLabOpen || labOpened }, me.nowMs),
    };
  });
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

/** POST /items/buy: discovered items into the lab at their rarity's price. */
export async function buyItem(
  ctx: ServiceContext,
  current: PlayerRow,
  itemId: string,
  amount: number,
): Promise<BuyItemResponse> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const found = await findDiscoveredItem(tx, me.id, itemId);
    const { item, cost } = orRefuse(
      checkItemPurchase(found && { row: found, rarity: rarityOf(found) }, amount, me),
    );
    const credits = await changeBalance(tx, me, {
      currency: cost.currency,
      delta: -cost.amount,
      reason: `buy:${itemId}x${amount}`,
      requestId: ctx.requestId,
    });
    const stock = await addToLab(tx, me, [{ itemId, quantity: amount }]);
    if (!me.isLabOpen) await updatePlayer(tx, me, { isLabOpen: true });
    const labItem = toLabItem(item.row, stock.get(itemId) ?? amount);
    const profile: Profile = toProfile({ ...me, credits, isLabOpen: true }, me.nowMs);
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
