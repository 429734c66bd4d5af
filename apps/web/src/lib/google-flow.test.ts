import { SocialStartRequestSchema } from '@alchemy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearGoogleFlow,
  GOOGLE_FLOW_KEY,
  googleStartRequest,
  googleStartUrl,
  linkFailureState,
  noteGoogleFlow,
  readGoogleFlow,
  readLinkFailure,
} from './google-flow';
import { clearToken, setToken } from './token-storage';

const PROVIDER_URL = 'http://127.0.0.1:9999/authorize?state=s';

/** Answers every request with the provider's URL; records what was sent. */
function answerWithUrl() {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify({ url: PROVIDER_URL, redirect: false }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: () => fetchMock.mock.calls.length,
    url: () => fetchMock.mock.calls[0]?.[0],
    body: () => {
      const sent = fetchMock.mock.calls[0]?.[1].body;
      return typeof sent === 'string' ? (JSON.parse(sent) as unknown) : sent;
    },
    authorization: () =>
      new Headers(fetchMock.mock.calls[0]?.[1].headers).get('Authorization') ?? null,
  };
}

/** A tab's sessionStorage; `blocked` throws like a sandboxed frame's. */
function tabStorage({ blocked = false } = {}) {
  const values = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
  };
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => (guard(), values.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void values.set(key, value)),
    removeItem: (key: string) => (guard(), void values.delete(key)),
  });
  return values;
}

beforeEach(() => clearToken());
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('starting Google', () => {
  it('signs in through the server’s handover, and fails back to /auth/complete', () => {
    expect(googleStartRequest('sign-in')).toEqual({
      provider: 'google',
      callbackURL: '/api/auth-handover',
      errorCallbackURL: '/auth/complete',
      disableRedirect: true,
    });
  });

  it('links straight back to /auth/complete?linked=1, success or failure', () => {
    const request = googleStartRequest('link');
    expect(request).toEqual({
      provider: 'google',
      callbackURL: '/auth/complete?linked=1',
      errorCallbackURL: '/auth/complete?linked=1',
      disableRedirect: true,
    });
    expect(SocialStartRequestSchema.parse(request)).toEqual(request);
  });

  it('asks for a sign-in without the stored token, so a guest here is never replaced', async () => {
    setToken('guest-token');
    const sent = answerWithUrl();
    await expect(googleStartUrl('sign-in')).resolves.toBe(PROVIDER_URL);
    expect(sent.url()).toBe('/api/auth/sign-in/social');
    expect(sent.authorization()).toBeNull();
    expect(sent.body()).toEqual(googleStartRequest('sign-in'));
  });

  it('asks for a link with the guest’s token', async () => {
    setToken('guest-token');
    const sent = answerWithUrl();
    await expect(googleStartUrl('link')).resolves.toBe(PROVIDER_URL);
    expect(sent.url()).toBe('/api/auth/link-social');
    expect(sent.authorization()).toBe('Bearer guest-token');
    expect(sent.body()).toEqual(googleStartRequest('link'));
  });

  it('refuses to link without a signed-in player, before asking the server', async () => {
    const sent = answerWithUrl();
    await expect(googleStartUrl('link')).rejects.toThrow('User is not authenticated');
    expect(sent.calls()).toBe(0);
  });

  it('fails loudly when the server answers no URL', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ url: 'nope' }))));
    await expect(googleStartUrl('sign-in')).rejects.toThrow();
  });
});

describe('the flow this tab started', () => {
  it('is kept across the trip, and forgotten when finished', () => {
    const values = tabStorage();
    expect(readGoogleFlow()).toBeNull();
    noteGoogleFlow('link');
    expect(values.get(GOOGLE_FLOW_KEY)).toBe('link');
    expect(readGoogleFlow()).toBe('link');
    noteGoogleFlow('sign-in');
    expect(readGoogleFlow()).toBe('sign-in');
    clearGoogleFlow();
    expect(readGoogleFlow()).toBeNull();
  });

  it('ignores what it did not write, and blocked storage', () => {
    const values = tabStorage();
    values.set(GOOGLE_FLOW_KEY, 'delete-everything');
    expect(readGoogleFlow()).toBeNull();
    tabStorage({ blocked: true });
    expect(() => noteGoogleFlow('link')).not.toThrow();
    expect(readGoogleFlow()).toBeNull();
    expect(() => clearGoogleFlow()).not.toThrow();
  });
});

describe('a failed link in the router state', () => {
  it('reads back what /auth/complete wrote', () => {
    const code = 'account_already_linked_to_different_user';
    expect(readLinkFailure(linkFailureState({ code }))).toEqual({ code });
    expect(readLinkFailure(linkFailureState({ code: null }))).toEqual({ code: null });
  });

  it('finds nothing in any other state', () => {
    for (const state of [null, undefined, 'x', {}, { googleLinkFailed: true }, { code: 'x' }]) {
      expect(readLinkFailure(state)).toBeNull();
    }
  });
});
