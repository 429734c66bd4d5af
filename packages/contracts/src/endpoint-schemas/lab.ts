/**
 * The lab: its items and the battle cards. Their schemas, errors and OpenAPI words: the endpoint
 * table's other half (../endpoint-schemas.ts).
 */
import { ItemSearchRequestSchema, LabItemListSchema } from '../items';
import {
  BattleCardListSchema,
  BattleCardSchema,
  CardParamsSchema,
  LabCraftRequestSchema,
  LabItemParamsSchema,
  PurgeResultSchema,
} from '../lab';
import type * as labEndpoints from '../endpoints/lab';
import { GAME, type EndpointSchemas } from './shared';

export const labSchemas = {
  labItemsSearch: {
    tags: ['lab'],
    summary: 'The lab items, optionally filtered',
    body: ItemSearchRequestSchema,
    response: { 200: LabItemListSchema },
    errors: GAME,
  },
  labItemPurge: {
    tags: ['lab'],
    summary: 'Purge a lab item stack for magic dust',
    params: LabItemParamsSchema,
    response: { 200: PurgeResultSchema },
    errors: GAME,
  },
  labCards: {
    tags: ['lab'],
    summary: 'The player’s battle cards, newest first',
    response: { 200: BattleCardListSchema },
    errors: GAME,
  },
  labCardPurge: {
    tags: ['lab'],
    summary: 'Purge a card for its value in credits',
    params: CardParamsSchema,
    response: { 200: PurgeResultSchema },
    errors: GAME,
  },
  labCardAscend: {
    tags: ['lab'],
    summary: 'Improve a card one quality step, or ascend a superior one, for diamonds',
    params: CardParamsSchema,
    response: { 200: BattleCardSchema },
    errors: GAME,
  },
  labCraft: {
    tags: ['lab'],
    summary: 'Turn one lab item per slot into a battle card',
    body: LabCraftRequestSchema,
    response: { 200: BattleCardSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof labEndpoints]: EndpointSchemas };
