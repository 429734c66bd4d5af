/**
 * The deployment of docs/DEPLOY.md, played: Debian's nginx with deploy/nginx's site file
 * in front of two server instances on one PostgreSQL database (no AUTH_SECRET: the
 * instances share the one kept in the database), TRUST_PROXY on. A newcomer plays through
 * nginx; an instance is restarted the way deploy/rolling-restart.sh does, and the player
 * carries on; the sign-in rate limit is one count across both instances, keyed by the
 * address nginx hands over, which a client cannot forge. While the database is away, every
 * call answers 503 with Retry-After, and the game comes back by itself. Two browsers trade
 * through nginx while each instance in turn restarts: the seller is told of the sale on the
 * live channel without a refresh, whichever instance held the stream.
 *
 * Needs DATABASE_URL and nginx (.ci/run installs both); skipped otherwise.
 */
import pg from 'pg';
import { z } from 'zod';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '../../../scripts/lib/fresh-postgres';
import { hasNginx, startNginx, type RunningNginx } from '../../../scripts/lib/nginx';
import { startServer, type RunningServer } from '../../../scripts/lib/start-server';
import type { Page } from 'playwright-core';
import { xpForLevel } from '@alchemy/game-rules';
import { continuePastLevelUp, firstLoadsDone, guestInCraftingRun, guestWithCard } from './flows';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newVisitor, type Game } from './harness';
import { whoIs } from './store';

const canRun = Boolean(process.env.DATABASE_URL) && hasNginx();
const SIGN_INS_PER_MINUTE = 12;
/** nginx's fail_timeout (scripts/lib/nginx.ts, deploy/nginx/alchemy-arena.conf), and a second. */
const NGINX_FAIL_TIMEOUT_MS = 11_000;

let database: FreshPostgres;
let instances: RunningServer[] = [];
let nginx: RunningNginx;
let browser: Browser;
let viaNginx: Game;

beforeAll(async () => {
  if (!canRun) return;
  database = await createFreshPostgres('aa_deploy');
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
  };
  // One after the other: the first migrates the database, the second finds it ready.
  instances = [await startServer(env), await startServer(env)];
  nginx = await startNginx(instances.map((instance) => Number(new URL(instance.url).port)));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const first = instances[0];
  if (!first) throw new Error('no instance');
  viaNginx = { server: { ...first, url: nginx.url }, browser, close: async () => {} };
});

/** A call as the page's app makes it: its token, through nginx. */
async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const token = localStorage.getItem('alchemy-arena.token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body, headers },
  );
}

