/**
 * An item row as JSON inside a move's read (repositories/*-move.ts): the statement builds
 * it with `itemJson`, the answer is parsed back into an ItemRow with `ItemJsonSchema`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ItemRow } from './items';

/** The JSON object of the item row aliased `alias` in the statement. */
export function itemJson(alias: string): SQL {
  const column = (name: string) => `${alias}.${name}`;
  return sql.raw(`json_build_object(
        'id', ${column('id')}, 'name', ${column('name')},
        'description', ${column('description')},
        'imageDescription', ${column('image_description')}, 'rarity', ${column('rarity')},
        'family', ${column('family')}, 'icon', ${column('icon')},
        'pictureKey', ${column('picture_key')},
        'isBuildingBlock', ${column('is_building_block')},
        'unlockLevel', ${column('unlock_level')}, 'source', ${column('source')},
        'firstDiscoveredBy', ${column('first_discovered_by')},
        'firstDiscoveredAt', ${column('first_discovered_at')},
        'createdAt', ${column('created_at')})`);
}

export const ItemJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageDescription: z.string(),
  rarity: z.string(),
  family: z.string(),
  icon: z.string(),
  pictureKey: z.string(),
  isBuildingBlock: z.boolean(),
  unlockLevel: z.number().nullable(),
  source: z.string(),
  firstDiscoveredBy: z.string().nullable(),
  firstDiscoveredAt: z.coerce.date().nullable(),
  createdAt: z.coerce.date(),
}) satisfies z.ZodType<ItemRow>;
