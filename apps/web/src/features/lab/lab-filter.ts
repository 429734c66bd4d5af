/** The name and rarity filter over the lab items (docs/RULES.md, "The lab"). */
import type { LabItem } from '@alchemy/contracts';
import type { Rarity } from '@alchemy/game-rules';

/** The filter appears only above this many lab items (docs/RULES.md, "The lab"). */
const LAB_FILTER_THRESHOLD = 50;

export interface LabFilter {
  name: string;
  rarity: Rarity | 'all';
}

export const NO_FILTER: LabFilter = { name: '', rarity: 'all' };

export function showsFilter(itemCount: number): boolean {
  return itemCount > LAB_FILTER_THRESHOLD;
}

export function filterLabItems(items: readonly LabItem[], filter: LabFilter): LabItem[] {
  const needle = filter.name.trim().toLowerCase();
  return items.filter(
    ({ item }) =>
      (filter.rarity === 'all' || item.rarity === filter.rarity) &&
      (needle === '' || item.name.toLowerCase().includes(needle)),
  );
}
