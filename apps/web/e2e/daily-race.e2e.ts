/**
 * The daily race (issue 26), played by a new guest on a 360 x 740 touch phone from `/`: the
 * menu's 'Daily Race' (with its dot), 'Start race', the day's shortest path crafted by a
 * finger's drag and then by taps, the end screen's squares shared to the clipboard (no item
 * name in it), and the player on the World board. Axe finds nothing serious on the race
 * screen, narrow or wide. Then two new players become friends (an invitation from the
 * World board, accepted in Friends), race the same day by two paths, one of more crafts,
 * and each one's Friends board of the day ranks the fewer crafts first.
 *
 * The paths are found by the race's own solver over the shipped recipes, from the attempt's
 * starting items to the target the screen shows (a test may, as a speedrunner knows the
 * catalogue; the server gives no path away).
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
  endsOnTargetOnly,
  RACE_MAX_CRAFTS,
  raceCraft,
  racePaths,
  SEED_ITEMS,
  type PathStep,
  type RaceStock,
  type RecipeGraph,
} from '@alchemy/game-rules';
import { seriousViolations } from './axe';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { centre } from './flows';
import { newVisitor, startGame, type Game } from './harness';
import { whoIs } from './store';

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

let shippedGraph: RecipeGraph | undefined;

/** The shipped recipes as the race's graph, as the server's draw builds it. */
function catalogueGraph(): RecipeGraph {
  if (shippedGraph) return shippedGraph;
  const triples = z
    .array(z.tuple([z.string(), z.string(), z.string()]))
    .parse(JSON.parse(readFileSync(new URL('recipes.json', CONTENT), 'utf8')));
  shippedGraph = buildRecipeGraph(
    triples.map(([one, two, result]) => ({ one, two, result })),
    SEED_ITEMS.map((seed) => seed.name),
  );
  return shippedGraph;
}

/**
 * The fewest-craft path from the race's start to its target, by item name, found by the
 * race's own solver (game-rules) over the shipped recipes, as the server's draw does.
 */
function shortestPath(start: RaceStock, target: string): PathStep[] {
  const [path] = racePaths(catalogueGraph(), start, target, RACE_MAX_CRAFTS, 1);
  if (!path) throw new Error(`no path to ${target}`);
  return path;
}

/**
 * Whether the server plays `path` to its end: every craft allowed, the run never over, the
 * target made by the last craft and no other (the server ends the race at the target).
 */
function playsToTheEnd(start: RaceStock, target: string, path: readonly PathStep[]): boolean {
  let stock: RaceStock = start;
  for (const [index, step] of path.entries()) {
    const craft = raceCraft(catalogueGraph(), stock, target, step.one, step.two);
    if (!craft.ok || craft.value.over) return false;
    if (craft.value.won !== (index === path.length - 1)) return false;
    stock = craft.value.stock;
  }
  return true;
}

/**
 * Another way to the target, with more crafts than the fewest: a longer chain of the
 * solver's when the day has one; else a side craft first (a recipe made from items the
 * rest can spare), then the fewest crafts from what is left.
 */
function roundaboutPath(start: RaceStock, target: string, fewest: number): PathStep[] {
  const longer = racePaths(catalogueGraph(), start, target, RACE_MAX_CRAFTS, 200).find(
    (path) => path.length > fewest && playsToTheEnd(start, target, path),
  );
  if (longer) return longer;
  const names = [...start.keys()].sort();
  for (const one of names) {
    for (const two of names) {
      if (one >= two) continue;
      const side = raceCraft(catalogueGraph(), start, target, one, two);
      if (!side.ok || side.value.made === null || side.value.won || side.value.over) continue;
      const rest = racePaths(catalogueGraph(), side.value.stock, target, RACE_MAX_CRAFTS, 20).find(
        (path) => endsOnTargetOnly(path, target) && playsToTheEnd(side.value.stock, target, path),
      );
      if (rest) return [{ one, two, result: side.value.made }, ...rest];
    }
  }
  throw new Error(`no roundabout way to ${target}`);
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

  it('ranks two friends who raced the day by different paths, the fewer crafts first', async () => {
    const swift = await newVisitor(game);
    const roundabout = await newVisitor(game);
    try {
      for (const { page } of [swift, roundabout]) {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Continue as Guest' }).click();
        await page.waitForURL('**/game/crafting/new');
      }
      const swiftName = (await whoIs(swift.page)).name;
      const roundaboutName = (await whoIs(roundabout.page)).name;

      // They become friends: one invites the other from the World board, who accepts.
      await openProfile(swift.page);
      await swift.page.getByRole('button', { name: `Invite ${roundaboutName}` }).click();
      await swift.page.getByText(`Invitation sent to ${roundaboutName}!`).waitFor();
      await openProfile(roundabout.page);
      await roundabout.page.getByRole('tab', { name: 'Friends' }).click();
      await roundabout.page
        .getByRole('button', { name: `Accept invitation from ${swiftName}` })
        .click();
      await roundabout.page.getByText('Invitation accepted!').waitFor();

      // The same race for both: one by the fewest crafts, the other the long way round.
      const fewest = await raceToTheEnd(swift.page, (stock, target) => shortestPath(stock, target));
      const more = await raceToTheEnd(roundabout.page, (stock, target) =>
        roundaboutPath(stock, target, shortestPath(stock, target).length),
      );
      expect(more.target).toBe(fewest.target);
      expect(more.crafts).toBeGreaterThan(fewest.crafts);

      // Each one's Friends board of the day: both, the fewer crafts first.
      await swift.page.reload();
      for (const { page } of [roundabout, swift]) {
        await page.getByTestId('race-end').waitFor();
        const board = page.locator('.race-board');
        await board.getByRole('tab', { name: 'Friends' }).click();
        const rows = board.getByRole('list', { name: 'Friends board' }).getByRole('listitem');
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
        const [first, second] = await rows.allInnerTexts();
        expect(first).toContain(swiftName);
        expect(first).toContain(`${fewest.crafts} crafts`);
        expect(second).toContain(roundaboutName);
        expect(second).toContain(`${more.crafts} crafts`);
      }
      expect(swift.problems).toEqual([]);
      expect(roundabout.problems).toEqual([]);
    } finally {
      await swift.context.close();
      await roundabout.context.close();
    }
  });
});

/** From anywhere in the game: the menu's Profile, its World board loaded. */
async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: /^Profile/ })
    .click();
  await page.waitForURL('**/game/profile');
  await page.getByRole('list', { name: 'World leaderboard' }).waitFor();
}

/**
 * Opens today's race from the menu, starts it and plays the path `plan` finds from the
 * attempt's starting items to the target on screen, by taps, to the end screen.
 */
async function raceToTheEnd(
  page: Page,
  plan: (stock: RaceStock, target: string) => PathStep[],
): Promise<{ target: string; crafts: number }> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: /^Daily Race/ })
    .click();
  await page.waitForURL('**/game/race');
  await page.getByRole('button', { name: 'Start race' }).click();
  const items = page.getByRole('list', { name: 'Your items' });
  await items.waitFor();
  const target = await page.locator('.race-target__name').innerText();
  const steps = plan(await startingStock(page), target);
  const tile = (name: string) =>
    items.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)},`) });
  for (const [index, step] of steps.entries()) {
    await tile(step.one).click();
    await tile(step.two).click();
    await afterCraft(page, index + 1, index === steps.length - 1);
  }
  await page.getByTestId('race-end').getByRole('heading', { name: 'Target made!' }).waitFor();
  return { target, crafts: steps.length };
}
