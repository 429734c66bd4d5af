/**
 * The daily race. Their schemas, errors and OpenAPI words: the endpoint table's other half
 * (../endpoint-schemas.ts).
 */
import {
  RaceAttemptSchema,
  RaceBoardQuerySchema,
  RaceBoardSchema,
  RaceCraftRequestSchema,
  RaceCraftResultSchema,
  RaceDayParamsSchema,
  RacePathsSchema,
  RaceStartRequestSchema,
  RaceTodaySchema,
} from '../race';
import type * as raceEndpoints from '../endpoints/race';
import { GAME, type EndpointSchemas } from './shared';

export const raceSchemas = {
  race: {
    tags: ['race'],
    summary:
      "Today's race (the target's name and picture, drawn on the day's first ask), the " +
      'countdown to the next, your attempt, your scored result with its rank, your race streak',
    response: { 200: RaceTodaySchema },
    errors: GAME,
  },
  raceAttempts: {
    tags: ['race'],
    summary:
      'Start an attempt, or get the one under way: the first of the day is scored, later ' +
      'ones are practice. Only the starting blocks are shown; the clock starts at the first craft',
    body: RaceStartRequestSchema,
    response: { 200: RaceAttemptSchema },
    errors: GAME,
  },
  raceCraft: {
    tags: ['race'],
    summary:
      'One craft of the attempt under way, by the crafting rules, on the attempt’s own ' +
      'items: `made` is null when the pair is no recipe (409 NO_RACE_ATTEMPT, 404 ' +
      'ITEM_NOT_IN_RUN, 400 ITEM_NOT_HELD, SAME_ITEM, NO_BUILDING_BLOCK)',
    body: RaceCraftRequestSchema,
    response: { 200: RaceCraftResultSchema },
    errors: GAME,
  },
  raceGiveUp: {
    tags: ['race'],
    summary: 'Give up the attempt under way: it ends as run over (409 NO_RACE_ATTEMPT)',
    body: RaceStartRequestSchema,
    response: { 200: RaceAttemptSchema },
    errors: GAME,
  },
  raceBoard: {
    tags: ['race'],
    summary:
      "Today's board, the world's top or your friends and you, and your exact rank " +
      'once your scored attempt has ended',
    query: RaceBoardQuerySchema,
    response: { 200: RaceBoardSchema },
    errors: GAME,
  },
  raceDayPaths: {
    tags: ['race'],
    summary:
      "A past day's race opened: its shortest path and its top three players' paths, " +
      'craft by craft (409 RACE_DAY_NOT_OVER for today, 404 RACE_NOT_FOUND)',
    params: RaceDayParamsSchema,
    response: { 200: RacePathsSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof raceEndpoints]: EndpointSchemas };
