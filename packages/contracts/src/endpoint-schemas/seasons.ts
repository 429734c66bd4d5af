/**
 * Ranked seasons. Their schemas, errors and OpenAPI words: the endpoint table's other half
 * (../endpoint-schemas.ts).
 */
import { CurrentSeasonSchema, SeasonBoardQuerySchema, SeasonBoardSchema } from '../seasons';
import type * as seasonsEndpoints from '../endpoints/seasons';
import { GAME, type EndpointSchemas } from './shared';

export const seasonsSchemas = {
  seasonsCurrent: {
    tags: ['seasons'],
    summary:
      'The ranked season: its number and end, your rating, tier, division and rank, and ' +
      'your last season as it ended (rank and reward)',
    response: { 200: CurrentSeasonSchema },
    errors: GAME,
  },
  seasonsBoard: {
    tags: ['seasons'],
    summary:
      "A season's board (this one, or a past one's final standings): the world's top or " +
      'your friends and you, and your exact rank',
    query: SeasonBoardQuerySchema,
    response: { 200: SeasonBoardSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof seasonsEndpoints]: EndpointSchemas };
