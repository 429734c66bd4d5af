/**
 * Daily goals, the streak, collections and achievements (issue 25), played by a new guest
 * on a 360 x 740 touch phone from `/`: a newcomer's day always draws the three crafting
 * goals (combine 6 pairs, discover a new item, play a crafting game to its end; only they
 * are open at level 1), so the guest finishes them by playing, hears of each where it
 * happens, claims them and sees the streak start. Then a family's collection in the Codex
 * (its items made discovered through the store, as an hour of play would) pays its 25%
 * chest, and the first discovery's achievement gives a title the world leaderboard shows.
 * Axe finds nothing serious on the new screens, narrow or wide.
 *
 * With GOALS_SCREENSHOTS=<dir>, the screens are also saved there as PNGs, at 360 x 740 and
 * 1280 x 800, to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { craft, guestInCraftingRun, noDialogOpen, readGrid } from './flows';
import { newDeviceVisitor } from './devices';
import { startGame, type Game } from './harness';
import { screenshots } from './screenshots';
import { discoverFamilyItems, whoIs } from './store';

const PHONE_360 = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

const shot = screenshots('GOALS_SCREENSHOTS');

/** No serious or critical axe finding, at both sizes. */
async function noSeriousFindings(page: Page, screen: string): Promise<void> {
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    expect(await seriousViolations(page), `${screen} @${size.width}`).toEqual([]);
  }
  await page.setViewportSize(NARROW);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Game menu' });

async function openGoals(page: Page): Promise<void> {
  await menu(page)
    .getByRole('link', { name: /^Goals/ })
    .click();
  await page.waitForURL('**/game/goals');
  await page.getByRole('heading', { name: 'Today’s goals' }).waitFor();
}

const goal = (page: Page, kind: string) => page.getByTestId(`goal-${kind}`);

