/** Friends and invitations (docs/RULES.md, "Friends and invitations"). */
import { z } from 'zod';
import { INVITE_HASH_LENGTH } from '@alchemy/game-rules';

/** A friend (the spec's "Friend"), with enough to rank and to show. */
export const FriendSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    level: z.number().int().min(1),
    experience: z.number().int().min(0),
    /** When the two became friends. */
    since: z.iso.datetime(),
  })
  .meta({ id: 'Friend' });
export type Friend = z.infer<typeof FriendSchema>;

export const FriendListSchema = z.array(FriendSchema);

/** POST /friends/invite-link: the player's invite hash, the same every time. */
export const InviteLinkSchema = z
  .object({ inviteHash: z.string().length(INVITE_HASH_LENGTH) })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof InviteLinkSchema>;

export const InviteHashSchema = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${INVITE_HASH_LENGTH}}$`),
    `an invite hash is ${INVITE_HASH_LENGTH} letters, digits, _ or -`,
  );
export const InviteHashParamsSchema = z.object({ hash: InviteHashSchema });

/** Who an invite link is from: a name and a picture, nothing else. */
const InviterSchema = z.object({ name: z.string(), avatarUrl: z.string() });

/**
 * What an invite link is to the player opening it: an invitation to answer, their own
 * link, or one of a friend's (answering it would only be refused).
 */
export const INVITATION_RELATIONS = ['invited', 'own', 'friend'] as const;
export type InvitationRelation = (typeof INVITATION_RELATIONS)[number];

/** GET /friends/invitations/hash/{hash}: who invites (the spec's "Invitation"), and to whom. */
export const InvitationSchema = z
  .object({ fromUser: InviterSchema, relation: z.enum(INVITATION_RELATIONS) })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * GET /friends/invitations/hash/{hash}/preview, without a session: the login screen names
 * the inviter ('Bea invited you to play'). The name and the avatar only: no id, no level.
 */
export const InvitationPreviewSchema = z
  .object({ fromUser: InviterSchema })
  .strict()
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** An invitation sent to the player, waiting for an answer. */
export const PendingInvitationSchema = z
  .object({
    id: z.uuid(),
    fromUser: z.object({
      id: z.string(),
      name: z.string(),
      avatarUrl: z.string(),
      level: z.number().int().min(1),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const PendingInvitationListSchema = z.array(PendingInvitationSchema);

/** POST /friends/invite: invite a player by id, e.g. from a World leaderboard row. */
export const InviteRequestSchema = z
  .object({ friendId: z.uuid({ error: 'a player id is a UUID' }) })
  .strict()
  .meta({ id: 'InviteRequest' });
export type InviteRequest = z.infer<typeof InviteRequestSchema>;

export const SentInvitationSchema = z
  .object({ id: z.uuid(), toUser: z.object({ id: z.string(), name: z.string() }) })
  .meta({ id: 'SentInvitation' });
export type SentInvitation = z.infer<typeof SentInvitationSchema>;

export const InvitationParamsSchema = z.object({
  id: z.uuid({ error: 'an invitation id is a UUID' }),
});

/** Accepting makes a friend; declining changes nothing. */
export const InvitationAnswerSchema = z
  .object({
    status: z.enum(['accepted', 'declined']),
    friend: FriendSchema.optional(),
  })
  .meta({ id: 'InvitationAnswer' });
export type InvitationAnswer = z.infer<typeof InvitationAnswerSchema>;
