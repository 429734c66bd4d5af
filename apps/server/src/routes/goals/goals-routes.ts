/**
 * Daily goals, the streak, achievements, titles and collection milestones (docs/RULES.md),
 * thin over their services. The moves that count report to services/progress-service.ts
 * themselves; these routes read and claim.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AchievementsSchema,
  API_PATHS,
  CollectionClaimRequestSchema,
  CollectionClaimResultSchema,
  DailyGoalsSchema,
  GoalClaimResultSchema,
  GoalParamsSchema,
  TitleRequestSchema,
  TitleResultSchema,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { playerOf } from '../../plugins/authenticate';
import { achievementsOf, chooseTitle } from '../../services/achievements-service';
import { claimCollection } from '../../services/collections-service';
import { contextOf } from '../../services/context';
import { claimGoal, todaysGoals } from '../../services/goals-service';
import { bearerSecurity, gameErrors } from '../route-schemas';

export const goalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.goals,
    {
      config: { access: 'player' },
      schema: {
        tags: ['goals'],
        summary:
          "Today's three goals (drawn on the day's first ask), the streak with its freeze, " +
          'and how many collection milestones wait to be claimed',
        security: bearerSecurity,
        response: { 200: DailyGoalsSchema, ...gameErrors },
      },
    },
    async (request) => todaysGoals(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.goalClaim,
    {
      config: { access: 'player' },
      schema: {
        tags: ['goals'],
        summary:
          "A done goal's reward, once: claiming again answers `alreadyClaimed` and pays " +
          'nothing. The first claim of the day counts for the streak; a streak milestone pays ' +
          'with it (404 GOAL_NOT_FOUND, 409 GOAL_NOT_DONE, 409 GOAL_EXPIRED)',
        security: bearerSecurity,
        params: GoalParamsSchema,
        response: { 200: GoalClaimResultSchema, ...gameErrors },
      },
    },
    async (request) => claimGoal(contextOf(db, request), playerOf(request), request.params.id),
  );

  app.get(
    API_PATHS.achievements,
    {
      config: { access: 'player' },
      schema: {
        tags: ['goals'],
        summary: 'Every achievement, earned or not, with its progress, and the title shown',
        security: bearerSecurity,
        response: { 200: AchievementsSchema, ...gameErrors },
      },
    },
    async (request) => achievementsOf(contextOf(db, request), playerOf(request)),
  );

  app.post(
    API_PATHS.achievementsTitle,
    {
      config: { access: 'player' },
      schema: {
        tags: ['goals'],
        summary:
          "Show an earned achievement's title by your name on the leaderboards and the " +
          'profile, or none with null (409 TITLE_NOT_EARNED)',
        security: bearerSecurity,
        body: TitleRequestSchema,
        response: { 200: TitleResultSchema, ...gameErrors },
      },
    },
    async (request) => chooseTitle(contextOf(db, request), playerOf(request), request.body.key),
  );

  app.post(
    API_PATHS.collectionsClaim,
    {
      config: { access: 'player' },
      schema: {
        tags: ['goals'],
        summary:
          "A collection milestone's reward (25%, 50% or 100% of a family), once: claiming " +
          'again answers `alreadyClaimed` and pays nothing (404 COLLECTION_NOT_FOUND, ' +
          '409 COLLECTION_NOT_REACHED)',
        security: bearerSecurity,
        body: CollectionClaimRequestSchema,
        response: { 200: CollectionClaimResultSchema, ...gameErrors },
      },
    },
    async (request) =>
      claimCollection(
        contextOf(db, request),
        playerOf(request),
        request.body.family,
        request.body.percent,
      ),
  );
};
