import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '@alchemy/contracts';
import { BODY_LIMIT_BYTES } from './app';
import { bearer, createTestApp, registeredGuest, testStore, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('answers a body that is not JSON with 400 { error, code }', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/register',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'There is no GET /api/no-such-thing here.',
      code: 'NOT_FOUND',
    });
  });

  it('answers an unknown method on a known path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('text the database cannot store', () => {
  it.each(['%00', 'abc%00def.x', '\u0000', `${'a'.repeat(32)}.${'A'.repeat(43)}=`])(
    'answers Bearer %j with 401 on a game call',
    async (token) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    },
  );

  it('answers a NUL in a game body, a query or a path with 400', async () => {
    const { token } = await registeredGuest(t.app);
    const calls = [
      { method: 'POST' as const, url: '/api/profile/username', payload: { name: 'Al\u0000ice' } },
      { method: 'POST' as const, url: '/api/lab/items/search', payload: { 'k\u0000': 'x' } },
      { method: 'GET' as const, url: '/api/market/listings?search=a%00b' },
      { method: 'DELETE' as const, url: '/api/lab/items/a%00b' },
      { method: 'POST' as const, url: '/api/friends/invitations/hash/a%00b/accept' },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it("answers a NUL in better-auth's bodies with 400 and changes nothing", async () => {
    const { token } = await registeredGuest(t.app);
    for (const [url, payload] of [
      ['/api/auth/update-user', { name: 'x\u0000y' }],
      ['/api/auth/update-user', { image: 'https://x/\u0000' }],
      ['/api/auth/revoke-session', { token: 'abc\u0000' }],
      ['/api/auth/one-time-token/verify', { token: 'abc\u0000' }],
      ['/api/auth/sign-in/social', { provider: 'google\u0000', callbackURL: '/' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('refuses JSON nested deeper than any request needs', async () => {
    const { token } = await registeredGuest(t.app);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lab/items/search',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"q":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('card pictures', () => {
  it.each([
    '000000000000000000000000000000000000.svg',
    '------------------------------------.svg',
    '00000000-0000-0000-0000-00000000000g.svg',
  ])('answers a name that is not a card id (%s) with 400, not a database error', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/images/cards/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers an unknown card id with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/cards/00000000-0000-4000-8000-000000000000.svg',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = HealthResponseSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ reachable: true, driver: testStore });
  });
});

describe('headers', () => {
  it('sends security headers with a same-origin CSP and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('avatars', () => {
  it('draws an avatar from its seed, cacheable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/images/avatars/abc_123.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toMatch(/^<svg/);
    // The screens circle it with CSS; a mask would only cost paint time.
    expect(response.body).not.toContain('<mask');
    const again = await t.app.inject({ method: 'GET', url: '/api/images/avatars/abc_123.svg' });
    expect(again.body).toBe(response.body);
  });

  it('refuses a seed that is not a plain name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/images/avatars/..%2Fx.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe("better-auth's endpoints", () => {
  it('answer 404 unless the game uses them: no 5,000-character name, no javascript: image', async () => {
    const { token } = await registeredGuest(t.app);
    for (const payload of [{ name: 'x'.repeat(5000) }, { image: 'javascript:alert(1)' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(token),
    });
    const user = session.json<{ user: { name: string; image: string | null } }>().user;
    expect(user.name.length).toBeLessThan(100);
    expect(user.image ?? '').not.toMatch(/^javascript:/);
    for (const url of [
      '/api/auth/list-accounts',
      '/api/auth/change-email',
      '/api/auth/delete-user',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: {},
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs from the contract schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/profile/register', '/api/health']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Profile', 'ErrorResponse']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    // Its own sources only: no https: wildcard, no swagger.io, no framing.
    const policy = String(ui.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https:|swagger\.io/);
  });
});

describe('rate limit on sign-in', () => {
  it('answers 429 { error, code } past the per-minute limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/anonymous',
          payload: {},
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
