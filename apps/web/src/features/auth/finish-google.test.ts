import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Profile } from '@alchemy/contracts';
import type { MutationKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/token-storage';
import {
  finishLink,
  finishSignIn,
  chooseGoogle,
  chooseGuest,
  type GuestOrGoogle,
} from './finish-google';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'player-guest',
    name: 'Adventurer-AB12',
    level: 3,
    experience: 400,
    credits: 900,
    diamonds: 30,
    magicDust: 60,
    avatarUrl: '/api/images/avatars/seed-1.svg',
    signInProvider: 'anonymous',
    isLabOpen: true,
    isArenaOpen: true,
    initialItemsLimit: 8,
    duelIntervalSeconds: 0,
    guidanceSeen: [],
    title: null,
    ...overrides,
  };
}

const guest = profile();
const googlePlayer = profile({ id: 'player-google', name: 'Sage', signInProvider: 'google' });

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** `METHOD /path as token` -> the answer; anything else is a test failure. */
type Routes = Record<string, Reply>;

/** The server, as a table of answers; every request it got, as `METHOD /path as token`. */
function server(routes: Routes) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const bearer = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '');
    const key = `${init.method ?? 'GET'} ${url} as ${bearer ?? 'nobody'}`;
    seen.push(key);
    const reply = routes[key];
    if (!reply) return Promise.resolve(new Response('{}', { status: 599 }));
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: reply.headers ?? {},
      }),
    );
  });
  return seen;
}

const EXCHANGE = 'POST /api/auth/one-time-token/verify as nobody';
const exchanged = (token: string): Reply => ({
  body: { session: {}, user: {} },
  headers: { 'set-auth-token': token },
});
const notFound: Reply = {
  status: 404,
  body: { error: 'Profile not found', code: 'PROFILE_NOT_FOUND' },
};
const unauthorized: Reply = { status: 401, body: { error: 'No session', code: 'UNAUTHORIZED' } };

beforeEach(() => clearToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  queryClient.clear();
});

/** The keys of the writes the query client's mutation cache ran during a test, in order. */
function mutationsRun(): MutationKey[] {
  const keys: MutationKey[] = [];
  const stop = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' && event.mutation.options.mutationKey) {
      keys.push(event.mutation.options.mutationKey);
    }
  });
  onTestFinished(stop);
  return keys;
}

describe('finishing a Google sign-in', () => {
  it('on a device with no session: trades the code, registers, and is ready', async () => {
    const mutations = mutationsRun();
    const seen = server({
      [EXCHANGE]: exchanged('google-token'),
      'POST /api/profile/register as google-token': { body: googlePlayer },
    });
    await expect(finishSignIn(queryClient, 'the-code', null)).resolves.toEqual({
      kind: 'ready',
      session: { token: 'google-token', profile: googlePlayer },
    });
    expect(seen).toEqual([EXCHANGE, 'POST /api/profile/register as google-token']);
    // Both writes went through the mutation cache, as a hook's would.
    expect(mutations).toEqual([
      ['auth', 'exchange-handover-code'],
      ['auth', 'register-profile'],
    ]);
  });

  it('on a device with a guest: asks, and changes nothing meanwhile', async () => {
    const seen = server({
      [EXCHANGE]: exchanged('google-token'),
      'GET /api/profile as guest-token': { body: guest },
      'GET /api/profile as google-token': { body: googlePlayer },
    });
    await expect(finishSignIn(queryClient, 'the-code', 'guest-token')).resolves.toEqual({
      kind: 'choose',
      choice: {
        guest: { token: 'guest-token', profile: guest },
        google: { token: 'google-token', profile: googlePlayer },
      },
    });
    // No register, no sign-out: both sessions as they were.
    expect(seen).toEqual([
      EXCHANGE,
      'GET /api/profile as guest-token',
      'GET /api/profile as google-token',
    ]);
  });

  it('shows a Google account without a profile yet as none', async () => {
    server({
      [EXCHANGE]: exchanged('google-token'),
      'GET /api/profile as guest-token': { body: guest },
      'GET /api/profile as google-token': notFound,
    });
    const outcome = await finishSignIn(queryClient, 'the-code', 'guest-token');
    expect(outcome).toMatchObject({ kind: 'choose', choice: { google: { profile: null } } });
  });

  it.each([
    ['a Google player', { body: googlePlayer }],
    ['an expired session', unauthorized],
    ['a session without a profile', notFound],
  ])('replaces %s without asking', async (_, held) => {
    server({
      [EXCHANGE]: exchanged('google-token'),
      'GET /api/profile as old-token': held,
      'POST /api/profile/register as google-token': { body: googlePlayer },
    });
    await expect(finishSignIn(queryClient, 'the-code', 'old-token')).resolves.toMatchObject({
      kind: 'ready',
      session: { token: 'google-token' },
    });
  });

  it('never replaces a guest it could not read, and ends the new session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = server({
      [EXCHANGE]: exchanged('google-token'),
      'GET /api/profile as guest-token': { status: 503, body: { error: 'Down', code: 'X' } },
      'POST /api/auth/sign-out as google-token': { body: { success: true } },
    });
    await expect(finishSignIn(queryClient, 'the-code', 'guest-token')).rejects.toThrow();
    expect(seen).toContain('POST /api/auth/sign-out as google-token');
    expect(seen).not.toContain('POST /api/auth/sign-out as guest-token');
  });

  it('reads a refused code as an expired sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server({ [EXCHANGE]: { status: 400, body: { error: 'Invalid token', code: 'BAD_REQUEST' } } });
    await expect(finishSignIn(queryClient, 'used-code', null)).rejects.toThrow(
      'The sign-in expired. Please try again.',
    );
  });

  it('keeps the server’s words when sign-ins are throttled', async () => {
    server({
      [EXCHANGE]: {
        status: 429,
        body: {
          error: 'Too many attempts. Please wait a minute and try again.',
          code: 'RATE_LIMITED',
        },
      },
    });
    await expect(finishSignIn(queryClient, 'the-code', null)).rejects.toThrow('Too many attempts.');
  });

  it('fails when the answer carries no token', async () => {
    server({ [EXCHANGE]: { body: { session: {}, user: {} } } });
    await expect(finishSignIn(queryClient, 'the-code', null)).rejects.toThrow(
      'The server did not return a session token.',
    );
  });
});

