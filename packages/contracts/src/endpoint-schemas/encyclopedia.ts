/** The encyclopedia: its schemas, errors and OpenAPI words (the endpoint table's other half). */
import { EncyclopediaPageSchema, EncyclopediaQuerySchema } from '../encyclopedia';
import type * as encyclopediaEndpoints from '../endpoints/encyclopedia';
import { GAME, type EndpointSchemas } from './shared';

export const encyclopediaSchemas = {
  craftEncyclopedia: {
    tags: ['crafting'],
    summary: 'Every item of the world, a page at a time: discovered in full, others as silhouettes',
    query: EncyclopediaQuerySchema,
    response: { 200: EncyclopediaPageSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof encyclopediaEndpoints]: EndpointSchemas };
