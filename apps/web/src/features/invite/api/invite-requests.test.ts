import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { clearToken, setToken } from '@/lib/token-storage';
import { acceptInviteLink } from './accept-invite-link';
import { declineInviteLink } from './decline-invite-link';
import { getInvitation } from './get-invitation';

const HASH = 'AbCdEfGhIjKlMnOpQrSt_-';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    url: () => fetchMock.mock.calls[0]?.[0],
    method: () => fetchMock.mock.calls[0]?.[1].method,
  };
}

beforeEach(() => setToken('token-123'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the invitation’s calls', () => {
  it('reads who invites by the hash', async () => {
    const sent = answer({
      fromUser: { name: 'Morgana', avatarUrl: '/api/images/avatars/m.svg' },
      relation: 'invited',
    });
    expect((await getInvitation(HASH)).fromUser.name).toBe('Morgana');
    expect(sent.url()).toBe(`/api/friends/invitations/hash/${HASH}`);
    expect(sent.method()).toBe('GET');
  });

  it('turns an unknown hash into INVITATION_NOT_FOUND', async () => {
    answer({ error: 'This invitation does not exist.', code: 'INVITATION_NOT_FOUND' }, 404);
    const failure = await getInvitation(HASH).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INVITATION_NOT_FOUND', status: 404 });
  });

  it('accepts and declines by the hash', async () => {
    let sent = answer({ status: 'accepted' });
    expect((await acceptInviteLink(HASH)).status).toBe('accepted');
    expect(sent.url()).toBe(`/api/friends/invitations/hash/${HASH}/accept`);
    expect(sent.method()).toBe('POST');
    sent = answer({ status: 'declined' });
    expect((await declineInviteLink(HASH)).status).toBe('declined');
    expect(sent.url()).toBe(`/api/friends/invitations/hash/${HASH}/decline`);
    expect(sent.method()).toBe('POST');
  });
});
