import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProfileSchema, type Profile } from '@alchemy/contracts';
import { STARTING_PROFILE } from '@alchemy/game-rules';
import { ledger, player, session } from '../../db/schema';
import {
  bearer,
  createTestApp,
  registeredGuest,
  sessionTokenOf,
  signInGuest,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/profile', () => {
  it('is 401 without a token, with a readable error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Sign in first: this call needs an Authorization: Bearer token.',
      code: 'UNAUTHORIZED',
    });
  });

  it('is 401 with a token the server never issued', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer('forged.token'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('UNAUTHORIZED');
  });

  it('is 404 PROFILE_NOT_FOUND before registration', async () => {
    const token = await signInGuest(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No profile yet: register first with POST /api/profile/register.',
      code: 'PROFILE_NOT_FOUND',
    });
  });
});

describe('POST /api/profile/register', () => {
  it('creates a profile with every contract field and the starting values', async () => {
    const { profile } = await registeredGuest(t.app);
    expect(ProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      ...STARTING_PROFILE,
      signInProvider: 'anonymous',
      duelIntervalSeconds: 0,
    });
    expect(profile.name).toMatch(/^Adventurer-[A-Z0-9]{4}$/);
    expect(profile.avatarUrl).toMatch(/^\/api\/images\/avatars\/[A-Za-z0-9_-]+\.svg$/);
  });

  it('is idempotent: a second call returns the same profile and changes nothing', async () => {
    const { token, profile } = await registeredGuest(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/profile/register',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(profile);
    const fetched = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(fetched.json()).toEqual(profile);
  });

  it('writes the starting balances to the ledger once', async () => {
    const { token, profile } = await registeredGuest(t.app);
    await t.app.inject({ method: 'POST', url: '/api/profile/register', headers: bearer(token) });
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.playerId, profile.id));
    expect(rows.map((row) => [row.currency, row.delta, row.reason]).sort()).toEqual([
      ['credits', 1000, 'starting-balance'],
      ['diamonds', 20, 'starting-balance'],
      ['magicDust', 50, 'starting-balance'],
    ]);
  });

  it('creates exactly one player when two first registrations race', async () => {
    const token = await signInGuest(t.app);
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/profile/register', headers: bearer(token) });
    const responses = await Promise.all([register(), register(), register()]);
    const ids = new Set(responses.map((response) => response.json<Profile>().id));
    expect(ids.size).toBe(1);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    const [id] = [...ids];
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.playerId, id!));
    expect(rows).toHaveLength(3);
  });

  it('is 401 without a token and creates nothing', async () => {
    const before = await t.database.db.$count(player);
    const response = await t.app.inject({ method: 'POST', url: '/api/profile/register' });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.$count(player)).toBe(before);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old token then gets 401', async () => {
    const { token } = await registeredGuest(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('keeps other players signed in', async () => {
    const a = await registeredGuest(t.app);
    const b = await registeredGuest(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(a.token),
      payload: {},
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(b.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().id).toBe(b.profile.id);
  });
});

describe('sessions', () => {
  it('refuses an expired session with 401', async () => {
    const { token } = await registeredGuest(t.app);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, sessionTokenOf(token)));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('slides a session forward when it is used after a day', async () => {
    const { token } = await registeredGuest(t.app);
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await t.database.db
      .update(session)
      .set({ expiresAt: soon })
      .where(eq(session.token, sessionTokenOf(token)));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(session)
      .where(eq(session.token, sessionTokenOf(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('refuses the session token without its signature, or with a tampered one', async () => {
    const { token } = await registeredGuest(t.app);
    for (const forged of [
      sessionTokenOf(token),
      `${token}.AAAA`,
      `${sessionTokenOf(token)}.AAAA`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(forged),
      });
      expect(response.statusCode).toBe(401);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: bearer(forged),
      });
      expect(session.body).toBe('null');
    }
  });
});

describe('cookies', () => {
  it('sets no cookie, and a stale cookie from another origin does not block a new guest', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      payload: {},
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      headers: { origin: 'http://127.0.0.1:9', cookie: 'better-auth.session_token=stale' },
      payload: {},
    });
    expect(second.statusCode).toBe(200);
  });
});
