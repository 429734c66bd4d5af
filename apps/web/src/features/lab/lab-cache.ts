/**
 * How the lab's stock follows a lab craft and a purge: with game-rules' labCraftSpend (the
 * lab craft's effect but its card, which only the server's seed makes: the answer carries
 * it) and labItemPurgeEffect, the functions the server persisted the moves with, on the
 * stock as the lab lists it. Null when the list cannot follow (the rules refuse what the
 * server did: the screen is out of step), and the caller asks again.
 */
import type { LabItem, Profile } from '@alchemy/contracts';
import { labCraftSpend, labItemPurgeEffect } from '@alchemy/game-rules';
import { profileAfterBalances } from '@/shared/queries/profile-after-balances';

/** The lab list shows the stacks still held: a used-up stack leaves it, as on the server. */
function withQuantities(lab: readonly LabItem[], quantities: Map<string, number>): LabItem[] {
  return lab.flatMap((entry) => {
    const quantity = quantities.get(entry.item.id) ?? entry.quantity;
    return quantity > 0 ? [{ ...entry, quantity }] : [];
  });
}

/** The lab after forging a card from `itemIds`, one per slot. */
export function labAfterCraft(
  lab: readonly LabItem[],
  player: Pick<Profile, 'level' | 'isArenaOpen'>,
  itemIds: readonly string[],
): LabItem[] | null {
  const spend = labCraftSpend(
    {
      player,
      stock: lab.map(({ item, quantity }) => ({
        itemId: item.id,
        name: item.name,
        rarity: item.rarity,
        family: item.category,
        quantity,
      })),
    },
    itemIds,
  );
  if (!spend.ok) return null;
  const quantities = new Map(spend.value.stock.map((change) => [change.itemId, change.quantity]));
  return withQuantities(lab, quantities);
}

/** The lab without the purged stack and the purse with its dust. */
export function afterLabItemPurge(
  lab: readonly LabItem[],
  profile: Profile,
  itemId: string,
): { lab: LabItem[]; profile: Profile } | null {
  const entry = lab.find((held) => held.item.id === itemId);
  const effect = labItemPurgeEffect({
    stack: entry ? { itemId, rarity: entry.item.rarity, quantity: entry.quantity } : null,
  });
  if (!effect.ok) return null;
  return {
    lab: lab.filter((held) => held.item.id !== effect.value.itemId),
    profile: profileAfterBalances(profile, effect.value.balances),
  };
}
