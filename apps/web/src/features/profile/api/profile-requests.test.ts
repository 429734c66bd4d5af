import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { clearToken, setToken } from '@/lib/token-storage';
import { friend, leaderboard, pending, profile } from '../test-fixtures';
import { acceptInvitation } from './accept-invitation';
import { createInviteLink } from './create-invite-link';
import { declineInvitation } from './decline-invitation';
import { getFriends } from './get-friends';
import { getLeaderboard } from './get-leaderboard';
import { getPendingInvitations } from './get-pending-invitations';
import { invitePlayer } from './invite-player';
import { regenerateAvatar } from './regenerate-avatar';
import { updateUsername } from './update-username';

/** The requests the calls send, answered with `body` (status 200 unless told). */
function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    url: () => fetchMock.mock.calls[0]?.[0],
    method: () => fetchMock.mock.calls[0]?.[1].method,
    body: () => {
      const sent = fetchMock.mock.calls[0]?.[1].body;
      return typeof sent === 'string' ? (JSON.parse(sent) as unknown) : sent;
    },
    header: (name: string) => new Headers(fetchMock.mock.calls[0]?.[1].headers).get(name),
  };
}

const INVITATION_ID = '00000000-0000-4000-8000-000000000001';
const FRIEND_ID = '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10';

beforeEach(() => setToken('token-123'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the profile’s calls', () => {
  it('sends the new name and reads back the profile', async () => {
    const sent = answer(profile({ name: 'Merlin' }));
    const result = await updateUsername('Merlin');
    expect(sent.url()).toBe('/api/profile/username');
    expect(sent.method()).toBe('POST');
    expect(sent.body()).toEqual({ name: 'Merlin' });
    expect(sent.header('Authorization')).toBe('Bearer token-123');
    expect(result.name).toBe('Merlin');
  });

  it('turns a refused name into an ApiError with the rule’s code', async () => {
    answer({ error: 'A username has at least 3 characters.', code: 'USERNAME_TOO_SHORT' }, 400);
    const failure = await updateUsername('Al').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'USERNAME_TOO_SHORT', status: 400 });
  });

  it('regenerates the avatar with an empty POST', async () => {
    const sent = answer(profile({ credits: 900, avatarUrl: '/api/images/avatars/new.svg' }));
    const result = await regenerateAvatar();
    expect(sent.url()).toBe('/api/profile/avatar');
    expect(sent.method()).toBe('POST');
    expect(sent.body()).toBeNull();
    expect(result).toMatchObject({ credits: 900, avatarUrl: '/api/images/avatars/new.svg' });
  });

  it('reads the leaderboard, the friends and the invitations sent to the player', async () => {
    let sent = answer(leaderboard());
    expect((await getLeaderboard()).top).toHaveLength(3);
    expect(sent.url()).toBe('/api/profile/leaderboard');
    sent = answer([friend()]);
    expect(await getFriends()).toHaveLength(1);
    expect(sent.url()).toBe('/api/friends');
    sent = answer([pending()]);
    expect(await getPendingInvitations()).toHaveLength(1);
    expect(sent.url()).toBe('/api/friends/invitations/pending');
  });

  it('invites a player by id', async () => {
    const sent = answer({ id: INVITATION_ID, toUser: { id: FRIEND_ID, name: 'Morgana' } }, 201);
    const result = await invitePlayer(FRIEND_ID);
    expect(sent.url()).toBe('/api/friends/invite');
    expect(sent.method()).toBe('POST');
    expect(sent.body()).toEqual({ friendId: FRIEND_ID });
    expect(result.toUser.name).toBe('Morgana');
  });

  it('asks for the invite link', async () => {
    const sent = answer({ inviteHash: 'AbCdEfGhIjKlMnOpQrSt_-' });
    expect((await createInviteLink()).inviteHash).toBe('AbCdEfGhIjKlMnOpQrSt_-');
    expect(sent.url()).toBe('/api/friends/invite-link');
    expect(sent.method()).toBe('POST');
  });

  it('accepts and declines an invitation by its id', async () => {
    let sent = answer({ status: 'accepted', friend: friend() });
    expect((await acceptInvitation(INVITATION_ID)).status).toBe('accepted');
    expect(sent.url()).toBe(`/api/friends/invitations/${INVITATION_ID}/accept`);
    expect(sent.method()).toBe('POST');
    sent = answer({ status: 'declined' });
    expect((await declineInvitation(INVITATION_ID)).status).toBe('declined');
    expect(sent.url()).toBe(`/api/friends/invitations/${INVITATION_ID}/decline`);
  });
});
