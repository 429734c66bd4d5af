/**
 * Invite links (docs/RULES.md, "Friends and invitations"). A link's hash is 16 bytes of
 * HMAC-SHA256 over the player's id and a random salt, under a key derived from the
 * server's secret, in base64url: 128 bits, 22 characters, the same every time it is asked
 * for, and unguessable without the key. The database keeps only the salt and the hash's
 * SHA-256 digest, so a copy of the database holds no working link.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { INVITE_HASH_BYTES } from '@alchemy/game-rules';

export type InviteKey = Buffer & { readonly __inviteKey: true };

/** The key invite links are made with, derived from the server's secret. */
export function inviteKeyFrom(authSecret: string): InviteKey {
  return Buffer.from(
    hkdfSync('sha256', authSecret, 'alchemy-arena', 'invite-links', 32),
  ) as InviteKey;
}

export function newInviteSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function inviteHash(key: InviteKey, playerId: string, salt: string): string {
  return createHmac('sha256', key)
    .update(`${playerId}:${salt}`)
    .digest()
    .subarray(0, INVITE_HASH_BYTES)
    .toString('base64url');
}

/** What the database keeps of a hash, to find its player. */
export function inviteDigest(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}
