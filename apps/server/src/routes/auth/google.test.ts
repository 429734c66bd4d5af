/**
 * Google sign-in and linking a guest, against a real local OpenID Connect provider that
 * the test starts (scripts/lib/oidc-provider.ts), through the same HTTP calls as the app.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleCard, LabItem, Profile } from '@alchemy/contracts';
import {
  startOidcProvider,
  type LocalOidcProvider,
} from '../../../../../scripts/lib/oidc-provider';
import { account, player, user } from '../../db/schema';
import { craftCard } from '../../test/cards';
import { trader } from '../../test/market';
import { grantLabItems } from '../../test/grant';
import {
  CookieJar,
  codeOf,
  exchangeCode,
  handover,
  signInWithGoogle,
  throughProvider,
} from '../../test/google';
import {
  apiCall,
  bearer,
  createTestApp,
  profileOf,
  registeredGuest,
  signInGuest,
  type TestApp,
} from '../../test/test-app';

let provider: LocalOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

let emails = 0;
/** A Google account nobody has used yet in this file. */
function newEmail(): string {
  emails += 1;
  return `player${emails}@example.test`;
}

async function register(token: string) {
  return apiCall(t.app, token, 'POST', '/profile/register');
}

async function countOf(table: typeof user | typeof account): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? -1;
}

async function authUserOf(playerId: string) {
  const [row] = await t.database.db
    .select({ email: user.email, is_anonymous: user.isAnonymous })
    .from(user)
    .innerJoin(player, eq(player.authUserId, user.id))
    .where(eq(player.id, playerId));
  return row;
}

async function googleAccountsOf(playerId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(account)
    .innerJoin(player, eq(player.authUserId, account.userId))
    .where(and(eq(player.id, playerId), eq(account.providerId, 'google')));
  return row?.n ?? -1;
}

/** Everything a player has that linking must keep. */
async function holdingsOf(token: string) {
  const [profile, cards, lab] = await Promise.all([
    profileOf(t.app, token),
    apiCall(t.app, token, 'GET', '/lab/cards'),
    apiCall(t.app, token, 'POST', '/lab/items/search', {}),
  ]);
  const { avatarUrl: _avatar, duelIntervalSeconds: _cooldown, ...kept } = profile;
  return {
    profile: kept,
    cards: cards.json<BattleCard[]>(),
    lab: lab.json<LabItem[]>(),
  };
}

describe('sign-in with Google', () => {
  it('is offered by the login screen when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(response.json()).toEqual({ anonymous: true, google: true });
  });

  it('ends with a bearer token for a new Google player, who registers as one', async () => {
    const email = newEmail();
    const end = await throughProvider(t.app, { email });
    expect(end.location).toBe('/api/auth-handover');
    const complete = await handover(t.app, end.jar);
    expect(complete).toMatch(/^\/auth\/complete#code=[\w-]+$/);
    // The session cookie the callback set is cleared: the game authenticates by bearer only.
    expect(end.jar.names().filter((name) => name.includes('session'))).toEqual([]);

    const { token, response } = await exchangeCode(t.app, codeOf(complete));
    expect(response.statusCode).toBe(200);
    expect(token).toEqual(expect.any(String));
    const created = await register(token ?? '');
    expect(created.statusCode).toBe(201);
    const profile = created.json<Profile>();
    expect(profile).toMatchObject({ signInProvider: 'google', level: 1, credits: 1000 });
    expect(await authUserOf(profile.id)).toEqual({ email, is_anonymous: false });
  });

  it('gives a second device the same player, and another Google account another one', async () => {
    const email = newEmail();
    const first = await signInWithGoogle(t.app, email);
    const created = (await register(first)).json<Profile>();
    const second = await signInWithGoogle(t.app, email);
    expect(second).not.toBe(first);
    const again = await register(second);
    expect(again.statusCode).toBe(200);
    expect(again.json<Profile>().id).toBe(created.id);

    const other = await signInWithGoogle(t.app, newEmail());
    expect((await register(other)).json<Profile>().id).not.toBe(created.id);
  });

  it('never deletes a guest whose token started a Google sign-in', async () => {
    const guest = await registeredGuest(t.app);
    const jar = new CookieJar();
    // The app never sends its bearer token here; a client that does must not lose the guest.
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: bearer(guest.token),
      payload: {
        provider: 'google',
        callbackURL: '/api/auth-handover',
        errorCallbackURL: '/auth/complete',
        disableRedirect: true,
        loginHint: newEmail(),
      },
    });
    jar.take(start.headers['set-cookie']);
    const { url } = start.json<{ url: string }>();
    const callback = new URL(
      (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    const back = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: jar.header() },
    });
    expect(back.statusCode).toBe(302);
    const still = await profileOf(t.app, guest.token);
    expect(still).toMatchObject({ id: guest.profile.id, signInProvider: 'anonymous' });
  });
});

