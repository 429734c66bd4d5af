/**
 * Friends and invitations. Their schemas, errors and OpenAPI words: the endpoint table's other
 * half (../endpoint-schemas.ts).
 */
import {
  FriendListSchema,
  InvitationAnswerSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteHashParamsSchema,
  InviteLinkSchema,
  InviteRequestSchema,
  PendingInvitationListSchema,
  SentInvitationSchema,
} from '../friends';
import type * as friendsEndpoints from '../endpoints/friends';
import { GAME, PUBLIC_LIMITED, type EndpointSchemas } from './shared';

export const friendsSchemas = {
  friends: {
    tags: ['friends'],
    summary: 'Your friends, highest level first',
    response: { 200: FriendListSchema },
    errors: GAME,
  },
  friendsInvite: {
    tags: ['friends'],
    summary: 'Invite a player to be your friend',
    body: InviteRequestSchema,
    response: { 201: SentInvitationSchema },
    errors: GAME,
  },
  friendsInviteLink: {
    tags: ['friends'],
    summary: 'Your invite hash, for the link /invite/{hash}; the same every time',
    response: { 200: InviteLinkSchema },
    errors: GAME,
  },
  friendsPending: {
    tags: ['friends'],
    summary: 'Invitations sent to you, waiting for an answer',
    response: { 200: PendingInvitationListSchema },
    errors: GAME,
  },
  friendsInvitationAccept: {
    tags: ['friends'],
    summary: 'Accept an invitation sent to you',
    params: InvitationParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsInvitationDecline: {
    tags: ['friends'],
    summary: 'Decline an invitation sent to you',
    params: InvitationParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsInvitationByHash: {
    tags: ['friends'],
    summary: 'Who an invite link is from',
    params: InviteHashParamsSchema,
    response: { 200: InvitationSchema },
    errors: GAME,
  },
  friendsInvitationPreview: {
    tags: ['friends'],
    summary: 'Who an invite link is from, before sign-in: a name and an avatar only',
    params: InviteHashParamsSchema,
    response: { 200: InvitationPreviewSchema },
    errors: PUBLIC_LIMITED,
  },
  friendsHashAccept: {
    tags: ['friends'],
    summary: 'Accept an invite link: you and its owner become friends',
    params: InviteHashParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
  friendsHashDecline: {
    tags: ['friends'],
    summary: 'Decline an invite link: nothing changes',
    params: InviteHashParamsSchema,
    response: { 200: InvitationAnswerSchema },
    errors: GAME,
  },
} as const satisfies { readonly [N in keyof typeof friendsEndpoints]: EndpointSchemas };
