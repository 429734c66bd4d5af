/**
 * Goals, achievements and collections. Their schemas, errors and OpenAPI words: the endpoint
 * table's other half (../endpoint-schemas.ts).
 */
import { AchievementsSchema, TitleRequestSchema, TitleResultSchema } from '../achievements';
import { CollectionClaimRequestSchema, CollectionClaimResultSchema } from '../encyclopedia';
import { DailyGoalsSchema, GoalClaimResultSchema, GoalParamsSchema } from '../goals';
import type * as goalsEndpoints from '../endpoints/goals';
import { GAME, type EndpointSchemas } from './shared';

export const goalsSchemas = {
  goals: {
    tags: ['goals'],
    summary:
      "Today's three goals (drawn on the day's first ask), the streak with its freeze, " +
      'and how many collection milestones wait to be claimed',
    response: { 200: DailyGoalsSchema },
    errors: GAME,
  },
  goalClaim: {
    tags: ['goals'],
    summary:
      "A done goal's reward, once: claiming again answers `alreadyClaimed` and pays " +
      'nothing. The first claim of the day counts for the streak; a streak milestone pays ' +
      'with it (404 GOAL_NOT_FOUND, 409 GOAL_NOT_DONE, 409 GOAL_EXPIRED)',
    params: GoalParamsSchema,
    response: { 200: GoalClaimResultSchema },
    errors: GAME,
  },
  achievements: {
    tags: ['goals'],
    summary: 'Every achievement, earned or not, with its progress, and the title shown',
    response: { 200: AchievementsSchema },
    errors: GAME,
  },
  achievementsTitle: {
    tags: ['goals'],
    summary:
      "Show an earned achievement's title by your name on the leaderboards and the " +
      'profile, or none with null (409 TITLE_NOT_EARNED)',
    body: TitleRequestSchema,
    response: { 200: TitleResultSchema },
    errors: GAME,
  },
  collectionsClaim: {
    tags: ['goals'],
    summary:
      "A collection milestone's reward (25%, 50% or 100% of a family), once: claiming " +
      'again answers `alreadyClaimed` and pays nothing (404 COLLECTION_NOT_FOUND, ' +
      '409 COLLECTION_NOT_REACHED)',
    body: CollectionClaimRequestSchema,
    response: { 200: CollectionClaimResultSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof goalsEndpoints]: EndpointSchemas };