describe('the handover code', () => {
  it('works once', async () => {
    const end = await throughProvider(t.app, { email: newEmail() });
    const code = codeOf(await handover(t.app, end.jar));
    expect((await exchangeCode(t.app, code)).token).toEqual(expect.any(String));
    const reused = await exchangeCode(t.app, code);
    expect(reused.token).toBeNull();
    expect(reused.response.statusCode).toBeGreaterThanOrEqual(400);
    expect(reused.response.statusCode).toBeLessThan(500);
    expect(reused.response.json<{ error: string }>().error).not.toBe('');
  });

  it('expires after a minute', async () => {
    const end = await throughProvider(t.app, { email: newEmail() });
    const code = codeOf(await handover(t.app, end.jar));
    await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second'
          where identifier like 'one-time-token:%'`,
    );
    const late = await exchangeCode(t.app, code);
    expect(late.token).toBeNull();
    expect(late.response.statusCode).toBe(400);
  });

  it('is refused when made up, and cannot be asked for by a client', async () => {
    for (const token of ['not-a-code', '', 'x'.repeat(5000)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/one-time-token/verify',
        payload: { token },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['set-auth-token']).toBeUndefined();
    }
    const guest = await signInGuest(t.app);
    const generate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/one-time-token/generate',
      headers: bearer(guest),
    });
    expect(generate.statusCode).toBeGreaterThanOrEqual(400);
    expect(generate.statusCode).toBeLessThan(500);
  });

  it('is not given without a session: the app is told so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-handover' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/complete?error=session_missing');
  });
});

describe('the state check (login CSRF)', () => {
  it('refuses a callback whose state was changed, and makes no user', async () => {
    const users = await countOf(user);
    const end = await throughProvider(t.app, {
      email: newEmail(),
      tamper: (callback) => callback.searchParams.set('state', 'forged-state'),
    });
    expect(end.location).toMatch(/^\/auth\/complete\?error=/);
    expect(await countOf(user)).toBe(users);
  });

  it("refuses a callback that comes without the starting browser's cookie", async () => {
    const users = await countOf(user);
    const jar = new CookieJar();
    const end = await throughProvider(t.app, {
      email: newEmail(),
      jar,
      // Another browser (the victim's) follows the attacker's callback link.
      tamper: () => {
        for (const name of jar.names()) jar.take(`${name}=; Max-Age=0`);
      },
    });
    expect(end.location).toMatch(/^\/auth\/complete\?error=/);
    expect(await countOf(user)).toBe(users);
  });
});

describe('linking a guest to Google', () => {
  it('keeps the same player with all its progress, and a second device finds it', async () => {
    const guest = await trader(t, 80);
    await craftCard(t, guest);
    await grantLabItems(t.database, guest.profile.id, [['steam', 2]]);
    const before = await holdingsOf(guest.token);
    expect(before.profile.signInProvider).toBe('anonymous');
    expect(before.cards).toHaveLength(1);

    const email = newEmail();
    const end = await throughProvider(t.app, { email, token: guest.token });
    expect(end.location).toBe('/auth/complete?linked=1');
    // The app registers after linking; the guest's token goes on working.
    const registered = await register(guest.token);
    expect(registered.statusCode).toBe(200);
    expect(registered.json<Profile>()).toMatchObject({
      id: guest.profile.id,
      signInProvider: 'google',
    });
    const after = await holdingsOf(guest.token);
    expect(after).toEqual({
      ...before,
      profile: { ...before.profile, signInProvider: 'google' },
    });
    expect(await authUserOf(guest.profile.id)).toEqual({ email, is_anonymous: false });

    // Log out, sign in with Google (here or on another device): the same player.
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(guest.token) });
    const google = await signInWithGoogle(t.app, email);
    expect((await register(google)).statusCode).toBe(200);
    expect(await holdingsOf(google)).toEqual(after);
  });

  it('refuses a Google account that already owns a profile, and changes neither', async () => {
    const email = newEmail();
    const owner = await signInWithGoogle(t.app, email);
    const ownerProfile = (await register(owner)).json<Profile>();
    const guest = await registeredGuest(t.app);
    const accounts = await countOf(account);

    const end = await throughProvider(t.app, { email, token: guest.token });
    const url = new URL(end.location, 'http://app.local');
    expect(url.pathname).toBe('/auth/complete');
    expect(url.searchParams.get('linked')).toBe('1');
    expect(url.searchParams.get('error')).toBe('account_already_linked_to_different_user');

    expect(await countOf(account)).toBe(accounts);
    expect(await profileOf(t.app, guest.token)).toMatchObject({
      id: guest.profile.id,
      signInProvider: 'anonymous',
    });
    expect((await authUserOf(guest.profile.id))?.is_anonymous).toBe(true);
    expect(await profileOf(t.app, owner)).toMatchObject({
      id: ownerProfile.id,
      signInProvider: 'google',
    });
  });

  it('leaves the guest exactly as it was when the link fails midway', async () => {
    const guest = await registeredGuest(t.app);
    const email = newEmail();
    // The link's last step fails: the player row is missing its check for this one request.
    await t.database.db.execute(
      sql`alter table player add constraint test_refuse_google check (sign_in_provider <> 'google') not valid`,
    );
    let end;
    try {
      end = await throughProvider(t.app, { email, token: guest.token });
    } finally {
      await t.database.db.execute(sql`alter table player drop constraint test_refuse_google`);
    }
    // The app knows it was linking (it noted so before leaving): here it only learns it failed.
    expect(end.location).toBe('/auth/complete?error=server_error');
    expect(await googleAccountsOf(guest.profile.id)).toBe(0);
    expect(await authUserOf(guest.profile.id)).toMatchObject({ is_anonymous: true });
    expect(await profileOf(t.app, guest.token)).toMatchObject({ signInProvider: 'anonymous' });

    // And it can be tried again.
    const retry = await throughProvider(t.app, { email, token: guest.token });
    expect(retry.location).toBe('/auth/complete?linked=1');
    expect(await profileOf(t.app, guest.token)).toMatchObject({ signInProvider: 'google' });
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/link-social',
      payload: { provider: 'google', callbackURL: '/auth/complete?linked=1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is refused when the player cancels at the provider', async () => {
    const guest = await registeredGuest(t.app);
    provider.refuseNext('access_denied');
    const end = await throughProvider(t.app, { email: newEmail(), token: guest.token });
    expect(new URL(end.location, 'http://app.local').searchParams.get('error')).toBe(
      'access_denied',
    );
    expect(await profileOf(t.app, guest.token)).toMatchObject({ signInProvider: 'anonymous' });
  });
});

describe('without Google configured', () => {
  it('says so to the login screen and refuses the flow with a clear error', async () => {
    const plain = await createTestApp();
    try {
      const options = await plain.app.inject({ method: 'GET', url: '/api/auth-options' });
      expect(options.json()).toEqual({ anonymous: true, google: false });
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/api/auth-handover' },
      });
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
      expect(start.statusCode).toBeLessThan(500);
      expect(start.json<{ error: string }>().error).not.toBe('');
    } finally {
      await plain.close();
    }
  });
});
