/**
 * A new crafting run's effect (docs/RULES.md, "Starting a run", "Game over and harvest"):
 * from the state the start reads and the allocation asked for, either why it is refused or,
 * as plain data, everything it changes. An unfinished run is harvested first: its crafted
 * stacks move into the lab (which opens) and the run starts again holding exactly the
 * allocation. The server persists what this returns (services/crafting-service.ts#startGame);
 * nothing here reads a database or a clock.
 */
import { harvestStacks } from '../crafting';
import { ok, type Result } from '../result';
import {
  checkAllocation,
  type AllocationEntry,
  type AllocationError,
  type BaseElement,
} from './allocation';

/** A base element as the start reads it: the allocation names it, the run holds it by id. */
export interface StartElement extends BaseElement {
  id: string;
}

/** One stack of the run being replaced, used up (zero) included. */
export interface StartStack {
  itemId: string;
  quantity: number;
  isBuildingBlock: boolean;
}

/** Everything a start reads, all of it under the player's and the run's locks. */
export interface StartGameState {
  /** Every base element, in the order the refusals list them (unlock level, then name). */
  elements: readonly StartElement[];
  player: { level: number; initialItemsLimit: number; isLabOpen: boolean };
  /** The player's run; null before their first start. */
  run: { isOver: boolean } | null;
  /** The run's whole stock: an unfinished run's crafted stacks are harvested. */
  stock: readonly StartStack[];
}

/** The start asked for: how many of each base element, by name. */
export interface StartGameMove {
  allocation: readonly AllocationEntry[];
}

export interface StartGameEffect {
  /** Crafted stacks of the unfinished run that move into the lab (added to its stacks). */
  harvest: Array<{ itemId: string; quantity: number }>;
  /** The harvest opens the lab for a player who had never had it. */
  opensLab: boolean;
  /** The new run's whole stock: every other stack of the old run is gone. */
  stock: Array<{ itemId: string; quantity: number }>;
}

/**
 * The effect of starting a run with `move.allocation` on `state`. Refused as the allocation
 * rule refuses (checkAllocation), and for nothing else: a run may be started at any time.
 * A finished run was harvested when it ended, so only an unfinished one is harvested here.
 */
export function startGameEffect(
  state: StartGameState,
  move: StartGameMove,
): Result<StartGameEffect, AllocationError> {
  const chosen = checkAllocation(
    state.elements,
    state.player.level,
    state.player.initialItemsLimit,
    move.allocation,
  );
  if (!chosen.ok) return chosen;
  const isOpen = state.run !== null && !state.run.isOver;
  const harvest = isOpen
    ? harvestStacks(state.stock).map(({ itemId, quantity }) => ({ itemId, quantity }))
    : [];
  return ok({
    harvest,
    opensLab: harvest.length > 0 && !state.player.isLabOpen,
    stock: chosen.value.map(({ element, allocate }) => ({
      itemId: element.id,
      quantity: allocate,
    })),
  });
}
