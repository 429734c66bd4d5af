/** The profile screen's and a player's public card: their schemas, errors and OpenAPI words. */
import { PlayerCardParamsSchema, PlayerCardSchema } from '../player-card';
import { LeaderboardSchema, ProfileSchema, UsernameRequestSchema } from '../profile';
import type * as playersEndpoints from '../endpoints/players';
import { GAME, PUBLIC_LIMITED, type EndpointSchemas } from './shared';

export const playersSchemas = {
  profileLeaderboard: {
    tags: ['profile'],
    summary: 'The world’s top 10, your exact rank, and the board of your friends and you',
    response: { 200: LeaderboardSchema },
    errors: GAME,
  },
  profileUsername: {
    tags: ['profile'],
    summary: 'Choose your name: 3 to 24 letters, digits, spaces, _ or -',
    body: UsernameRequestSchema,
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  profileAvatar: {
    tags: ['profile'],
    summary: 'A new avatar, for 100 credits',
    response: { 200: ProfileSchema },
    errors: GAME,
  },
  playerCard: {
    tags: ['profile'],
    summary:
      "A player's public card: name, avatar, level, title, world rank, best race streak. Nothing private",
    params: PlayerCardParamsSchema,
    response: { 200: PlayerCardSchema },
    errors: PUBLIC_LIMITED,
  },
} as const satisfies { readonly [N in keyof typeof playersEndpoints]: EndpointSchemas };
