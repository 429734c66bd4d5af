import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Friend,
  Invitation,
  InvitationAnswer,
  PendingInvitation,
  Profile,
  SentInvitation,
} from '@alchemy/contracts';
import { friendship, inviteLink, invitation } from '../../db/schema';
import { expectLedgerMatches } from '../../test/ledger';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';
import { INVITATION_PREVIEWS_PER_MINUTE } from './friends-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Guest {
  token: string;
  profile: Profile;
}

const call = (who: Guest, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, who.token, method, url, payload);

const hashOf = async (who: Guest) =>
  (await call(who, 'POST', '/friends/invite-link')).json<{ inviteHash: string }>().inviteHash;

const friendIds = async (who: Guest) =>
  (await call(who, 'GET', '/friends')).json<Friend[]>().map((friend) => friend.id);

describe('invite links', () => {
  it('are 22 url-safe characters, the same every time, and the server keeps only a digest', async () => {
    const host = await registeredGuest(t.app);
    const hash = await hashOf(host);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await hashOf(host)).toBe(hash);
    const [stored] = await t.database.db
      .select()
      .from(inviteLink)
      .where(eq(inviteLink.playerId, host.profile.id));
    expect(JSON.stringify(stored)).not.toContain(hash);
    expect(await hashOf(await registeredGuest(t.app))).not.toBe(hash);
  });

  it('tell who invites, then make the two friends on accept, giving no currency', async () => {
    const host = await registeredGuest(t.app);
    const guest = await registeredGuest(t.app);
    const hash = await hashOf(host);
    const seen = await call(guest, 'GET', `/friends/invitations/hash/${hash}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Invitation>()).toEqual({
      fromUser: { name: host.profile.name, avatarUrl: host.profile.avatarUrl },
      relation: 'invited',
    });
    const accepted = await call(guest, 'POST', `/friends/invitations/hash/${hash}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<InvitationAnswer>()).toMatchObject({
      status: 'accepted',
      friend: { id: host.profile.id, name: host.profile.name },
    });
    expect(await friendIds(guest)).toEqual([host.profile.id]);
    expect(await friendIds(host)).toEqual([guest.profile.id]);
    for (const who of [host, guest]) {
      const profile = await profileOf(t.app, who.token);
      expect([profile.credits, profile.diamonds, profile.magicDust]).toEqual([1000, 20, 50]);
      await expectLedgerMatches(t.database, profile);
    }
  });

  it('refuse one’s own link and a friend’s link again with 400, changing nothing', async () => {
    const host = await registeredGuest(t.app);
    const hash = await hashOf(host);
    const own = await call(host, 'POST', `/friends/invitations/hash/${hash}/accept`);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'OWN_INVITATION' });
    const guest = await registeredGuest(t.app);
    await call(guest, 'POST', `/friends/invitations/hash/${hash}/accept`);
    const again = await call(guest, 'POST', `/friends/invitations/hash/${hash}/accept`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ALREADY_FRIENDS' });
    expect(await friendIds(host)).toEqual([guest.profile.id]);
  });

  it('answer 404 for a well-formed hash that names nobody, 400 for a malformed one', async () => {
    const guest = await registeredGuest(t.app);
    const nobody = 'A'.repeat(22);
    for (const url of [
      `/friends/invitations/hash/${nobody}`,
      `/friends/invitations/hash/${nobody}/accept`,
      `/friends/invitations/hash/${nobody}/decline`,
    ]) {
      const method = url.endsWith('accept') || url.endsWith('decline') ? 'POST' : 'GET';
      const response = await call(guest, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    }
    expect((await call(guest, 'GET', '/friends/invitations/hash/short')).statusCode).toBe(400);
  });

  it('change nothing on decline', async () => {
    const host = await registeredGuest(t.app);
    const guest = await registeredGuest(t.app);
    const hash = await hashOf(host);
    const declined = await call(guest, 'POST', `/friends/invitations/hash/${hash}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'declined' });
    expect(await friendIds(guest)).toEqual([]);
  });
});

describe('an invite link, seen by whoever opens it', () => {
  it('says it is one’s own, or a friend’s, before anything is answered', async () => {
    const host = await registeredGuest(t.app);
    const guest = await registeredGuest(t.app);
    const hash = await hashOf(host);
    const relationFor = async (who: Guest) =>
      (await call(who, 'GET', `/friends/invitations/hash/${hash}`)).json<Invitation>().relation;
    expect(await relationFor(host)).toBe('own');
    expect(await relationFor(guest)).toBe('invited');
    await call(guest, 'POST', `/friends/invitations/hash/${hash}/accept`);
    expect(await relationFor(guest)).toBe('friend');
  });
});

describe('the public preview of an invite link', () => {
  const preview = (hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/friends/invitations/hash/${hash}/preview`, headers });

  it('names the inviter without a session, with the name and the avatar only', async () => {
    const host = await registeredGuest(t.app);
    const hash = await hashOf(host);
    const response = await preview(hash);
    expect(response.statusCode).toBe(200);
    // Exactly these two fields: no id, no level, no balance, no relation.
    expect(response.json()).toEqual({
      fromUser: { name: host.profile.name, avatarUrl: host.profile.avatarUrl },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    // A token changes nothing: the preview is the same for everyone.
    const guest = await registeredGuest(t.app);
    const signedIn = await preview(hash, { authorization: `Bearer ${guest.token}` });
    expect(signedIn.json()).toEqual(response.json());
  });

  it('answers an unknown hash with the same 404 as any miss, and a malformed one with 400', async () => {
    const unknown = await preview('B'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'This invitation does not exist. It might be invalid or expired.',
      code: 'INVITATION_NOT_FOUND',
    });
    const another = await preview('C'.repeat(22));
    expect(another.body).toBe(unknown.body);
    const malformed = await preview('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is rate-limited per client, so guessing hashes costs time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < INVITATION_PREVIEWS_PER_MINUTE + 5; i += 1) {
      statuses.push((await preview('D'.repeat(22))).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(
      INVITATION_PREVIEWS_PER_MINUTE,
    );
    const limited = await preview('D'.repeat(22));
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('invitations by id', () => {
  it('sends one, lists it for the invitee, and accepting makes friends', async () => {
    const from = await registeredGuest(t.app);
    const to = await registeredGuest(t.app);
    const sent = await call(from, 'POST', '/friends/invite', { friendId: to.profile.id });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<SentInvitation>();
    const waiting = (await call(to, 'GET', '/friends/invitations/pending')).json<
      PendingInvitation[]
    >();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ id, fromUser: { id: from.profile.id } });
    const accepted = await call(to, 'POST', `/friends/invitations/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(await friendIds(from)).toEqual([to.profile.id]);
    expect((await call(to, 'GET', '/friends/invitations/pending')).json()).toEqual([]);
    // Accepting again changes nothing; declining now is refused.
    expect((await call(to, 'POST', `/friends/invitations/${id}/accept`)).statusCode).toBe(200);
    const decline = await call(to, 'POST', `/friends/invitations/${id}/decline`);
    expect(decline.statusCode).toBe(409);
    expect(decline.json()).toMatchObject({ code: 'INVITATION_ANSWERED' });
  });

  it('declines one: nothing else changes, and a retried decline is no error', async () => {
    const from = await registeredGuest(t.app);
    const to = await registeredGuest(t.app);
    const { id } = (
      await call(from, 'POST', '/friends/invite', { friendId: to.profile.id })
    ).json<SentInvitation>();
    expect((await call(to, 'POST', `/friends/invitations/${id}/decline`)).statusCode).toBe(200);
    expect((await call(to, 'POST', `/friends/invitations/${id}/decline`)).statusCode).toBe(200);
    expect(await friendIds(to)).toEqual([]);
    // Declined, so a new invitation may be sent.
    expect(
      (await call(from, 'POST', '/friends/invite', { friendId: to.profile.id })).statusCode,
    ).toBe(201);
  });

  it('refuses oneself, a friend, a second invitation either way, with 400; nobody with 404', async () => {
    const from = await registeredGuest(t.app);
    const to = await registeredGuest(t.app);
    const invite = (who: Guest, friendId: string) =>
      call(who, 'POST', '/friends/invite', { friendId });
    expect((await invite(from, from.profile.id)).json()).toMatchObject({ code: 'INVITE_SELF' });
    const nobody = await invite(from, '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    expect((await invite(from, to.profile.id)).statusCode).toBe(201);
    const twice = await invite(from, to.profile.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'INVITATION_PENDING' });
    expect((await invite(to, from.profile.id)).json()).toMatchObject({
      code: 'INVITATION_PENDING',
    });
    const [waiting] = (await call(to, 'GET', '/friends/invitations/pending')).json<
      PendingInvitation[]
    >();
    await call(to, 'POST', `/friends/invitations/${waiting!.id}/accept`);
    const friends = await invite(from, to.profile.id);
    expect(friends.statusCode).toBe(400);
    expect(friends.json()).toMatchObject({ code: 'ALREADY_FRIENDS' });
    expect((await invite(from, 'not-an-id')).statusCode).toBe(400);
  });

  it('keeps at most 50 invitations waiting per sender', async () => {
    const from = await registeredGuest(t.app);
    for (let i = 0; i < 50; i += 1) {
      const to = await registeredGuest(t.app);
      expect(
        (await call(from, 'POST', '/friends/invite', { friendId: to.profile.id })).statusCode,
      ).toBe(201);
    }
    const one = await registeredGuest(t.app);
    const refused = await call(from, 'POST', '/friends/invite', { friendId: one.profile.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_INVITATIONS' });
  });

  it('answers 404 for another player’s invitation, and leaves it waiting', async () => {
    const from = await registeredGuest(t.app);
    const to = await registeredGuest(t.app);
    const stranger = await registeredGuest(t.app);
    const { id } = (
      await call(from, 'POST', '/friends/invite', { friendId: to.profile.id })
    ).json<SentInvitation>();
    for (const who of [stranger, from]) {
      const response = await call(who, 'POST', `/friends/invitations/${id}/accept`);
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(invitation).where(eq(invitation.id, id));
    expect(row?.status).toBe('pending');
    expect(await t.database.db.$count(friendship)).toBeGreaterThanOrEqual(0);
  });
});