/** A player made by calls alone, through nginx: a guest with a profile. */
async function signUpThroughNginx(): Promise<{ headers: Record<string, string>; name: string }> {
  const signIn = await fetch(`${nginx.url}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`no token: ${signIn.status}`);
  const headers = { authorization: `Bearer ${token}` };
  const registered = await fetch(`${nginx.url}/api/profile/register`, { method: 'POST', headers });
  return { headers, name: z.object({ name: z.string() }).parse(await registered.json()).name };
}

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  for (const instance of instances) await instance.stop();
  await database?.drop();
});

describe.runIf(canRun)('two instances on one PostgreSQL behind nginx', () => {
  it('lets a newcomer play through nginx while an instance restarts', async () => {
    const { page, context, problems } = await newVisitor(viaNginx);
    try {
      const door = await page.goto('/');
      expect(door?.status()).toBe(200);
      await guestInCraftingRun(page);
      const credits = page.getByTestId('balance-credits');
      await credits.filter({ hasText: '1,000' }).waitFor();

      // A rolling restart of the first instance: SIGTERM, then up again. Meanwhile the
      // player's reads are served by the other one.
      const restarting = instances[0]?.restart();
      const reads = await page.evaluate(async () => {
        const token = localStorage.getItem('alchemy-arena.token');
        const statuses: number[] = [];
        for (let i = 0; i < 20; i += 1) {
          const response = await fetch('/api/profile', {
            headers: { authorization: `Bearer ${token}` },
          });
          statuses.push(response.status);
        }
        return statuses;
      });
      await restarting;
      expect(reads.every((status) => status === 200)).toBe(true);

      // The session signed by one instance is good on both: the game goes on.
      await page.reload();
      await page.getByTestId('item-fire').waitFor();
      await page.getByTestId('item-fire').click();
      await page.getByTestId('item-water').click();
      await page.getByText(/New \w+ item Crafted!|Item already exists/).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(
    'tells a seller of a sale live through nginx, across instances and their restarts',
    { timeout: 120_000 },
    async () => {
      const seller = await newVisitor(viaNginx);
      const buyer = await newVisitor(viaNginx);
      try {
        const cardId = await guestWithCard(seller.page);
        await guestInCraftingRun(buyer.page);
        const sellerIs = await whoIs(seller.page);
        const buyerIs = await whoIs(buyer.page);
        // Test set-up, not play: both at the market's level, as if they had duelled.
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          await admin.query('update player set level = 3, experience = $1 where id = any($2)', [
            xpForLevel(3),
            [sellerIs.id, buyerIs.id],
          ]);
        } finally {
          await admin.end();
        }
        // The seller's page reads the new level and shows its screen; past it, the game.
        await seller.page.goto('/game/crafting');
        await continuePastLevelUp(seller.page, 3);
        await firstLoadsDone(seller.page);
        const listing = await call(seller.page, 'POST', '/market/listings', {
          cardId,
          price: 40,
          currency: 'magicDust',
        });
        expect(listing.status).toBe(201);
        const listingId = z.object({ id: z.uuid() }).parse(listing.body).id;

        // The sale is made while the first instance is down: the seller's stream, wherever
        // it was, is (or comes back) on the other, reads what was stored meanwhile, and the
        // seller is told before the instance is back.
        await instances[0]?.restart(async () => {
          const bought = await call(
            buyer.page,
            'POST',
            `/market/listings/${listingId}/purchase`,
            undefined,
            { 'idempotency-key': crypto.randomUUID() },
          );
          expect(bought.status).toBe(200);
          await seller.page
            .getByText(new RegExp(`^${buyerIs.name} bought your .* for 40 magic dust\\.`))
            .waitFor({ timeout: 10_000 });
        });

        // Then the other instance, as deploy/rolling-restart.sh does it: once nginx sends to
        // the first again (it leaves an instance that failed alone for its fail_timeout of
        // 10 s, even once healthy). A friend request made while it is down arrives too.
        await new Promise((resolve) => setTimeout(resolve, NGINX_FAIL_TIMEOUT_MS));
        await instances[1]?.restart(async () => {
          const invited = await call(buyer.page, 'POST', '/friends/invite', {
            friendId: sellerIs.id,
          });
          expect(invited.status).toBe(201);
          await seller.page
            .getByText(`${buyerIs.name} wants to be your friend.`)
            .waitFor({ timeout: 10_000 });
        });

        // Both instances up: an event from either reaches the seller within 2 s.
        const third = await signUpThroughNginx();
        const request = await fetch(`${nginx.url}/api/friends/invite`, {
          method: 'POST',
          headers: { ...third.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ friendId: sellerIs.id }),
        });
        expect(request.status).toBe(201);
        await seller.page
          .getByText(`${third.name} wants to be your friend.`)
          .waitFor({ timeout: 2000 });
        await seller.page.getByRole('button', { name: /^Notifications, [3-9] unread$/ }).waitFor();
        expect(seller.problems).toEqual([]);
        expect(buyer.problems).toEqual([]);
      } finally {
        await seller.context.close();
        await buyer.context.close();
      }
    },
  );

  it('answers 503 with Retry-After through nginx while the database is away, then plays on', async () => {
    const signIn = await fetch(`${nginx.url}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const token = signIn.headers.get('set-auth-token');
    if (!token) throw new Error(`no token: ${signIn.status}`);
    const headers = { authorization: `Bearer ${token}` };
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    expect(
      (await fetch(`${nginx.url}/api/profile/register`, { method: 'POST', headers })).status,
    ).toBe(201);

    // As in a PostgreSQL restart: no new connection, every open one cut, on both instances.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const setConnections = (allowed: boolean) =>
      admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS ${allowed}`);
    try {
      await setConnections(false);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [database.name],
      );
      const answers: Array<{ status: number; retryAfter: string | null; body: unknown }> = [];
      for (let i = 0; i < 6; i += 1) {
        const read = await fetch(`${nginx.url}/api/profile`, { headers });
        const write = await fetch(`${nginx.url}/api/profile/username`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify({ name: 'Merlin' }),
        });
        for (const response of [read, write]) {
          answers.push({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.json(),
          });
        }
      }
      // Whether an instance answered or nginx, having left both alone, answered for them.
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 503,
          retryAfter: '5',
          body: {
            code: 'SERVICE_UNAVAILABLE',
            error: 'The game is catching its breath. Try again in a moment.',
          },
        });
      }
    } finally {
      await setConnections(true);
      await admin.end();
    }

    // Back by itself: within nginx's 10 s of leaving an instance alone, and the name the
    // refused write asked for was never stored.
    const deadline = Date.now() + 30_000;
    let profile = await fetch(`${nginx.url}/api/profile`, { headers });
    while (profile.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      profile = await fetch(`${nginx.url}/api/profile`, { headers });
    }
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { name: string }).name).not.toBe('Merlin');
  });

  it('counts sign-ins per player address across both instances, whatever a client claims', async () => {
    // Test set-up: a fresh window. The earlier tests' sign-ins opened one whose end (a
    // minute after its first hit) may fall before, or during, this loop.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('delete from rate_limit');
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE + 3; i += 1) {
      const response = await fetch(`${nginx.url}/api/auth/sign-in/anonymous`, {
        method: 'POST',
        // A forged address: nginx replaces it with the real one.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
        body: '{}',
      });
      statuses.push(response.status);
    }
    // nginx (least_conn, ties taken in turn) spreads the calls over both instances: a count
    // per instance would let all of them through.
    expect(statuses).toEqual([
      ...Array.from({ length: SIGN_INS_PER_MINUTE }, () => 200),
      429,
      429,
      429,
    ]);
  });
});
