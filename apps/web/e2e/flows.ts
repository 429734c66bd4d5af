/**
 * Steps a player takes again and again in the end-to-end tests, written once: reading the
 * crafting grid, crafting a pair by clicks, playing a run to its end, buying commons for
 * the lab, finding an element's centre for a real mouse drag.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Tile {
  id: string;
  quantity: number;
  isBuildingBlock: boolean;
  rarity: string;
}

export async function readGrid(page: Page): Promise<Tile[]> {
  return page.$$eval('[data-testid^="item-"][data-secret="false"]', (nodes) =>
    nodes.map((node) => ({
      id: (node.getAttribute('data-testid') ?? '').slice('item-'.length),
      quantity: Number(node.getAttribute('data-quantity') ?? '0'),
      isBuildingBlock: node.getAttribute('data-building-block') === 'true',
      rarity: /item-face--(common|rare|epic|legendary)/.exec(node.innerHTML)?.[1] ?? '',
    })),
  );
}

const totalHeld = (tiles: Tile[]) => tiles.reduce((sum, tile) => sum + tile.quantity, 0);
export const noDialogOpen = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);

export async function craft(page: Page, first: string, second: string): Promise<void> {
  const before = totalHeld(await readGrid(page));
  await page.getByTestId(`item-${first}`).click();
  await page.getByTestId(`item-${second}`).click();
  await page.waitForFunction((held) => {
    const tiles = document.querySelectorAll('[data-testid^="item-"][data-secret="false"]');
    return (
      [...tiles].reduce((sum, tile) => sum + Number(tile.getAttribute('data-quantity')), 0) < held
    );
  }, before);
  await page.keyboard.press('Escape');
  await noDialogOpen(page);
}

/** Steam, then Mist and Heat Haze from it: three commons for the lab (see lab.e2e.ts). */
export async function playUntilGameOver(page: Page): Promise<void> {
  const gameOver = page.getByRole('heading', { name: 'No more crafting possible!' });
  const plan: [string, string][] = [
    ['fire', 'water'],
    ['fire', 'water'],
    ['water', 'steam'],
    ['fire', 'steam'],
  ];
  for (let round = 0; round < 16 && !(await gameOver.isVisible()); round += 1) {
    const held = (await readGrid(page)).filter((tile) => tile.quantity > 0);
    const has = (id: string) => held.some((tile) => tile.id === id);
    const planned = plan.shift();
    if (planned && has(planned[0]) && has(planned[1])) {
      await craft(page, ...planned);
      continue;
    }
    const base = held.find((tile) => tile.isBuildingBlock);
    const other = held.find((tile) => tile !== base);
    if (!base || !other) break;
    await craft(page, base.id, other.id);
  }
  await gameOver.waitFor();
}

export async function labCommons(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('alchemy-arena.token'));
  const response = await page.request.post('/api/lab/items/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filter: {} },
  });
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { item: { id: string; rarity: string } }[];
  return items.filter((entry) => entry.item.rarity === 'common').map((entry) => entry.item.id);
}

/**
 * Clicks a spend's button and, when the game asks first (a spend above a fifth of the
 * balance, every exchange, a new avatar: docs/RULES.md, "Currencies"), answers yes in the
 * dialog named `question` with `confirm`. Waits until the answer or `done` shows.
 */
export async function spendAndConfirm(
  page: Page,
  spend: Locator,
  question: string | RegExp,
  confirm: string,
  done: Locator,
): Promise<void> {
  await spend.click();
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.or(done).first().waitFor();
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
  }
  await done.waitFor();
}

export async function buyMissingCommons(page: Page): Promise<void> {
  const owned = new Set(await labCommons(page));
  const candidates = (await readGrid(page)).filter(
    (tile) => !tile.isBuildingBlock && tile.rarity === 'common' && !owned.has(tile.id),
  );
  for (const tile of candidates) {
    if (owned.size >= 3) break;
    await page.getByTestId(`item-${tile.id}`).click();
    await spendAndConfirm(
      page,
      page.getByRole('button', { name: 'Buy for 250' }),
      /^Buy .*\?$/,
      'Buy',
      page.getByText(/^Successfully purchased 1 /),
    );
    owned.add(tile.id);
  }
}

