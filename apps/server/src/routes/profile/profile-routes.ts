/** The profile's endpoints, thin over services/profile-service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import { authUserOf, playerOf } from '../../plugins/authenticate';
import { toProfile } from '../../mappers/profile';
import { contextOf } from '../../services/context';
import { markGuidanceSeen } from '../../services/guidance-service';
import {
  leaderboard,
  regenerateAvatar,
  registerPlayer,
  updateUsername,
} from '../../services/profile-service';
import { routeOf } from '../route-of';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.profile, async (request) => toProfile(playerOf(request), Date.now()));
  // A session without a player yet: 201 when this call made the profile, 200 after.
  routeOf(app, endpoints.profileRegister, async (request, reply) => {
    const user = authUserOf(request);
    const result = await registerPlayer(contextOf(db, request), user.id, user.signInProvider);
    return reply.status(result.created ? 201 : 200).send(toProfile(result.player, Date.now()));
  });
  routeOf(app, endpoints.profileLeaderboard, async (request) =>
    leaderboard(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.profileUsername, async (request) =>
    updateUsername(contextOf(db, request), playerOf(request), request.body.name),
  );
  routeOf(app, endpoints.profileAvatar, async (request) =>
    regenerateAvatar(contextOf(db, request), playerOf(request)),
  );
  routeOf(app, endpoints.profileGuidance, async (request) =>
    markGuidanceSeen(contextOf(db, request), playerOf(request), request.body.key),
  );
};
