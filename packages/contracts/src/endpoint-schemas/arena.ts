/**
 * The arena, and shared replays. Their schemas, errors and OpenAPI words: the endpoint table's
 * other half (../endpoint-schemas.ts).
 */
import {
  ChooseRivalRequestSchema,
  DuelOddsQuerySchema,
  DuelOddsSchema,
  DuelParamsSchema,
  DuelResultSchema,
  DuelSchema,
  LastDuelSchema,
  PublicReplaySchema,
  RefreshRivalsRequestSchema,
  ReplayParamsSchema,
  StartDuelRequestSchema,
} from '../arena';
import type * as arenaEndpoints from '../endpoints/arena';
import { ARENA, type EndpointSchemas } from './shared';

export const arenaSchemas = {
  arenaDuel: {
    tags: ['arena'],
    summary: 'Find or create the pending duel: the opponent card, the slot count and three rivals',
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelStart: {
    tags: ['arena'],
    summary: 'Fight the pending duel with the chosen cards; 429 during the cooldown',
    body: StartDuelRequestSchema,
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaDuelRival: {
    tags: ['arena'],
    summary: 'Choose one of the three rivals: fixed until the duel is fought or redrawn',
    body: ChooseRivalRequestSchema,
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelRefresh: {
    tags: ['arena'],
    summary: 'Draw three new rivals in place of the pending duel; 429 past the daily limit',
    body: RefreshRivalsRequestSchema,
    response: { 200: DuelSchema },
    errors: ARENA,
  },
  arenaDuelReplay: {
    tags: ['arena'],
    summary: 'A fought duel, to replay it',
    params: DuelParamsSchema,
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaLatestDuel: {
    tags: ['arena'],
    summary: "The player's last fought duel, to show it again when the duel screen reloads",
    response: { 200: DuelResultSchema },
    errors: ARENA,
  },
  arenaOdds: {
    tags: ['arena'],
    summary:
      'Win odds of the chosen cards against the pending duel: 1,000 simulated fights, fresh seeds',
    query: DuelOddsQuerySchema,
    response: { 200: DuelOddsSchema },
    errors: ARENA,
  },
  arenaLastDuel: {
    tags: ['arena'],
    summary: "The player's last fought duel in a line (won, experience, opponent), or null",
    response: { 200: LastDuelSchema },
    errors: ARENA,
  },
  replay: {
    tags: ['arena'],
    summary: 'A shared replay: the fight and its cards, for anyone holding the link',
    params: ReplayParamsSchema,
    response: { 200: PublicReplaySchema },
    errors: [404],
  },
} as const satisfies { readonly [N in keyof typeof arenaEndpoints]: EndpointSchemas };