export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A new guest signs in (from `entry`) and starts a run with the default allocation. */
export async function guestInCraftingRun(page: Page, entry = '/login'): Promise<void> {
  await page.goto(entry);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await page.waitForURL('**/game/crafting/new');
  await page.getByRole('button', { name: 'Start Crafting' }).click();
  await page.waitForURL(/\/game\/crafting$/);
  await page.getByTestId('item-fire').waitFor();
}

/** A guest with one battle card, forged in the Lab by clicks. Returns the card's id. */
export async function guestWithCard(page: Page): Promise<string> {
  await guestInCraftingRun(page);
  await playUntilGameOver(page);
  return forgeCardAfterGameOver(page);
}

/** Checks a caller may run at two moments of forgeCardAfterGameOver. */
export interface ForgeChecks {
  /** With the three items in their slots, before 'Craft Battle Card'. */
  slotsFilled?: () => Promise<void>;
  /** With the new card's dialog open, before it is closed. */
  cardShown?: (dialog: Locator) => Promise<void>;
}

/** From a finished run: buys commons if the harvest left too few, forges a card in the Lab. */
export async function forgeCardAfterGameOver(
  page: Page,
  checks: ForgeChecks = {},
): Promise<string> {
  if ((await labCommons(page)).length < 3) await buyMissingCommons(page);
  const commons = (await labCommons(page)).slice(0, 3);
  expect(commons).toHaveLength(3);

  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: 'Lab' })
    .click();
  await page.waitForURL('**/game/lab');
  for (const id of commons) {
    await page.getByTestId(`lab-item-${id}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to slot' }).click();
    await noDialogOpen(page);
  }
  await checks.slotsFilled?.();
  await page.getByRole('button', { name: 'Craft Battle Card' }).click();
  await page.getByTestId('card-name').waitFor();
  if (checks.cardShown) {
    const dialog = page.getByRole('dialog', {
      name: await page.getByTestId('card-name').innerText(),
    });
    await dialog.waitFor();
    await checks.cardShown(dialog);
  }
  await page.keyboard.press('Escape');
  await noDialogOpen(page);
  const card = page.locator('[data-testid^="battle-card-"]').first();
  return ((await card.getAttribute('data-testid')) ?? '').slice('battle-card-'.length);
}

declare global {
  interface Window {
    /** Names of the dialogs that have been open since watchDialogs ran. */
    openedDialogs?: Set<string>;
  }
}

/**
 * Starts noting every dialog that opens, by its accessible name. A loader that shows for
 * 500-700 ms can come and go between two polls of a busy test machine; asking afterwards
 * whether it opened (`dialogOpened`) cannot miss it.
 */
export async function watchDialogs(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened = (window.openedDialogs ??= new Set());
    const note = () => {
      document.querySelectorAll('dialog[open]').forEach((dialog) => {
        const name = dialog.getAttribute('aria-label');
        if (name) opened.add(name);
      });
    };
    new MutationObserver(note).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    note();
  });
}

/** Whether a dialog of this name has opened since watchDialogs. */
export async function dialogOpened(page: Page, name: string): Promise<boolean> {
  return page.evaluate((wanted) => window.openedDialogs?.has(wanted) ?? false, name);
}

/**
 * Waits until the game has settled on its crafting screen: /game/crafting sends a player
 * without a run on to /game/crafting/new a moment later, which would undo a menu click.
 */
export async function settledInGame(page: Page): Promise<void> {
  await page.waitForURL(/\/game\/crafting/);
  await page
    .getByRole('heading', { name: /^(Start a New Game|No more crafting possible!)$/ })
    .or(page.getByTestId('item-fire'))
    .first()
    .waitFor();
}

/**
 * Past the level-up screen a raised level opens (issue 25) once the page reads the new
 * level: it names what the level brought, and 'Continue' closes it.
 */
export async function continuePastLevelUp(page: Page, level: number): Promise<void> {
  const screen = page.getByRole('dialog', { name: `Level ${level}` });
  await screen.getByRole('button', { name: 'Continue' }).click();
  await noDialogOpen(page);
}

/**
 * Waits until the screen's own first loads are over. Not Playwright's 'networkidle': the
 * live channel's stream stays open for as long as the game is (GET /api/live), so the
 * network is never idle. The stream starts with the header's bell; then a second of quiet.
 */
export async function firstLoadsDone(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await page.waitForTimeout(1000);
}
