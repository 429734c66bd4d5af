/**
 * The crafting game and its hints. Their schemas, errors and OpenAPI words: the endpoint table's
 * other half (../endpoint-schemas.ts).
 */
import { z } from 'zod';
import {
  CraftingGameSchema,
  CraftRequestSchema,
  CraftResultSchema,
  GameItemEntrySchema,
  StartGameRequestSchema,
} from '../crafting';
import { HintRequestSchema, HintResponseSchema, HintStatusSchema } from '../hints';
import { GameItemSchema, ItemSearchRequestSchema } from '../items';
import { ProfileSchema } from '../profile';
import type * as craftingEndpoints from '../endpoints/crafting';
import { GAME, type EndpointSchemas } from './shared';

export const craftingSchemas = {
  craftGame: {
    tags: ['crafting'],
    summary: 'The current crafting run; 404 NO_CRAFTING_GAME before the first start',
    response: { 200: CraftingGameSchema },
    errors: GAME,
  },
  craftGameStart: {
    tags: ['crafting'],
    summary: 'Start a new run with an allocation of the unlocked base elements',
    body: StartGameRequestSchema,
    response: { 200: CraftingGameSchema },
    errors: GAME,
  },
  craftGameStartItems: {
    tags: ['crafting'],
    summary: 'The base elements and the level that unlocks each',
    response: { 200: z.array(GameItemEntrySchema) },
    errors: GAME,
  },
  craftGameIncreaseLimit: {
    tags: ['crafting'],
    summary: 'Raise the initial items limit by one, for diamonds',
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  craftGameItemsSearch: {
    tags: ['crafting'],
    summary: 'The crafting grid, optionally filtered',
    body: ItemSearchRequestSchema,
    response: { 200: z.array(GameItemSchema) },
    errors: GAME,
  },
  craftGameItemsCraft: {
    tags: ['crafting'],
    summary: 'Combine two items: 200 with the result, or 204 when the craft failed',
    body: CraftRequestSchema,
    response: { 200: CraftResultSchema, 204: z.null().describe('The craft failed') },
    errors: GAME,
  },
  craftHint: {
    tags: ['crafting'],
    summary: 'When the next free hint is ready, and the diamonds a hint costs meanwhile',
    response: { 200: HintStatusSchema },
    errors: GAME,
  },
  craftHintTake: {
    tags: ['crafting'],
    summary:
      'A pair of held items that makes something new: free once per cooldown, else for ' +
      'diamonds when `paid` is true (409 HINT_ON_COOLDOWN, 409 NO_HINT_AVAILABLE)',
    body: HintRequestSchema,
    response: { 200: HintResponseSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof craftingEndpoints]: EndpointSchemas };
