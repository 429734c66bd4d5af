/** Friends and invitations, thin over services/friends-service.ts. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  FriendListSchema,
  ErrorResponseSchema,
  InvitationAnswerSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteHashParamsSchema,
  InviteLinkSchema,
  InviteRequestSchema,
  PendingInvitationListSchema,
  SentInvitationSchema,
} from '@alchemy/contracts';
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
import { bearerSecurity, gameErrors } from '../route-schemas';

const tags = ['friends'];

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
  const schema = <T extends object>(summary: string, more: T) => ({
    tags,
    summary,
    security: bearerSecurity,
    ...more,
  });

  app.get(
    API_PATHS.friends,
    {
      config: { access: 'player' },
      schema: schema('Your friends, highest level first', {
        response: { 200: FriendListSchema, ...gameErrors },
      }),
    },
    async (request) => friends(ctx(request), playerOf(request).id),
  );

  app.post(
    API_PATHS.friendsInviteLink,
    {
      config: { access: 'player' },
      schema: schema('Your invite hash, for the link /invite/{hash}; the same every time', {
        response: { 200: InviteLinkSchema, ...gameErrors },
      }),
    },
    async (request) => inviteLink(ctx(request), inviteKey, playerOf(request)),
  );

  app.get(
    API_PATHS.friendsInvitationByHash,
    {
      config: { access: 'player' },
      schema: schema('Who an invite link is from', {
        params: InviteHashParamsSchema,
        response: { 200: InvitationSchema, ...gameErrors },
      }),
    },
    async (request) => invitationByHash(ctx(request), request.params.hash, playerOf(request)),
  );

  app.get(
    API_PATHS.friendsInvitationPreview,
    {
      config: {
        access: 'public',
        rateLimit: { max: INVITATION_PREVIEWS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Who an invite link is from, before sign-in: a name and an avatar only',
        params: InviteHashParamsSchema,
        response: {
          200: InvitationPreviewSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => invitationPreview(ctx(request), request.params.hash),
  );

  app.post(
    API_PATHS.friendsHashAccept,
    {
      config: { access: 'player' },
      schema: schema('Accept an invite link: you and its owner become friends', {
        params: InviteHashParamsSchema,
        response: { 200: InvitationAnswerSchema, ...gameErrors },
      }),
    },
    async (request) => acceptByHash(ctx(request), playerOf(request), request.params.hash),
  );

  app.post(
    API_PATHS.friendsHashDecline,
    {
      config: { access: 'player' },
      schema: schema('Decline an invite link: nothing changes', {
        params: InviteHashParamsSchema,
        response: { 200: InvitationAnswerSchema, ...gameErrors },
      }),
    },
    async (request) => declineByHash(ctx(request), request.params.hash),
  );

  app.post(
    API_PATHS.friendsInvite,
    {
      config: { access: 'player' },
      schema: schema('Invite a player to be your friend', {
        body: InviteRequestSchema,
        response: { 201: SentInvitationSchema, ...gameErrors },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await invite(ctx(request), playerOf(request), request.body.friendId)),
  );

  app.get(
    API_PATHS.friendsPending,
    {
      config: { access: 'player' },
      schema: schema('Invitations sent to you, waiting for an answer', {
        response: { 200: PendingInvitationListSchema, ...gameErrors },
      }),
    },
    async (request) => pending(ctx(request), playerOf(request).id),
  );

  for (const [path, choice] of [
    [API_PATHS.friendsInvitationAccept, 'accept'],
    [API_PATHS.friendsInvitationDecline, 'decline'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'player' },
        schema: schema(`${choice === 'accept' ? 'Accept' : 'Decline'} an invitation sent to you`, {
          params: InvitationParamsSchema,
          response: { 200: InvitationAnswerSchema, ...gameErrors },
        }),
      },
      async (request) => answer(ctx(request), playerOf(request), request.params.id, choice),
    );
  }
};