async function creditsShown(page: Page): Promise<number> {
  const text = await page.getByTestId('balance-credits').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** One craft of a held base element with another held item; false when none is left. */
async function craftAnything(page: Page): Promise<boolean> {
  const held = (await readGrid(page)).filter((tile) => tile.quantity > 0);
  const base = held.find((tile) => tile.isBuildingBlock);
  const other = held.find((tile) => tile !== base);
  if (!base || !other) return false;
  await craft(page, base.id, other.id);
  return true;
}

async function restartRun(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restart Level' }).click();
  await page.waitForURL('**/game/crafting/new');
  await page.getByRole('button', { name: 'Start Crafting' }).click();
  await page.waitForURL(/\/game\/crafting$/);
  await page.getByTestId('item-fire').waitFor();
}

describe('daily goals, the streak, collections and achievements', () => {
  it('a new guest completes and claims three goals, a collection chest and a title', async () => {
    const visitor = await newDeviceVisitor(game, PHONE_360);
    const { page, problems } = visitor;
    try {
      await guestInCraftingRun(page, '/');

      // The day's three goals, from the menu, with the turn of the day in the player's clock.
      await openGoals(page);
      await expect.poll(() => page.getByTestId(/^goal-/).count()).toBe(3);
      await goal(page, 'craft').getByText('Combine 6 pairs').waitFor();
      await goal(page, 'discover').getByText('Discover a new item').waitFor();
      await goal(page, 'finish-run').getByText('Play a crafting game to its end').waitFor();
      await expect
        .poll(() => page.getByTestId('goals-countdown').textContent())
        .toMatch(/^New goals in .+, at \d\d:\d\d your time$/);
      expect(await page.getByTestId('streak-days').textContent()).toBe('No streak yet');
      await shot(page, 'goals-start');
      await shot(page, 'goals-start-list', { focus: page.getByTestId('goals-tally') });
      await noSeriousFindings(page, 'goals');

      // Playing: the first discovery completes a goal where it happens, with a toast.
      await menu(page).getByRole('link', { name: 'Crafting' }).click();
      await page.getByTestId('item-fire').waitFor();
      await craft(page, 'fire', 'water');
      const toast = page.getByTestId('notice-toast').filter({ hasText: 'Goal complete!' });
      await toast.filter({ hasText: 'Discover a new item' }).waitFor();
      await toast.filter({ hasText: 'First Spark' }).waitFor();
      await shot(page, 'toast-crafting');
      await expect.poll(() => menu(page).getByTestId('goals-badge').textContent()).toMatch(/^1/);

      // Crafting on, through a game's end and into a new one: combine six pairs in all.
      let crafts = 1;
      const gameOver = page.getByRole('heading', { name: 'No more crafting possible!' });
      while (crafts < 6) {
        if ((await gameOver.isVisible()) || !(await craftAnything(page))) {
          await gameOver.waitFor();
          await restartRun(page);
          continue;
        }
        crafts += 1;
      }
      while (!(await gameOver.isVisible())) {
        if (!(await craftAnything(page))) break;
      }
      await gameOver.waitFor();
      await noDialogOpen(page);
      await expect.poll(() => menu(page).getByTestId('goals-badge').textContent()).toMatch(/^3/);

      // Claiming: each reward flies to the purse; the streak starts today.
      await openGoals(page);
      expect(await page.getByTestId('goals-tally').textContent()).toBe('3 of 3 done');
      await shot(page, 'goals-done', { focus: page.getByTestId('goals-tally') });
      for (const kind of ['craft', 'discover', 'finish-run']) {
        const before = await creditsShown(page);
        await goal(page, kind)
          .getByRole('button', { name: /^Claim/ })
          .click();
        await expect.poll(() => goal(page, kind).getAttribute('data-status')).toBe('claimed');
        await expect.poll(() => creditsShown(page)).toBeGreaterThan(before);
      }
      expect(await page.getByTestId('streak-days').textContent()).toBe('1-day streak');
      await expect.poll(() => page.locator('.streak__day[data-state="played"]').count()).toBe(1);
      expect(await page.getByTestId('streak-freeze').textContent()).toMatch(/^Freeze ready/);
      expect(await menu(page).getByTestId('goals-badge').count()).toBe(0);
      await shot(page, 'goals-claimed');
      await shot(page, 'goals-claimed-list', { focus: page.getByTestId('goals-tally') });

      // A collection: a quarter of Weather discovered (the store plays the hour for us).
      const me = await whoIs(page);
      expect(await discoverFamilyItems(game, me.id, 'Weather', 12)).toBe(12);
      await page.goto('/game/encyclopedia');
      const weather = page.getByTestId('collection-Weather');
      await weather.waitFor();
      await expect
        .poll(() => weather.getByTestId('collection-count').textContent())
        .toMatch(/^1[2-9]\/\d+ discovered$/);
      await expect
        .poll(() => menu(page).getByTestId('collections-badge').count())
        .toBeGreaterThan(0);
      await shot(page, 'codex-collections');
      await noSeriousFindings(page, 'codex');
      const before = await creditsShown(page);
      await weather.getByRole('button', { name: /^Open the Weather 25% chest/ }).click();
      await weather.locator('.milestone-pip--claimed').filter({ hasText: '25%' }).waitFor();
      await expect.poll(() => creditsShown(page)).toBeGreaterThan(before);

      // The first discovery's achievement: its title, shown on the world leaderboard.
      await page.goto('/game/goals?tab=achievements');
      const spark = page.getByTestId('achievement-first-discovery');
      await spark.waitFor();
      expect(await spark.getAttribute('data-earned')).toBe('true');
      await spark.getByRole('button', { name: 'Show title: Tinkerer' }).click();
      await page.getByTestId('title-shown').getByText('Tinkerer').waitFor();
      await shot(page, 'achievements');
      await noSeriousFindings(page, 'achievements');
      await menu(page)
        .getByRole('link', { name: /Profile/ })
        .click();
      await page.waitForURL('**/game/profile');
      await page.getByTestId('profile-title').getByText('Tinkerer').waitFor();
      const myRow = page.getByTestId(`board-row-${me.id}`).first();
      await myRow.waitFor();
      expect(await myRow.getByTestId('board-title').textContent()).toContain('Tinkerer');
      await shot(page, 'profile-title');
      await shot(page, 'leaderboard-title', { focus: myRow });
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 300_000);
});
