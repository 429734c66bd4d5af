/**
 * The daily race (issue 26), played by a new guest on a 360 x 740 touch phone from `/`: the
 * menu's 'Daily Race' (with its dot), 'Start race', the day's shortest path crafted by a
 * finger's drag and then by taps, the end screen's squares shared to the clipboard (no item
 * name in it), and the player on the World board. Axe finds nothing serious on the race
 * screen, narrow or wide.
 *
 * The path is found by the race's own solver over the shipped recipes, from the attempt's
 * starting items to the target the screen shows (a test may; a player has no recipes).
 *
 * With RACE_SCREENSHOTS=<dir>, the screens are also saved there as PNGs, at 360 x 740 and
 * 1280 x 800, to look at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildRecipeGraph,
  RACE_MAX_CRAFTS,
  racePaths,
  SEED_ITEMS,
  type PathStep,
} from '@alchemy/game-rules';
import { seriousViolations } from './axe';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { centre } from './flows';
import { startGame, type Game } from './harness';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

const shotsDir = process.env.RACE_SCREENSHOTS;

/** Saves what the player sees at both sizes when RACE_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png` });
  }
  await page.setViewportSize(NARROW);
}

/** No serious or critical axe finding, at both sizes. */
async function noSeriousFindings(page: Page, screen: string): Promise<void> {
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page), `${screen} @${size.width}`).toEqual([]);
  }
  await page.setViewportSize(NARROW);
}

const CONTENT = new URL('../../server/content/', import.meta.url);

/**
 * The fewest-craft path from the race's start to its target, by item name, found by the
 * race's own solver (game-rules) over the shipped recipes, as the server's draw does.
 */
