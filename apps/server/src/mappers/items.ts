/** Item rows as the contract shows them: in the crafting grid, as secrets, in the lab. */
import { isRarity, seedFromString, type Rarity } from '@alchemy/game-rules';
import { itemImagePath, type GameItem, type LabItem } from '@alchemy/contracts';
import { storedEnum } from '../lib/stored-data';
import type { ItemRow } from '../repositories/items';

export function rarityOf(row: Pick<ItemRow, 'id' | 'rarity'>): Rarity {
  return storedEnum(row.rarity, isRarity, `rarity of item ${row.id}`);
}

/** Bumped when item pictures are drawn differently, so year-long caches fetch the new ones. */
const ITEM_PICTURE_DESIGN = 2;

/** The secret's '?' picture, the same for every secret. */
export const SECRET_PICTURE_VERSION = 'v1';

/** A version of what the picture is drawn from: the URL carries it, so it is cached forever. */
export function itemPictureVersion(row: Pick<ItemRow, 'icon' | 'rarity' | 'family'>): string {
  return seedFromString(`${ITEM_PICTURE_DESIGN}|${row.icon}|${row.rarity}|${row.family}`).toString(
    36,
  );
}

/**
 * The picture's URL names the item by its random picture key, not its id: the address of
 * a picture tells nothing of the item, and only a player shown the item learns it.
 */
export function itemImageUrl(row: Pick<ItemRow, 'pictureKey' | 'icon' | 'rarity' | 'family'>) {
  return itemImagePath(row.pictureKey, itemPictureVersion(row));
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
    imageUrl: itemImagePath('secret', SECRET_PICTURE_VERSION),
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
