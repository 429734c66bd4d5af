import { z } from 'zod';
import { RARITIES } from '@alchemy/game-rules';

export const RaritySchema = z.enum(RARITIES);

/** Item ids are slugs of their names ('steam', 'philosophers-stone'); secrets get 'secret-N'. */
export const ItemIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'an item id is lower-case letters, digits and hyphens');

/**
 * An item of the crafting game (docs/RULES.md, "Secrets"). `category` is present only while
 * the item is SECRET (an undiscovered result the player could make now): then it holds the
 * family, the name is '?', and the quantity is 0. Discovered items carry no category here.
 */
export const GameItemSchema = z
  .object({
    id: ItemIdSchema,
    name: z.string(),
    description: z.string(),
    imageDescription: z.string(),
    imageUrl: z.string(),
    rarity: RaritySchema,
    category: z.string().optional(),
    isBuildingBlock: z.boolean(),
    quantity: z.number().int().min(0),
    /** When the player first made it (ISO time); bases have none. Drives "newest" sorting. */
    discoveredAt: z.string().optional(),
    /** "How did I make this?": the pair the player first used. */
    recipe: z.tuple([z.string(), z.string()]).optional(),
    /** Set when some player has made it: who was first in the world. */
    firstDiscoveredBy: z.object({ name: z.string(), isYou: z.boolean() }).optional(),
  })
  .meta({ id: 'GameItem' });
export type GameItem = z.infer<typeof GameItemSchema>;

/** Search filters; the client sends an empty object for "everything". */
export const ItemFilterSchema = z
  .object({
    name: z.string().max(64).optional(),
    rarity: RaritySchema.optional(),
  })
  .strict();

export const ItemSearchRequestSchema = z
  .object({ filter: ItemFilterSchema.default({}) })
  .strict()
  .meta({ id: 'ItemSearchRequest' });
export type ItemSearchRequest = z.infer<typeof ItemSearchRequestSchema>;

/** A lab item (docs/RULES.md, "The lab"): the item with its family in `category`, and how many. */
export const LabItemSchema = z
  .object({
    item: z.object({
      id: ItemIdSchema,
      name: z.string(),
      rarity: RaritySchema,
      imageUrl: z.string(),
      description: z.string(),
      category: z.string(),
    }),
    quantity: z.number().int().min(1),
  })
  .meta({ id: 'LabItem' });
export type LabItem = z.infer<typeof LabItemSchema>;

export const LabItemListSchema = z.array(LabItemSchema);
