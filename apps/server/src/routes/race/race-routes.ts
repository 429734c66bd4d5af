/**
 * The daily race (docs/RULES.md, "The daily race"), thin over services/race-service.ts. No
 * answer names an item the player has not made in the race before their attempt ends.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  RaceAttemptSchema,
  RaceBoardQuerySchema,
  RaceBoardSchema,
  RaceCraftRequestSchema,
  RaceCraftResultSchema,
  RaceDayParamsSchema,
  RacePathsSchema,
  RaceStartRequestSchema,
  RaceTodaySchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  craftInRace,
  giveUpRace,
  raceBoard,
  racePaths,
  startRace,
  todaysRace,
} from '../../services/race-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

export const raceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.race,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary:
          "Today's race (the target's name and picture, drawn on the day's first ask), the " +
          'countdown to the next, your attempt, your scored result with its rank, your race streak',
        security: bearerSecurity,
        response: { 200: RaceTodaySchema, ...gameErrors },
      },
    },
    async (request) => todaysRace(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.raceAttempts,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary:
          'Start an attempt, or get the one under way: the first of the day is scored, later ' +
          'ones are practice. Only the starting blocks are shown; the clock starts at the first craft',
        security: bearerSecurity,
        body: RaceStartRequestSchema,
        response: { 200: RaceAttemptSchema, ...gameErrors },
      },
    },
    async (request) => startRace(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.raceCraft,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary:
          'One craft of the attempt under way, by the crafting rules, on the attempt’s own ' +
          'items: `made` is null when the pair is no recipe (409 NO_RACE_ATTEMPT, 404 ' +
          'ITEM_NOT_IN_RUN, 400 ITEM_NOT_HELD, SAME_ITEM, NO_BUILDING_BLOCK)',
        security: bearerSecurity,
        body: RaceCraftRequestSchema,
        response: { 200: RaceCraftResultSchema, ...gameErrors },
      },
    },
    async (request) =>
      craftInRace(
        contextOf(db, request),
        playerOf(request),
        request.body.itemOneId,
        request.body.itemTwoId,
      ),
  );

  app.post(
    API_PATHS.raceGiveUp,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary: 'Give up the attempt under way: it ends as run over (409 NO_RACE_ATTEMPT)',
        security: bearerSecurity,
        body: RaceStartRequestSchema,
        response: { 200: RaceAttemptSchema, ...gameErrors },
      },
    },
    async (request) => giveUpRace(contextOf(db, request), playerOf(request)),
  );

  app.get(
    API_PATHS.raceBoard,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary:
          "Today's board, the world's top or your friends and you, and your exact rank " +
          'once your scored attempt has ended',
        security: bearerSecurity,
        querystring: RaceBoardQuerySchema,
        response: { 200: RaceBoardSchema, ...gameErrors },
      },
    },
    async (request) => raceBoard(contextOf(db, request), playerOf(request), request.query.scope),
  );

  app.get(
    API_PATHS.raceDayPaths,
    {
      config: { access: 'player' },
      schema: {
        tags: ['race'],
        summary:
          "A past day's race opened: its shortest path and its top three players' paths, " +
          'craft by craft (409 RACE_DAY_NOT_OVER for today, 404 RACE_NOT_FOUND)',
        security: bearerSecurity,
        params: RaceDayParamsSchema,
        response: { 200: RacePathsSchema, ...gameErrors },
      },
    },
    async (request) => racePaths(contextOf(db, request), playerOf(request), request.params.day),
  );
};
