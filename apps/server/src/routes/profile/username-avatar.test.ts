import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@alchemy/contracts';
import { grantCurrency } from '../../test/grant';
import { expectLedgerMatches } from '../../test/ledger';
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

describe('POST /api/profile/username', () => {
  it('sets the trimmed name and answers the profile', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/profile/username', {
      name: '  Merlin the Grey  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().name).toBe('Merlin the Grey');
    expect((await profileOf(t.app, token)).name).toBe('Merlin the Grey');
  });

  it.each([
    ['', 'USERNAME_REQUIRED'],
    ['Mo', 'USERNAME_TOO_SHORT'],
    ['x'.repeat(25), 'USERNAME_TOO_LONG'],
    ['<script>', 'USERNAME_BAD_CHARACTERS'],
    ['___', 'USERNAME_NO_LETTER_OR_DIGIT'],
    ['Zoë\u0001', 'USERNAME_BAD_CHARACTERS'],
    // Names that would show blank or spill over on leaderboards and invitations.
    ['\u3164\u3164\u3164', 'USERNAME_INVISIBLE_CHARACTERS'],
    ['\u115f\u1160\uffa0', 'USERNAME_INVISIBLE_CHARACTERS'],
    ['Merlin\u200b', 'USERNAME_INVISIBLE_CHARACTERS'],
    ['\u202eMerlin', 'USERNAME_INVISIBLE_CHARACTERS'],
    ['\u2800\u2800\u2800', 'USERNAME_INVISIBLE_CHARACTERS'],
    ['\u0301\u0301\u0301', 'USERNAME_LONE_MARK'],
    ['Z\u0334\u0335\u0336\u0337algo', 'USERNAME_TOO_MANY_MARKS'],
    // NUL is refused for every request before validation (plugins/input-guard.ts).
    ['Zoë\u0000', 'BAD_REQUEST'],
  ])('refuses %j with 400 %s and keeps the old name', async (name, code) => {
    const { token, profile } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/profile/username', { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await profileOf(t.app, token)).name).toBe(profile.name);
  });

  it('says in the game’s words why a blank name is refused', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/profile/username', {
      name: '\u3164\u3164\u3164',
    });
    expect(response.json()).toEqual({
      code: 'USERNAME_INVISIBLE_CHARACTERS',
      error: 'A username cannot hold invisible characters: type letters or digits instead.',
    });
  });

  it('stores a name with marks on its letters in its composed form', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/profile/username', {
      name: 'Nguye\u0302\u0303n',
    });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(t.app, token)).name).toBe('Nguy\u1ec5n');
  });

  it.each([[{}], [{ name: 42 }], [{ name: 'Merlin', extra: true }]])(
    'refuses a malformed body %j with 400',
    async (body) => {
      const { token } = await registeredGuest(t.app);
      const response = await apiCall(t.app, token, 'POST', '/profile/username', body);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('POST /api/profile/avatar', () => {
  it('draws a new avatar for 100 credits, booked on the ledger', async () => {
    const { token, profile } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/profile/avatar');
    expect(response.statusCode).toBe(200);
    const after = response.json<Profile>();
    expect(after.credits).toBe(profile.credits - 100);
    expect(after.avatarUrl).not.toBe(profile.avatarUrl);
    const picture = await t.app.inject({ method: 'GET', url: after.avatarUrl });
    expect(picture.statusCode).toBe(200);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('refuses a purse short of 100 credits, with the game’s words, changing nothing', async () => {
    const { token, profile } = await registeredGuest(t.app);
    await grantCurrency(t.database, profile.id, 'credits', -901);
    const response = await apiCall(t.app, token, 'POST', '/profile/avatar');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'NOT_ENOUGH_CREDITS',
      error: 'You do not have enough gold to regenerate your avatar.',
      details: { currency: 'credits', needed: 100, available: 99, purpose: 'avatar' },
    });
    const after = await profileOf(t.app, token);
    expect(after.avatarUrl).toBe(profile.avatarUrl);
    expect(after.credits).toBe(99);
  });
});
