/** Friends and invitations, thin over services/friends-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { Db } from '../../db/database';
import type { InviteKey } from '../../lib/invite-links';
import { playerOf } from '../../plugins/authenticate';
import { contextOf } from '../../services/context';
import {
  acceptByHash,
  answer,
  declineByHash,
  friends,
  invitationByHash,
  invitationPreview,
  invite,
  inviteLink,
  pending,
} from '../../services/friends-service';
import { routeOf } from '../route-of';

/**
 * Previews asked per client address and minute: a login screen asks once; an enumerator
 * guessing 128-bit hashes gets a handful of 404s a minute, the same as for any other miss.
 */
export const INVITATION_PREVIEWS_PER_MINUTE = 20;

export const friendsRoutes: FastifyPluginAsyncZod<{ db: Db; inviteKey: InviteKey }> = async (
  app,
  { db, inviteKey },
) => {
  const ctx = (request: FastifyRequest) => contextOf(db, request);

  routeOf(app, endpoints.friends, async (request) => friends(ctx(request), playerOf(request).id));
  routeOf(app, endpoints.friendsInviteLink, async (request) =>
    inviteLink(ctx(request), inviteKey, playerOf(request)),
  );
  routeOf(app, endpoints.friendsInvitationByHash, async (request) =>
    invitationByHash(ctx(request), request.params.hash, playerOf(request)),
  );
  routeOf(
    app,
    endpoints.friendsInvitationPreview,
    async (request) => invitationPreview(ctx(request), request.params.hash),
    { config: { rateLimit: { max: INVITATION_PREVIEWS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
  routeOf(app, endpoints.friendsHashAccept, async (request) =>
    acceptByHash(ctx(request), playerOf(request), request.params.hash),
  );
  routeOf(app, endpoints.friendsHashDecline, async (request) =>
    declineByHash(ctx(request), request.params.hash),
  );
  routeOf(app, endpoints.friendsInvite, async (request, reply) =>
    reply.status(201).send(await invite(ctx(request), playerOf(request), request.body.friendId)),
  );
  routeOf(app, endpoints.friendsPending, async (request) =>
    pending(ctx(request), playerOf(request).id),
  );
  routeOf(app, endpoints.friendsInvitationAccept, async (request) =>
    answer(ctx(request), playerOf(request), request.params.id, 'accept'),
  );
  routeOf(app, endpoints.friendsInvitationDecline, async (request) =>
    answer(ctx(request), playerOf(request), request.params.id, 'decline'),
  );
};
