import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit, session } from '../db/schema';
import { tryAdvisoryLock } from '../repositories/housekeeping';
import {
  createTestApp,
  registeredGuest,
  sessionTokenOf,
  testStore,
  type TestApp,
} from '../test/test-app';
import { cleanExpiredRows, HOUSEKEEPING_LOCK } from './housekeeping-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('deletes ended rate-limit windows and expired sessions, and nothing live', async () => {
    const live = await registeredGuest(t.app);
    const expired = await registeredGuest(t.app);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.token, sessionTokenOf(expired.token)));
    await t.database.db.insert(rateLimit).values([
      { key: 'ended', hits: 3, windowEnds: sql`now() - interval '1 second'` },
      { key: 'open', hits: 3, windowEnds: sql`now() + interval '1 minute'` },
    ]);

    const result = await cleanExpiredRows({ db: t.database.db });
    expect(result).toMatchObject({ ran: true, rateLimitWindows: 1, sessions: 1 });
    const keys = await t.database.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(keys.map((row) => row.key)).toContain('open');
    expect(keys.map((row) => row.key)).not.toContain('ended');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${live.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it.runIf(testStore === 'postgres')(
    'runs in one session at a time: another connection holding the lock makes it skip',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let taken: (value: boolean) => void = () => {};
      const lockTaken = new Promise<boolean>((resolve) => (taken = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        taken(await tryAdvisoryLock(tx, HOUSEKEEPING_LOCK));
        await held;
      });
      expect(await lockTaken).toBe(true);
      expect(await cleanExpiredRows({ db: t.database.db })).toEqual({ ran: false });
      release();
      await holder;
      expect((await cleanExpiredRows({ db: t.database.db })).ran).toBe(true);
    },
  );
});
