/**
 * A new visitor walks the game shell in Chromium the way a person does: clicks, hovers,
 * reads the screen. The game is the built app served by the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

describe('the first paint', () => {
  it('draws the title before any script runs, then hands over to the login screen in place', async () => {
    // Without scripts: the splash of index.html, and why there is nothing more.
    const noScript = await game.browser.newContext({
      baseURL: game.server.url,
      javaScriptEnabled: false,
    });
    try {
      const page = await noScript.newPage();
      await page.goto('/login');
      const title = page.getByRole('heading', { level: 1, name: 'Alchemy Arena' });
      expect(await title.isVisible()).toBe(true);
      // innerText: what is drawn (Playwright's text locators skip <noscript>).
      expect(await page.locator('body').innerText()).toContain(
        'Alchemy Arena needs JavaScript to run.',
      );
      // The sigil is drawn from the first byte: the icon is in the page, not in a script.
      expect(await page.locator('#splash .login__sigil svg path').count()).toBeGreaterThan(0);
    } finally {
      await noScript.close();
    }

    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Continue as Guest' }).waitFor();
      // The splash is gone and the login screen's own title stands in its place.
      expect(await page.locator('#splash').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
        'Alchemy Arena',
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a new guest', () => {
  it('signs in, sees the starting balances, stays signed in, reads the locked Lab, and logs out', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      // The front door, as the README says: a fresh profile, no service worker yet.
      const door = await page.goto('/');
      expect(door?.status()).toBe(200);
      await page.waitForURL('**/login');

      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/game/crafting');
      const credits = page.getByTestId('balance-credits');
      await credits.filter({ hasText: '1,000' }).waitFor();
      expect(await credits.textContent()).toBe('1,000');
      expect(await page.getByTestId('balance-diamonds').textContent()).toBe('20');
      expect(await page.getByTestId('balance-magicDust').textContent()).toBe('50');

      await page.reload();
      await credits.filter({ hasText: '1,000' }).waitFor();
      // Still signed in; with no crafting game yet the player is sent to the allocation.
      await page.waitForURL('**/game/crafting/new');

      const menu = page.getByRole('navigation', { name: 'Game menu' });
      await menu.getByRole('button', { name: 'Lab' }).hover();
      const tooltip = page.getByRole('tooltip').filter({ hasText: 'Lab is locked' });
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toBe(
        'Lab is locked. Buy an item from the crafting game to unlock it.',
      );

      await menu.getByRole('button', { name: 'Arena' }).hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: 'Arena is locked. Craft a battle card in the Lab to unlock it.' })
        .waitFor();

      await page.goto('/logout');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).waitFor();

      await page.goto('/game/profile');
      await page.waitForURL('**/login');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('walks every route of the shell, and the profile screen shows the player', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/game/crafting');

      await page.goto('/profile');
      await page.waitForURL('**/game/profile');
      await page
        .getByText(/^Adventurer-[A-Z0-9]{4}$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Logout' }).waitFor();

      for (const path of ['/game/lab', '/game/arena', '/game/market', '/game/crafting/new']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        await page.getByRole('navigation', { name: 'Game menu' }).waitFor();
      }

      // A duel route with ids that are not the player's cards goes back to the arena
      // (the guard of duel-screen.tsx); arena.e2e.ts watches a real duel without the menu.
      await page.goto('/game/arena/some-card');
      await page.waitForURL(/\/game\/arena$/);

      // A signed-in player is sent away from /login, and '' goes to the game.
      await page.goto('/login');
      await page.waitForURL('**/game/crafting');
      await page.goto('/');
      await page.waitForURL('**/game/crafting');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps an invitation through the forced login', async () => {
    const { page, context } = await newVisitor(game);
    try {
      await page.goto('/invite/abc123');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/invite/abc123');
    } finally {
      await context.close();
    }
  });

  it('gets the bottom menu on a 360 px phone, without horizontal scrolling', async () => {
    const { page, context } = await newVisitor(game, { width: 360, height: 740 });
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/game/crafting');
      const menu = page.getByRole('navigation', { name: 'Game menu' });
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeGreaterThan(740 - 2);
      expect(box!.width).toBeGreaterThan(340);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});
