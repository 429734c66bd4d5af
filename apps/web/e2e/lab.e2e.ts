/**
 * A new guest earns lab items in the crafting game, then forges a battle card in the Lab
 * the way a person does: fills the warrior's slots by click and by a real mouse drag,
 * crafts, reads the card, and improves it with the starting diamonds.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  rarity: string;
}

/** The crafting grid as shown: every tile that is not a secret. */
async function readGrid(page: Page): Promise<Tile[]> {
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

/** One craft by two clicks; waits until it is done and any result dialog is closed. */
async function craft(page: Page, first: string, second: string): Promise<void> {
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
  await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);
}

/**
 * Plays the run to its end. Steam, then Mist and Heat Haze from it, leave three different
 * common items for the harvest; after that, any base with any other held item.
 */
async function playUntilGameOver(page: Page): Promise<void> {
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

async function labCommons(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('alchemy-arena.token'));
  const response = await page.request.post('/api/lab/items/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filter: {} },
  });
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { item: { id: string; rarity: string } }[];
  return items.filter((entry) => entry.item.rarity === 'common').map((entry) => entry.item.id);
}

/** Tops the lab up to three different commons through the grid's 'Buy for 250'. */
async function buyMissingCommons(page: Page): Promise<void> {
  const owned = new Set(await labCommons(page));
  const candidates = (await readGrid(page)).filter(
    (tile) => !tile.isBuildingBlock && tile.rarity === 'common' && !owned.has(tile.id),
  );
  for (const tile of candidates) {
    if (owned.size >= 3) break;
    await page.getByTestId(`item-${tile.id}`).click();
    await page.getByRole('button', { name: 'Buy for 250' }).click();
    await page.getByText(/^Successfully purchased 1 /).waitFor();
    owned.add(tile.id);
  }
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function itemName(page: Page, id: string): Promise<string> {
  return (await page.getByTestId(`lab-item-${id}`).getAttribute('aria-label')) ?? '';
}

/** Click the item, then 'Add to slot' in its preview. */
async function addBySlotButton(page: Page, id: string): Promise<void> {
  await page.getByTestId(`lab-item-${id}`).click();
  const preview = page.getByRole('dialog', { name: await itemName(page, id) });
  await preview.getByRole('button', { name: 'Add to slot' }).click();
}

describe('the lab', () => {
  it('turns harvested items into a battle card and improves it', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.waitForURL('**/game/crafting/new');
      await page.getByRole('button', { name: 'Start Crafting' }).click();
      await page.waitForURL(/\/game\/crafting$/);
      await page.getByTestId('item-fire').waitFor();

      await playUntilGameOver(page);
      if ((await labCommons(page)).length < 3) await buyMissingCommons(page);
      const commons = await labCommons(page);
      expect(commons.length).toBeGreaterThanOrEqual(3);

      // The harvest opened the Lab.
      const menu = page.getByRole('navigation', { name: 'Game menu' });
      await menu.getByRole('link', { name: 'Lab' }).click();
      await page.waitForURL('**/game/lab');
      await page.getByRole('heading', { name: /^Available Items\(\d+\)$/ }).waitFor();
      await page.getByRole('heading', { name: 'Battle Cards(0)' }).waitFor();
      const slots = [0, 1, 2].map((index) => page.getByTestId(`lab-slot-${index}`));
      expect(await page.getByTestId('lab-slot-3').count()).toBe(0);
      for (const slot of slots) {
        expect(await slot.getAttribute('aria-label')).toBe('Common slot, empty');
      }
      expect(await page.getByRole('button', { name: 'Craft Battle Card' }).count()).toBe(0);
      // Everything in the lab is new on the first visit.
      await page.getByTestId(`lab-item-${commons[0]}`).getByText('New', { exact: true }).waitFor();

      const [first, second, third] = commons as [string, string, string];
      const firstName = await itemName(page, first);
      await addBySlotButton(page, first);
      await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);
      expect(await slots[0]!.getAttribute('aria-label')).toBe(`Common slot: ${firstName}`);

      // The same item twice is refused; the preview stays open to say so.
      await addBySlotButton(page, first);
      await page.getByText('This item is already in use.').waitFor();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);

      // A click on a filled slot empties it; the item goes back in.
      await slots[0]!.click();
      expect(await slots[0]!.getAttribute('aria-label')).toBe('Common slot, empty');
      await addBySlotButton(page, first);
      await addBySlotButton(page, second);
      expect(await slots[1]!.getAttribute('aria-label')).toBe(
        `Common slot: ${await itemName(page, second)}`,
      );

      // The third by a real mouse drag onto the warrior.
      await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0);
      const from = await centre(page.getByTestId(`lab-item-${third}`));
      const to = await centre(page.getByTestId('lab-crafting-area'));
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 6, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 15 });
      await page.mouse.up();
      expect(await slots[2]!.getAttribute('aria-label')).toBe(
        `Common slot: ${await itemName(page, third)}`,
      );

      await page.getByRole('button', { name: 'Craft Battle Card' }).click();
      await page.getByRole('dialog', { name: 'Crafting battle card' }).waitFor();
      const name = page.getByTestId('card-name');
      await name.waitFor();
      const cardName = (await name.textContent()) ?? '';
      expect(cardName.length).toBeGreaterThan(0);
      const preview = page.getByRole('dialog', { name: cardName });
      const stat = async (key: string) =>
        (await preview.getByTestId(`card-stat-${key}`).textContent()) ?? '';
      const attack = Number(await stat('attack'));
      expect(attack).toBeGreaterThan(0);
      expect(Number(await stat('health'))).toBeGreaterThan(0);
      expect(await stat('skill')).toMatch(/^\d+%$/);
      await preview.getByText('Requires level 1').waitFor();

      // The slots were emptied, the card is listed, and the Arena opened.
      for (const slot of slots) {
        expect(await slot.getAttribute('aria-label')).toBe('Common slot, empty');
      }
      await page.getByRole('heading', { name: 'Battle Cards(1)' }).waitFor();
      await menu.getByRole('link', { name: 'Arena' }).waitFor();

      const quality = (await preview.getByTestId('card-quality').textContent()) ?? '';
      const diamonds = page.getByTestId('balance-diamonds');
      expect(await diamonds.textContent()).toBe('20');
      if (quality === 'superior') {
        // Ascending a level-1 card costs 46 diamonds: out of a new guest's reach.
        const ascend = preview.getByRole('button', { name: 'Ascend (46 diamonds)' });
        expect(await ascend.isDisabled()).toBe(true);
      } else {
        const cost = quality === 'poor' ? 4 : 7;
        await preview.getByRole('button', { name: `Improve (${cost} diamonds)` }).click();
        await page.getByRole('dialog', { name: 'Improving battle card' }).waitFor();
        const result = page.getByRole('dialog', { name: 'Card Improved!' });
        await result.waitFor();
        const after = quality === 'poor' ? 'Normal' : 'Superior';
        expect(await result.getByTestId('improved-quality').textContent()).toMatch(
          new RegExp(`${quality} → ${after}$`, 'i'),
        );
        const attackAfter = Number(
          await result.getByTestId('improved-attack').locator('td').nth(1).textContent(),
        );
        expect(attackAfter).toBeGreaterThan(attack);
        await diamonds.filter({ hasText: String(20 - cost) }).waitFor();
        await result.getByRole('button', { name: 'Continue' }).click();
        // Back on the card, now with its new quality.
        await page
          .getByRole('dialog', { name: cardName })
          .getByTestId('card-quality')
          .filter({ hasText: after.toLowerCase() })
          .waitFor();
      }

      // On a 360 px phone the areas stack, without horizontal scrolling.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByTestId('lab-slot-0').waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
