/**
 * A new guest plays the crafting game in Chromium the way a person does: allocates the
 * starting elements, crafts by clicking and by a real mouse drag, reads the messages and
 * the balances, plays until nothing more can be crafted, and restarts the level.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogOpened, watchDialogs } from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

interface Tile {
  id: string;
  quantity: number;
  isBuildingBlock: boolean;
}

/** What the grid shows: every tile that is not a secret, with its quantity badge. */
async function readTiles(page: Page): Promise<Tile[]> {
  return page.$$eval('[data-testid^="item-"][data-secret="false"]', (nodes) =>
    nodes.map((node) => ({
      id: (node.getAttribute('data-testid') ?? '').slice('item-'.length),
      quantity: Number(node.querySelector('[data-testid="quantity-badge"]')?.textContent ?? '0'),
      isBuildingBlock: node.getAttribute('data-building-block') === 'true',
    })),
  );
}

const totalHeld = (tiles: Tile[]) => tiles.reduce((sum, tile) => sum + tile.quantity, 0);

/**
 * Waits for one craft to finish: the grid shows fewer items held than before (a craft uses
 * two and makes at most one), then the result dialog, if one is open, is dismissed.
 */
async function finishCraft(page: Page, heldBefore: number): Promise<void> {
  await page.waitForFunction((before) => {
    const badges = document.querySelectorAll('[data-testid="quantity-badge"]');
    const held = [...badges].reduce((sum, badge) => sum + Number(badge.textContent), 0);
    return held < before;
  }, heldBefore);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the tile is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the crafting game', () => {
  it('allocates, crafts by click and by drag, plays to the end and restarts', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();

      // No game yet: the player is sent to the allocation, split evenly over Fire and Water.
      await page.waitForURL('**/game/crafting/new');
      await page.getByRole('heading', { name: 'Start a New Game' }).waitFor();
      expect(await page.getByTestId('remaining').textContent()).toBe('0');
      expect(await page.getByTestId('items-limit').textContent()).toBe('8');
      const fireAlloc = page.getByTestId('alloc-fire').getByTestId('alloc-quantity');
      const waterAlloc = page.getByTestId('alloc-water').getByTestId('alloc-quantity');
      expect(await fireAlloc.textContent()).toBe('4');
      expect(await waterAlloc.textContent()).toBe('4');
      await page.getByTestId('alloc-air').getByText('Requires Level 2').waitFor();
      await page
        .getByText(
          'Allocate your starting items. You need to allocate all items before starting the game.',
        )
        .waitFor();
      await page.getByRole('button', { name: 'Start Crafting' }).click();
      await page.waitForURL(/\/game\/crafting$/);

      // Craft by clicking Fire, then Water.
      const credits = page.getByTestId('balance-credits');
      await credits.filter({ hasText: '1,000' }).waitFor();
      const fire = page.getByTestId('item-fire');
      const water = page.getByTestId('item-water');
      expect(await fire.getByTestId('quantity-badge').textContent()).toBe('4');
      let held = totalHeld(await readTiles(page));
      await watchDialogs(page);
      await fire.click();
      await water.click();
      const created = page.getByText(/^New (common|rare|epic|legendary) item Crafted! \+ \d+$/);
      await created.waitFor();
      expect(await dialogOpened(page, 'Crafting in progress')).toBe(true);
      const resultDialog = page.getByRole('dialog', { name: 'New item' });
      const madeName = await resultDialog.getByRole('heading', { level: 2 }).textContent();
      expect(madeName?.length).toBeGreaterThan(0);
      await finishCraft(page, held);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="balance-credits"]')?.textContent !== '1,000',
      );
      const balance = Number((await credits.textContent())?.replace(/,/g, ''));
      expect(balance).toBeGreaterThan(1000);
      await page.getByRole('button', { name: new RegExp(`^${madeName}, `) }).waitFor();

      // The same pair again, by a real mouse drag from Fire onto Water.
      held = totalHeld(await readTiles(page));
      const from = await centre(fire);
      const to = await centre(water);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 6, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 15 });
      await page.mouse.up();
      await page.getByText('Item already exists in your inventory.').waitFor();
      await finishCraft(page, held);
      expect(await fire.getByTestId('quantity-badge').textContent()).toBe('2');

      // Keep crafting a held element with another held item until the run is spent.
      const gameOver = page.getByRole('heading', { name: 'No more crafting possible!' });
      for (let round = 0; round < 12 && !(await gameOver.isVisible()); round += 1) {
        const tiles = (await readTiles(page)).filter((tile) => tile.quantity > 0);
        const base = tiles.find((tile) => tile.isBuildingBlock);
        const other =
          tiles.find((tile) => !tile.isBuildingBlock) ?? tiles.find((tile) => tile !== base);
        if (!base || !other) break;
        held = totalHeld(tiles);
        await page.getByTestId(`item-${base.id}`).click();
        await page.getByTestId(`item-${other.id}`).click();
        await finishCraft(page, held);
      }
      await gameOver.waitFor();
      await page
        .getByText('Buy items for your laboratory or restart the level to continue crafting.')
        .waitFor();

      await page.getByRole('button', { name: 'Restart Level' }).click();
      await page.waitForURL('**/game/crafting/new');
      await page.getByRole('heading', { name: 'Start a New Game' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