function shortestPath(start: ReadonlyMap<string, number>, target: string): PathStep[] {
  const triples = z
    .array(z.tuple([z.string(), z.string(), z.string()]))
    .parse(JSON.parse(readFileSync(new URL('recipes.json', CONTENT), 'utf8')));
  const graph = buildRecipeGraph(
    triples.map(([one, two, result]) => ({ one, two, result })),
    SEED_ITEMS.map((seed) => seed.name),
  );
  const [path] = racePaths(graph, start, target, RACE_MAX_CRAFTS, 1);
  if (!path) throw new Error(`no path to ${target}`);
  return path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The race's starting items, as the signed-in player's attempt holds them. */
async function startingStock(page: Page): Promise<Map<string, number>> {
  const items = await page.evaluate(async () => {
    const token = localStorage.getItem('alchemy-arena.token');
    const response = await fetch('/api/race', { headers: { authorization: `Bearer ${token}` } });
    const race = (await response.json()) as {
      attempt: { items: Array<{ name: string; quantity: number }> };
    };
    return race.attempt.items.map((entry) => [entry.name, entry.quantity] as const);
  });
  return new Map(items);
}

/** A finger: down on `from`, a first move sideways (the grid's drag), on to `to`, up. */
async function fingerDrag(cdp: CDPSession, page: Page, from: Locator, to: Locator) {
  await from.evaluate((tile) => tile.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const start = await centre(from);
  const end = await centre(to);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  const sideways = { x: start.x + (end.x >= start.x ? 8 : -8), y: start.y };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [sideways] });
  for (let step = 1; step <= 10; step += 1) {
    const x = sideways.x + ((end.x - sideways.x) * step) / 10;
    const y = sideways.y + ((end.y - sideways.y) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const crafts = (page: Page) => page.getByTestId('race-crafts');

/** Waits for the craft to be counted and its dialog (if any) to be closed. */
async function afterCraft(page: Page, count: number, last: boolean): Promise<void> {
  if (last) {
    await page.getByTestId('race-end').waitFor();
    return;
  }
  await expect.poll(() => crafts(page).innerText(), { timeout: 10_000 }).toBe(String(count));
  const continueButton = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
  if (await continueButton.isVisible().catch(() => false)) await continueButton.click();
  await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);
}

describe('the daily race', () => {
  it('is opened from the menu, raced by drag and taps, shared without spoilers, and ranked', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page, context } = phone;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/game/crafting/new');

      // The menu's entry, with its dot: today's race is not run yet.
      const entry = page
        .getByRole('navigation', { name: 'Game menu' })
        .getByRole('link', { name: /^Daily Race/ });
      await entry.getByTestId('race-dot').waitFor();
      await entry.click();
      await page.waitForURL('**/game/race');
      await page.getByRole('heading', { name: /^Daily Race/ }).waitFor();

      // Before the start: the target, the rules of the run, the countdown in both clocks.
      const start = page.getByRole('button', { name: 'Start race' });
      await start.waitFor();
      await expect
        .poll(() => page.getByText('The clock starts at your first craft').count())
        .toBe(1);
      expect(await page.getByTestId('race-countdown').innerText()).toMatch(
        /Next race in \d+:\d{2}:\d{2}, at \d{2}:\d{2} your time \(00:00 UTC\)/,
      );
      const targetName = await page.locator('.race-target__name').innerText();
      expect(targetName.length).toBeGreaterThan(0);
      await shot(page, 'race-before-start');
      await noSeriousFindings(page, 'the race before the start');

      await start.click();
      await page.getByRole('list', { name: 'Your items' }).waitFor();
      const stock = await startingStock(page);
      const steps = shortestPath(stock, targetName);
      const names = new Set([...stock.keys(), ...steps.map((step) => step.result)]);
      // The drag layer is part of the race's own chunk: dnd-kit's live region is there.
      await page.locator('[id^="DndDescribedBy"]').waitFor({ state: 'attached' });
      // A tile is named by its item's name first: 'Fire, building block, 3 held'.
      const tile = (name: string) =>
        page
          .getByRole('list', { name: 'Your items' })
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)},`) });

      // The first craft by a finger's drag, the rest by two taps each.
      const cdp = await context.newCDPSession(page);
      for (const [index, step] of steps.entries()) {
        const last = index === steps.length - 1;
        if (index === 0) {
          await fingerDrag(cdp, page, tile(step.one), tile(step.two));
        } else {
          await tile(step.one).click();
          await tile(step.two).click();
        }
        await afterCraft(page, index + 1, last);
        if (index === 0) {
          expect(await page.getByTestId('race-time').innerText()).toMatch(/^\d+\.\ds$/);
          await shot(page, 'race-playing', page.getByRole('region', { name: 'Race under way' }));
        }
      }

      // The end: the target made, crafts and rank, the squares; then the share text.
      const end = page.getByTestId('race-end');
      await end.getByRole('heading', { name: 'Target made!' }).waitFor();
      await page.getByTestId('race-rank').waitFor();
      expect(await page.getByTestId('race-rank').innerText()).toMatch(/^Rank 1\b/);
      await page.getByRole('button', { name: 'Share result' }).click();
      await page.getByText('Result copied').waitFor();
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      const lines = shared.split('\n');
      expect(lines[0]).toMatch(/^Alchemy Arena daily race \d{4}-\d{2}-\d{2}$/);
      expect(lines[1]).toBe('\u{1F7E9}'.repeat(steps.length));
      expect(lines[2]).toMatch(new RegExp(`^${steps.length} crafts? in `));
      expect(lines[3]).toMatch(/\/game\/race$/);
      for (const name of names) expect(shared).not.toContain(name);
      await shot(page, 'race-end', end);

      // The board of the day: the player on the World board, highlighted.
      const board = page.getByRole('list', { name: 'World board' });
      await board.getByTestId('race-row-you').waitFor();
      expect(await board.getByTestId('race-row-you').innerText()).toContain(
        `${steps.length} craft`,
      );
      await shot(page, 'race-board', page.locator('.race-board'));
      await noSeriousFindings(page, 'the race after the end');

      // The dot is gone; a practice run says it is practice.
      await expect.poll(() => page.getByTestId('race-dot').count()).toBe(0);
      await page.getByRole('button', { name: 'Practice again (unscored)' }).click();
      await page.getByText('Practice (unscored).').waitFor();
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