describe('the player’s answer', () => {
  const choice: GuestOrGoogle = {
    guest: { token: 'guest-token', profile: guest },
    google: { token: 'google-token', profile: null },
  };

  it('keeps Google: registers it, then ends the guest’s session', async () => {
    const mutations = mutationsRun();
    const seen = server({
      'POST /api/profile/register as google-token': { status: 201, body: googlePlayer },
      'POST /api/auth/sign-out as guest-token': { body: { success: true } },
    });
    await expect(chooseGoogle(queryClient, choice)).resolves.toEqual({
      token: 'google-token',
      profile: googlePlayer,
    });
    expect(seen).toEqual([
      'POST /api/profile/register as google-token',
      'POST /api/auth/sign-out as guest-token',
    ]);
    expect(mutations).toEqual([
      ['auth', 'register-profile'],
      ['auth', 'sign-out'],
    ]);
  });

  it('keeps the guest signed in when Google cannot be registered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = server({
      'POST /api/profile/register as google-token': { status: 503, body: {} },
      'POST /api/auth/sign-out as google-token': { body: { success: true } },
    });
    await expect(chooseGoogle(queryClient, choice)).rejects.toThrow();
    expect(seen).not.toContain('POST /api/auth/sign-out as guest-token');
  });

  it('keeps the guest: only the new Google session ends', async () => {
    const seen = server({ 'POST /api/auth/sign-out as google-token': { body: {} } });
    await chooseGuest(queryClient, choice);
    expect(seen).toEqual(['POST /api/auth/sign-out as google-token']);
  });
});

describe('finishing a link', () => {
  it('reads back the same player, now a Google one', async () => {
    setToken('guest-token');
    server({
      'POST /api/profile/register as guest-token': { body: { ...guest, signInProvider: 'google' } },
    });
    await expect(finishLink(queryClient)).resolves.toMatchObject({
      id: guest.id,
      signInProvider: 'google',
    });
  });

  it('fails when the player is still a guest', async () => {
    setToken('guest-token');
    server({ 'POST /api/profile/register as guest-token': { body: guest } });
    await expect(finishLink(queryClient)).rejects.toThrow(
      'Google could not be linked to this account.',
    );
  });

  it('needs a signed-in player', async () => {
    const seen = server({});
    await expect(finishLink(queryClient)).rejects.toThrow('User is not authenticated');
    expect(seen).toEqual([]);
  });
});
