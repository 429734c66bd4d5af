/**
 * The limits on better-auth's routes: per IP per minute for sign-in calls, per IP per day
 * for new guests, never for signing out, and (on PostgreSQL) one count across instances.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, createTestApp, testStore } from '../test/test-app';

async function newGuest(app: App) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/anonymous', payload: {} });
}

describe('rate limits on sign-in', () => {
  it('never refuse a sign-out, so a limited player can still end a session', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const tokens = [];
      for (let i = 0; i < 2; i += 1) {
        tokens.push(String((await newGuest(t.app)).headers['set-auth-token']));
      }
      expect((await newGuest(t.app)).statusCode).toBe(429);
      for (const token of tokens) {
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
      }
    } finally {
      await t.close();
    }
  });

  it('cap new guests per IP per day, on top of the minute', async () => {
    const t = await createTestApp({ GUEST_SIGN_UPS_PER_DAY: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await newGuest(t.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await newGuest(t.app);
      expect(refused.json()).toEqual({
        error: 'Too many new guests from your network today. Please try again tomorrow.',
        code: 'RATE_LIMITED',
      });
      // Another network still gets in.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/anonymous',
        payload: {},
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.runIf(testStore === 'postgres')(
    'count one window across server instances on one PostgreSQL',
    async () => {
      const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
      try {
        const other = await t.secondInstance();
        const statuses = [];
        for (const app of [t.app, other, t.app, other, other, t.app]) {
          statuses.push((await newGuest(app)).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await t.close();
      }
    },
  );
});
