import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDANCE_KEYS } from '@alchemy/game-rules';
import type { Profile } from '@alchemy/contracts';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/profile/guidance', () => {
  it('starts with no tip seen', async () => {
    const { profile } = await registeredGuest(t.app);
    expect(profile.guidanceSeen).toEqual([]);
  });

  it('marks a tip seen, keeps it on the server, and is idempotent', async () => {
    const { token } = await registeredGuest(t.app);
    const first = await apiCall(t.app, token, 'POST', '/profile/guidance', { key: 'harvest' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Profile>().guidanceSeen).toEqual(['harvest']);

    const again = await apiCall(t.app, token, 'POST', '/profile/guidance', { key: 'harvest' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Profile>().guidanceSeen).toEqual(['harvest']);

    await apiCall(t.app, token, 'POST', '/profile/guidance', { key: 'lab-slots' });
    expect((await profileOf(t.app, token)).guidanceSeen).toEqual(['harvest', 'lab-slots']);
  });

  it('accepts every listed key', async () => {
    const { token } = await registeredGuest(t.app);
    for (const key of GUIDANCE_KEYS) {
      const response = await apiCall(t.app, token, 'POST', '/profile/guidance', { key });
      expect(response.statusCode).toBe(200);
    }
    expect((await profileOf(t.app, token)).guidanceSeen).toEqual([...GUIDANCE_KEYS]);
  });

  it('answers the same profile to two racing marks of one key', async () => {
    const { token } = await registeredGuest(t.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        apiCall(t.app, token, 'POST', '/profile/guidance', { key: 'first-duel' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await profileOf(t.app, token)).guidanceSeen).toEqual(['first-duel']);
  });

  it('leaves other players alone', async () => {
    const one = await registeredGuest(t.app);
    const two = await registeredGuest(t.app);
    await apiCall(t.app, one.token, 'POST', '/profile/guidance', { key: 'first-card' });
    expect((await profileOf(t.app, two.token)).guidanceSeen).toEqual([]);
  });

  it.each([[{}], [{ key: 'nope' }], [{ key: 7 }], [{ key: 'harvest', extra: true }], [null]])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const { token } = await registeredGuest(t.app);
      const response = await apiCall(t.app, token, 'POST', '/profile/guidance', body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ error: unknown; code: unknown }>();
      expect(typeof answer.error).toBe('string');
      expect(typeof answer.code).toBe('string');
      expect((await profileOf(t.app, token)).guidanceSeen).toEqual([]);
    },
  );

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/guidance',
      payload: { key: 'harvest' },
    });
    expect(response.statusCode).toBe(401);
  });
});
