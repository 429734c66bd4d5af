/**
 * The lab craft's effect (docs/RULES.md, "Lab and battle cards"): from the lab stacks the
 * craft chose and the player's level, either why it is refused or, as plain data,
 * everything it changes: one of each chosen item leaves the lab and a card of the player's
 * level is forged from them. In the boardgame.io way: the server persists what this
 * returns (services/lab-service.ts#craftCard) and the lab screen follows the stock part
 * of it (`labCraftSpend`) in its cache (features/lab/api/craft-battle-card.ts). Nothing
 * here reads a database or a clock: the card's randomness is the move's seed.
 */
import { generateCard, type GeneratedCard } from '../cards/generate-card';
import type { Rarity } from '../rarity';
import { ok, type Result } from '../result';
import { checkLabCraft, type LabCraftError } from './lab-slots';

/** A lab stack the craft chose, with what the card is made of: the item's words. */
export interface LabCraftStack {
  itemId: string;
  name: string;
  rarity: Rarity;
  /** The catalogue family ('Flame', 'Metals', ...): it leans the card's class and skill. */
  family: string;
  quantity: number;
}

/** Everything a lab craft reads, under the player's lock and the chosen stacks'. */
export interface LabCraftState {
  player: { level: number; isArenaOpen: boolean };
  /** The player's stacks of the chosen items (those the lab has a row for). */
  stock: readonly LabCraftStack[];
}

/** The craft asked for: one lab item per slot, in slot order. */
export interface LabCraftMove {
  itemIds: readonly string[];
  /** The card's randomness, drawn by the server and stored with the card. */
  seed: number;
}

/** What the craft spends, which the lab screen can know before the answer. */
export interface LabCraftSpend {
  /** The stacks the craft used, as they were, in slot order. */
  spent: LabCraftStack[];
  /** Each chosen stack with its final quantity (one less; a used-up stack stays at zero). */
  stock: Array<{ itemId: string; quantity: number }>;
  /** A player's first card opens the arena. */
  opensArena: boolean;
}

export interface LabCraftEffect extends LabCraftSpend {
  /** The card forged, with the seed and the items it was made from (for its picture). */
  card: { generated: GeneratedCard; seed: number; sourceItems: string[] };
}

/**
 * What a craft from `itemIds` spends, or why it is refused (checkLabCraft: distinct items,
 * one per slot, each held, the tier's rarities). The card aside, this is the whole effect.
 */
export function labCraftSpend(
  state: LabCraftState,
  itemIds: readonly string[],
): Result<LabCraftSpend, LabCraftError> {
  const held = checkLabCraft(
    state.player.level,
    itemIds,
    state.stock.map((stack) => ({ ...stack, id: stack.itemId })),
  );
  if (!held.ok) return held;
  const spent = held.value.map(({ itemId, name, rarity, family, quantity }) => ({
    itemId,
    name,
    rarity,
    family,
    quantity,
  }));
  return ok({
    spent,
    stock: spent.map((stack) => ({ itemId: stack.itemId, quantity: stack.quantity - 1 })),
    opensArena: !state.player.isArenaOpen,
  });
}

/**
 * The effect of a lab craft: what it spends (labCraftSpend) and the card forged from the
 * spent items at the player's level with the move's seed (generateCard: the same items,
 * level and seed always forge the same card).
 */
export function labCraftEffect(
  state: LabCraftState,
  move: LabCraftMove,
): Result<LabCraftEffect, LabCraftError> {
  const spend = labCraftSpend(state, move.itemIds);
  if (!spend.ok) return spend;
  const generated = generateCard({
    items: spend.value.spent.map(({ name, rarity, family }) => ({ name, rarity, family })),
    playerLevel: state.player.level,
    seed: move.seed,
  });
  return ok({
    ...spend.value,
    card: { generated, seed: move.seed, sourceItems: [...move.itemIds] },
  });
}
