/** The arena's endpoints, thin over services/arena-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ChooseRivalRequestSchema,
  DuelOddsQuerySchema,
  DuelOddsSchema,
  DuelParamsSchema,
  DuelResultSchema,
  DuelSchema,
  ErrorResponseSchema,
  LastDuelSchema,
  RefreshRivalsRequestSchema,
  StartDuelRequestSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { bearerSecurity, gameErrors } from '../route-schemas';
import { playerOf } from '../../plugins/authenticate';
import {
  chooseDuelRival,
  duelReplay,
  findOrCreateDuel,
  refreshDuelRivals,
  startDuel,
} from '../../services/arena-service';
import { contextOf } from '../../services/context';
import { duelOdds, lastDuel, latestDuel } from '../../services/duel-odds-service';
import type { OddsPool } from '../../workers/odds-pool';

const errors = { ...gameErrors, 429: ErrorResponseSchema };

export const arenaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cooldownSeconds: number;
  seasonLengthDays: number;
  /** Where the win odds are simulated (workers/odds-pool.ts); the app closes it. */
  odds: OddsPool;
}> = async (app, { db, cooldownSeconds, seasonLengthDays, odds }) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);
  const rivalSettings = { seasonLengthDays, odds };

  app.get(
    API_PATHS.arenaDuel,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary:
          'Find or create the pending duel: the opponent card, the slot count and three rivals',
        security: bearerSecurity,
        response: { 200: DuelSchema, ...errors },
      },
    },
    async (request) => findOrCreateDuel(ctx(request), playerOf(request), rivalSettings),
  );

  app.post(
    API_PATHS.arenaDuelRival,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: 'Choose one of the three rivals: fixed until the duel is fought or redrawn',
        security: bearerSecurity,
        body: ChooseRivalRequestSchema,
        response: { 200: DuelSchema, ...errors },
      },
    },
    async (request) =>
      chooseDuelRival(ctx(request), playerOf(request), request.body.duelId, request.body.kind),
  );

  app.post(
    API_PATHS.arenaDuelRefresh,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: 'Draw three new rivals in place of the pending duel; 429 past the daily limit',
        security: bearerSecurity,
        body: RefreshRivalsRequestSchema,
        response: { 200: DuelSchema, ...errors },
      },
    },
    async (request) =>
      refreshDuelRivals(ctx(request), playerOf(request), request.body.duelId, rivalSettings),
  );

  app.post(
    API_PATHS.arenaDuelStart,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: 'Fight the pending duel with the chosen cards; 429 during the cooldown',
        security: bearerSecurity,
        body: StartDuelRequestSchema,
        response: { 200: DuelResultSchema, ...errors },
      },
    },
    async (request) =>
      startDuel(ctx(request), playerOf(request), request.body.cardIds, {
        cooldownSeconds,
        seasonLengthDays,
      }),
  );

  app.get(
    API_PATHS.arenaDuelReplay,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: 'A fought duel, to replay it',
        security: bearerSecurity,
        params: DuelParamsSchema,
        response: { 200: DuelResultSchema, ...errors },
      },
    },
    async (request) => duelReplay(ctx(request), playerOf(request).id, request.params.id),
  );

  app.get(
    API_PATHS.arenaOdds,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary:
          'Win odds of the chosen cards against the pending duel: 1,000 simulated fights, fresh seeds',
        security: bearerSecurity,
        querystring: DuelOddsQuerySchema,
        response: { 200: DuelOddsSchema, ...errors },
      },
    },
    async (request) => duelOdds(ctx(request), playerOf(request), request.query.cardIds, odds),
  );

  app.get(
    API_PATHS.arenaLatestDuel,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: "The player's last fought duel, to show it again when the duel screen reloads",
        security: bearerSecurity,
        response: { 200: DuelResultSchema, ...errors },
      },
    },
    async (request) => latestDuel(ctx(request), playerOf(request).id),
  );

  app.get(
    API_PATHS.arenaLastDuel,
    {
      config: { access: 'player' },
      schema: {
        tags: ['arena'],
        summary: "The player's last fought duel in a line (won, experience, opponent), or null",
        security: bearerSecurity,
        response: { 200: LastDuelSchema, ...errors },
      },
    },
    async (request) => lastDuel(ctx(request), playerOf(request).id),
  );
};
