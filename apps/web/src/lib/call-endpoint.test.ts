import * as endpoints from '@alchemy/contracts/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './call-endpoint';
import { clearToken, setToken } from './token-storage';

/** Answers every request with `body`, and keeps what was sent. */
function answer(body: unknown) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    url: () => fetchMock.mock.calls[0]?.[0],
    method: () => fetchMock.mock.calls[0]?.[1].method,
    header: (name: string) => new Headers(fetchMock.mock.calls[0]?.[1].headers).get(name),
  };
}

beforeEach(() => setToken('token-123'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('callEndpoint', () => {
  it("takes the row's method and path, fills the params, and parses the answer", async () => {
    const sent = answer({ unread: 0 });
    await expect(callEndpoint(endpoints.notificationsRead, { body: {} })).resolves.toEqual({
      unread: 0,
    });
    expect(sent.url()).toBe('/api/notifications/read');
    expect(sent.method()).toBe('POST');
    expect(sent.header('Authorization')).toBe('Bearer token-123');
  });

  it('encodes a param, and writes the query in order without the parts left out', async () => {
    const sent = answer({});
    await callEndpoint(endpoints.seasonsBoard, { query: { scope: 'world', season: 3 } }).catch(
      () => undefined,
    );
    expect(sent.url()).toBe('/api/seasons/board?scope=world&season=3');
    const other = answer({});
    await callEndpoint(endpoints.raceDayPaths, { params: { day: 'a/b' } }).catch(() => undefined);
    expect(other.url()).toBe('/api/race/days/a%2Fb/paths');
    const none = answer({});
    await callEndpoint(endpoints.craftEncyclopedia, {
      query: { family: undefined, page: 2 },
    }).catch(() => undefined);
    expect(none.url()).toBe('/api/craft/encyclopedia?page=2');
  });

  it('sends no token to a public endpoint', async () => {
    const sent = answer({ anonymous: true, google: false });
    await callEndpoint(endpoints.authProviders);
    expect(sent.header('Authorization')).toBeNull();
  });

  it('is typed by the table: the params a path needs, the body an endpoint reads', () => {
    // Compile-time only: the calls below must not type-check.
    const never = () => {
      // @ts-expect-error the path has an :id to fill
      void callEndpoint(endpoints.goalClaim);
      // @ts-expect-error a guidance key is one of the game's tips
      void callEndpoint(endpoints.profileGuidance, { body: { key: 42 } });
      // @ts-expect-error GET /profile reads no body
      void callEndpoint(endpoints.profile, { body: {} });
    };
    expect(never).toBeTypeOf('function');
  });
});
