/** Item rows as the contract shows them: in the crafting grid, as secrets, in the lab. */
import { isRarity, seedFromString, type Rarity } from '@alchemy/game-rules';
import { itemImagePath, type GameItem, type LabItem } from '@alchemy/contracts';
import { storedEnum } from '../lib/stored-data';
import type { ItemRow } from '../repositories/items';

export function rarityOf(row: Pick<ItemRow, 'id' | 'rarity'>): Rarity {
  return storedEnum(row.rarity, isRarity, `rarity of item ${row.id}`);
}

/** The image URL carries a version of what the picture is drawn from, so it can be cached forever. */
export function itemImageUrl(row: Pick<ItemRow, 'id' | 'icon' | 'rarity'>): string {
  return itemImagePath(row.id, seedFromString(`${row.icon}|${row.rarity}`).toString(36));
}

export interface GameItemExtras {
  quantity: number;
  discoveredAt?: Date | null;
  recipe?: [string, string] | null;
  firstDiscoveredBy?: { name: string; isYou: boolean } | null;
}

export function toGameItem(row: ItemRow, extras: GameItemExtras): GameItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageDescription: row.imageDescription,
    imageUrl: itemImageUrl(row),
    rarity: rarityOf(row),
    isBuildingBlock: row.isBuildingBlock,
    quantity: extras.quantity,
    ...(extras.discoveredAt ? { discoveredAt: extras.discoveredAt.toISOString() } : {}),
    ...(extras.recipe ? { recipe: extras.recipe } : {}),
    ...(extras.firstDiscoveredBy ? { firstDiscoveredBy: extras.firstDiscoveredBy } : {}),
  };
}

/**
 * A secret shows only its family: the name, id and picture would spoil the discovery, so
 * the id is positional and the picture is the family's question mark.
 */
export function toSecretItem(
  row: Pick<ItemRow, 'id' | 'rarity' | 'family'>,
  index: number,
): GameItem {
  return {
    id: `secret-${index + 1}`,
    name: '?',
    description: 'Something new is waiting to be discovered with what you hold.',
    imageDescription: '',
    imageUrl: itemImagePath('secret', 'v1'),
    rarity: rarityOf(row),
    category: row.family,
    isBuildingBlock: false,
    quantity: 0,
  };
}

export function toLabItem(row: ItemRow, quantity: number): LabItem {
  return {
    item: {
      id: row.id,
      name: row.name,
      rarity: rarityOf(row),
      imageUrl: itemImageUrl(row),
      description: row.description,
      category: row.family,
    },
    quantity,
  };
}
