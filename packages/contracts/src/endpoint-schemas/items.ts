/**
 * Items bought into the lab. Their schemas, errors and OpenAPI words: the endpoint table's other
 * half (../endpoint-schemas.ts).
 */
import { BuyItemRequestSchema, BuyItemResponseSchema } from '../crafting';
import type * as itemsEndpoints from '../endpoints/items';
import { GAME, type EndpointSchemas } from './shared';

export const itemsSchemas = {
  itemsBuy: {
    tags: ['lab'],
    summary: 'Buy discovered items into the lab, at the rarity price',
    body: BuyItemRequestSchema,
    response: { 200: BuyItemResponseSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof itemsEndpoints]: EndpointSchemas };
