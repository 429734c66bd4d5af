/**
 * A new guest earns lab items in the crafting game, then forges a battle card in the Lab
 * the way a person does: fills the warrior's slots by click and by a real mouse drag,
 * crafts, watches the card's reveal, reads the card, and improves it with the starting
 * diamonds.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyMissingCommons,
  centre,
  guestInCraftingRun,
  labCommons,
  playUntilGameOver,
  dialogOpened,
  watchDialogs,
} from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

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
      await guestInCraftingRun(page);

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

      await watchDialogs(page);
      await page.getByRole('button', { name: 'Craft Battle Card' }).click();
      const name = page.getByTestId('card-name');
      await name.waitFor();
      // The loader, then the card's reveal (face down, turned, announced), then its dialog.
      expect(await dialogOpened(page, 'Crafting battle card')).toBe(true);
      expect(await dialogOpened(page, 'New battle card')).toBe(true);
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
        const result = page.getByRole('dialog', { name: 'Card Improved!' });
        await result.waitFor();
        expect(await dialogOpened(page, 'Improving battle card')).toBe(true);
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
