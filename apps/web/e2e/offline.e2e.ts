/**
 * A phone losing its network, as issue 23's tester did on a 360 x 740 touch screen: a
 * reload while offline shows the last known game under a banner, never a spinner for good,
 * and the game catches up by itself when the network returns, without a tap. A craft made
 * offline says so and changes nothing; nothing is sent again later. A server whose database
 * is away (503 with Retry-After) is 'catching its breath', and the game comes back by itself.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { guestInCraftingRun, readGrid, type Tile } from './flows';
import { startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

const banner = (page: Page) => page.getByTestId('connection-banner');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Game menu' });
const held = (tiles: Tile[]) => Object.fromEntries(tiles.map((tile) => [tile.id, tile.quantity]));

/** The service worker has installed the app (its precache) and the game is kept for reloads. */
async function readyForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => {
    const kept = localStorage.getItem('alchemy-arena.query-cache') ?? '';
    return kept.includes('"profile"') && kept.includes('"crafting","game"');
  });
}

describe('offline on a phone', () => {
  it('reloads offline into the last known game, then recovers by itself', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page, context } = phone;
    try {
      await guestInCraftingRun(page);
      await menu(page).getByText('Lvl 1').waitFor();
      const credits = await page.getByTestId('balance-credits').innerText();
      const before = held(await readGrid(page));
      await readyForOffline(page);

      await context.setOffline(true);
      await page.reload();
      await banner(page).getByText('You are offline').waitFor();
      await page.getByTestId('item-fire').waitFor();
      // The last known game, not placeholders: balances, level, and the menu's state.
      expect(await page.getByTestId('balance-credits').innerText()).toBe(credits);
      await menu(page).getByText('Lvl 1').waitFor();
      expect(await menu(page).getByText('Lvl …').count()).toBe(0);
      expect(held(await readGrid(page))).toEqual(before);
      expect(await page.locator('[role="progressbar"], .spinner').count()).toBe(0);

      // The network returns: no tap, the game asks the server again and the banner goes.
      const profileAsked = page.waitForResponse(
        (response) => response.url().endsWith('/api/profile') && response.ok(),
      );
      await context.setOffline(false);
      await profileAsked;
      await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
      expect(held(await readGrid(page))).toEqual(before);
      expect(await page.getByTestId('balance-credits').innerText()).toBe(credits);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('says an offline craft did nothing, sends nothing later, and crafts once back', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page, context } = phone;
    const crafts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/craft/game/items/craft')) crafts.push(request.method());
    });
    try {
      await guestInCraftingRun(page);
      const before = held(await readGrid(page));

      await context.setOffline(true);
      await banner(page).getByText('You are offline').waitFor();
      await page.getByTestId('item-fire').tap();
      await page.getByTestId('item-water').tap();
      await page.getByText('You are offline: nothing was crafted.').waitFor();
      expect(held(await readGrid(page))).toEqual(before);
      expect(crafts).toEqual([]);
      // Fire stays picked: one tap on Water tries again once the game is back.
      await page.getByTestId('item-fire').and(page.locator('[aria-pressed="true"]')).waitFor();

      await context.setOffline(false);
      await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
      // Nothing was queued: coming back online sends no craft by itself.
      await page.waitForTimeout(1500);
      expect(crafts).toEqual([]);
      expect(held(await readGrid(page))).toEqual(before);

      await page.getByTestId('item-water').tap();
      await page.waitForFunction(
        (fire) =>
          Number(
            document.querySelector('[data-testid="item-fire"]')?.getAttribute('data-quantity'),
          ) < fire,
        before.fire ?? 0,
      );
      expect(crafts).toEqual(['POST']);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('is catching its breath on a 503, says a write did nothing, and comes back by itself', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page } = phone;
    try {
      await guestInCraftingRun(page);
      const before = held(await readGrid(page));

      // The database is away: every game call answers 503 with Retry-After, as the server
      // does then; the health probe too.
      let away = true;
      let answered503 = 0;
      await page.route('**/api/**', async (route) => {
        if (!away) return route.fallback();
        answered503 += 1;
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            error: 'The game is catching its breath.',
            code: 'SERVICE_UNAVAILABLE',
          }),
        });
      });
      await page.getByTestId('item-fire').tap();
      await page.getByTestId('item-water').tap();
      await page
        .getByText('The game is catching its breath: nothing was crafted. Try again in a moment.')
        .waitFor();
      await banner(page).getByText('The game is catching its breath').waitFor();
      expect(held(await readGrid(page))).toEqual(before);

      // Back: the probe after Retry-After finds it, and the banner goes without a tap.
      away = false;
      await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
      expect(held(await readGrid(page))).toEqual(before);
      expect(answered503).toBeGreaterThanOrEqual(2);
      // Only our own 503s were seen.
      expect(phone.problems.filter((problem) => !problem.startsWith('503 '))).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
