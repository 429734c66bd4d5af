import { RARITIES, slotRarities, type Rarity } from '@alchemy/game-rules';

interface StockEntry {
  item: { id: string; rarity: Rarity };
  quantity: number;
}

export interface RarityNeed {
  rarity: Rarity;
  /** Slots of this rarity at the player's level. */
  needed: number;
  /** Different items of this rarity in the lab (one item fills one slot only). */
  have: number;
}

/**
 * What a battle card needs at this level (the lab's slot tier) against what the lab holds:
 * each slot takes a DIFFERENT item of its rarity, so it is distinct items that count.
 */
export function cardNeeds(level: number, stock: readonly StockEntry[]): RarityNeed[] {
  const tier = slotRarities(level);
  return RARITIES.flatMap((rarity) => {
    const needed = tier.filter((slot) => slot === rarity).length;
    if (needed === 0) return [];
    const have = new Set(
      stock
        .filter((entry) => entry.quantity > 0 && entry.item.rarity === rarity)
        .map((entry) => entry.item.id),
    ).size;
    return [{ rarity, needed, have }];
  });
}

export function canForge(needs: readonly RarityNeed[]): boolean {
  return needs.every((need) => need.have >= need.needed);
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];
const spell = (n: number) => NUMBER_WORDS[n] ?? String(n);

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** 'three different common items', or 'four different items: two common and two rare'. */
export function recipeText(needs: readonly RarityNeed[]): string {
  const total = needs.reduce((sum, need) => sum + need.needed, 0);
  const only = needs.length === 1 ? needs[0] : undefined;
  if (only) return `${spell(total)} different ${only.rarity} items`;
  return `${spell(total)} different items: ${joinAnd(needs.map((need) => `${spell(need.needed)} ${need.rarity}`))}`;
}

/** 'one more common item', or 'one more common and one more rare item'; '' when nothing lacks. */
export function missingText(needs: readonly RarityNeed[]): string {
  const lacking = needs.filter((need) => need.have < need.needed);
  if (lacking.length === 0) return '';
  const parts = lacking.map((need) => `${spell(need.needed - need.have)} more ${need.rarity}`);
  // 'two more common and one more rare item': the noun follows the last count.
  const last = lacking[lacking.length - 1];
  const lastCount = last ? last.needed - last.have : 0;
  return `${joinAnd(parts)} ${lastCount === 1 ? 'item' : 'items'}`;
}
