/**
 * The deployment of docs/DEPLOY.md, played: Debian's nginx with deploy/nginx's site file
 * in front of two server instances on one PostgreSQL database (no AUTH_SECRET: the
 * instances share the one kept in the database), TRUST_PROXY on. A newcomer plays through
 * nginx; an instance is restarted the way deploy/rolling-restart.sh does, and the player
 * carries on; the sign-in rate limit is one count across both instances, keyed by the
 * address nginx hands over, which a client cannot forge.
 *
 * Needs DATABASE_URL and nginx (.ci/run installs both); skipped otherwise.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, type FreshPostgres } from '../../../scripts/lib/fresh-postgres';
import { hasNginx, startNginx, type RunningNginx } from '../../../scripts/lib/nginx';
import { startServer, type RunningServer } from '../../../scripts/lib/start-server';
import { guestInCraftingRun } from './flows';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newVisitor, type Game } from './harness';

const canRun = Boolean(process.env.DATABASE_URL) && hasNginx();
const SIGN_INS_PER_MINUTE = 12;

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

  it('counts sign-ins per player address across both instances, whatever a client claims', async () => {
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
    // The first test's visitor signed in once, through the same limit.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeLessThanOrEqual(SIGN_INS_PER_MINUTE - 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
