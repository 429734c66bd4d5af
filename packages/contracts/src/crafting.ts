import { z } from 'zod';
import { MAX_ITEMS_PER_PURCHASE } from '@alchemy/game-rules';
import { GameItemSchema, ItemIdSchema, LabItemSchema } from './items';
import { ProfileSchema } from './profile';

/** GET /craft/game: the current run. 404 NO_CRAFTING_GAME before the first start. */
export const CraftingGameSchema = z
  .object({
    items: z.array(GameItemSchema),
    isGameOver: z.boolean(),
    /** Items this player has discovered (bases unlocked at their level included). */
    discoveredCount: z.number().int().min(0),
    /** Items in the world's catalogue. */
    totalCount: z.number().int().min(0),
  })
  .meta({ id: 'CraftingGame' });
export type CraftingGame = z.infer<typeof CraftingGameSchema>;

/** GET /craft/game/start/items: a base element and the level that unlocks it. */
export const GameItemEntrySchema = z
  .object({
    item: GameItemSchema,
    levelRequired: z.number().int().min(1),
  })
  .meta({ id: 'GameItemEntry' });
export type GameItemEntry = z.infer<typeof GameItemEntrySchema>;

export const AllocationSchema = z.object({
  name: z.string().min(1).max(64),
  allocate: z.number().int().min(1),
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const StartGameRequestSchema = z
  .object({ items: z.array(AllocationSchema).min(1).max(6) })
  .strict()
  .meta({ id: 'StartGameRequest' });
export type StartGameRequest = z.infer<typeof StartGameRequestSchema>;

export const CraftRequestSchema = z
  .object({ itemOneId: ItemIdSchema, itemTwoId: ItemIdSchema })
  .strict()
  .meta({ id: 'CraftRequest' });
export type CraftRequest = z.infer<typeof CraftRequestSchema>;

/** How many of an item the run holds. */
export const RunQuantitySchema = z.object({
  itemId: ItemIdSchema,
  quantity: z.number().int().min(0),
});
export type RunQuantity = z.infer<typeof RunQuantitySchema>;

/**
 * A successful craft (docs/RULES.md, "Crafting"): the item made and the credits earned (0 when
 * it was already known). A failed craft is 204 with no body.
 */
export const CraftResultSchema = z
  .object({
    item: GameItemSchema,
    reward: z.number().int().min(0),
    /** True when nobody in the world had made this item before. */
    isWorldFirst: z.boolean(),
    /** True when this craft ended the run (its crafted items went to the lab). */
    isGameOver: z.boolean(),
    /**
     * What the grid needs to follow the craft without asking again: the run quantities of
     * the items it touched (the two spent and the result), the secret items now (they
     * follow what the player holds) and the player's balances.
     */
    quantities: z.array(RunQuantitySchema),
    secrets: z.array(GameItemSchema),
    profile: ProfileSchema,
  })
  .meta({ id: 'CraftResult' });
export type CraftResult = z.infer<typeof CraftResultSchema>;

export const BuyItemRequestSchema = z
  .object({
    itemId: ItemIdSchema,
    amount: z.number().int().min(1).max(MAX_ITEMS_PER_PURCHASE),
  })
  .strict()
  .meta({ id: 'BuyItemRequest' });
export type BuyItemRequest = z.infer<typeof BuyItemRequestSchema>;

export const BuyItemResponseSchema = z
  .object({ labItem: LabItemSchema, profile: ProfileSchema })
  .meta({ id: 'BuyItemResponse' });
export type BuyItemResponse = z.infer<typeof BuyItemResponseSchema>;
