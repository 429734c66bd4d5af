/** Ranked seasons' endpoints (docs/RULES.md, "Ranked seasons"), thin over season-service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CurrentSeasonSchema,
  SeasonBoardQuerySchema,
  SeasonBoardSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import { currentSeason, seasonBoard } from '../../services/season-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

export const seasonRoutes: FastifyPluginAsyncZod<{ db: Db; seasonLengthDays: number }> = async (
  app,
  { db, seasonLengthDays },
) => {
  app.get(
    API_PATHS.seasonsCurrent,
    {
      config: { access: 'player' },
      schema: {
        tags: ['seasons'],
        summary:
          'The ranked season: its number and end, your rating, tier, division and rank, and ' +
          'your last season as it ended (rank and reward)',
        security: bearerSecurity,
        response: { 200: CurrentSeasonSchema, ...gameErrors },
      },
    },
    async (request) => currentSeason(contextOf(db, request), playerOf(request), seasonLengthDays),
  );

  app.get(
    API_PATHS.seasonsBoard,
    {
      config: { access: 'player' },
      schema: {
        tags: ['seasons'],
        summary:
          "A season's board (this one, or a past one's final standings): the world's top or " +
          'your friends and you, and your exact rank',
        security: bearerSecurity,
        querystring: SeasonBoardQuerySchema,
        response: { 200: SeasonBoardSchema, ...gameErrors },
      },
    },
    async (request) =>
      seasonBoard(contextOf(db, request), playerOf(request), request.query, seasonLengthDays),
  );
};
