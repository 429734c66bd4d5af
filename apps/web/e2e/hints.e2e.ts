/**
 * A newcomer asks for a hint, makes the discovery it points at by dragging the two hinted
 * items together, sees the hint cool down, and reads the encyclopedia: the item they
 * found, and silhouettes of everything left, with the count.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './axe';
import { centre, guestInCraftingRun, noDialogOpen } from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

/** No serious or critical axe finding, at 1280x800 and at 360x740. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(describeFindings(`${screen} @${size.width}`, await seriousViolations(page))).toBe('');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The smaller side of an element's box, in CSS pixels. */
async function smallerSide(page: Page, name: string | RegExp, role: 'button' | 'link') {
  const box = await page.getByRole(role, { name }).first().boundingBox();
  return Math.min(box?.width ?? 0, box?.height ?? 0);
}

describe('hints and the encyclopedia', () => {
  it('a free hint leads to a discovery, then cools down; the encyclopedia shows it', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await guestInCraftingRun(page, '/');

      // The free hint names two held items and rings them in the grid.
      expect(await smallerSide(page, 'Free hint', 'button')).toBeGreaterThanOrEqual(44);
      await page.getByRole('button', { name: 'Free hint' }).click();
      const named = page.getByRole('status').filter({ hasText: /^Hint: combine / });
      await named.waitFor();
      const hinted = page.locator('.item-tile--hinted');
      await expect.poll(() => hinted.count()).toBe(2);
      const ids = await hinted.evaluateAll((nodes) =>
        nodes.map((node) => (node.getAttribute('data-testid') ?? '').slice('item-'.length)),
      );
      const [first, second] = ids;
      if (!first || !second) throw new Error('two hinted tiles expected');

      // Drag one hinted item onto the other with a real mouse: a new discovery.
      const from = await centre(page.getByTestId(`item-${first}`));
      const to = await centre(page.getByTestId(`item-${second}`));
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 6, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 15 });
      await page.mouse.up();
      await page.getByText(/^New (common|rare|epic|legendary) item Crafted! \+ \d+$/).waitFor();
      const made = await page
        .getByRole('dialog', { name: 'New item' })
        .getByRole('heading', { level: 2 })
        .textContent();
      expect(made?.length).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await noDialogOpen(page);

      // The hint is spent: no ring, a countdown to the next free one, and a paid one offered.
      await expect.poll(() => hinted.count()).toBe(0);
      const countdown = page.getByTestId('hint-countdown');
      await countdown.waitFor();
      expect(await countdown.textContent()).toMatch(/^Next free hint in (10:00|9:[0-5]\d)$/);
      await page.getByRole('button', { name: 'Hint for 5 diamonds' }).waitFor();
      expect(await smallerSide(page, 'Hint for 5 diamonds', 'button')).toBeGreaterThanOrEqual(44);
      await expectAccessible(page, 'crafting with the hint cooling down');

      // The encyclopedia: the discovery in full, the rest as silhouettes, and the count.
      await page.getByRole('link', { name: 'Encyclopedia' }).click();
      await page.waitForURL('**/game/encyclopedia');
      await page.getByRole('heading', { name: 'Encyclopedia', level: 1 }).waitFor();
      const count = page.getByTestId('codex-count');
      await count.waitFor();
      const [discovered, total] = ((await count.textContent()) ?? '')
        .match(/\d+/g)
        ?.map(Number) ?? [0, 0];
      expect(discovered).toBe(3);
      expect(total).toBeGreaterThan(700);
      expect(await count.textContent()).toBe(`${discovered} of ${total} discovered`);
      const entry = page.getByTestId('codex-entry').filter({
        has: page.getByRole('heading', { name: made ?? '', exact: true }),
      });
      await entry.waitFor();
      await entry.getByText(/^Made from \w[\w ]* \+ \w[\w ]*$/).waitFor();
      await entry.getByText('You were the first in the world to discover it.').waitFor();
      expect(await page.getByTestId('codex-silhouette').count()).toBeGreaterThan(10);
      await page
        .getByTestId('codex-silhouette')
        .first()
        .getByText(/ family · /)
        .waitFor();
      await expectAccessible(page, 'encyclopedia');

      // Searching finds discovered items by name only.
      await page.getByRole('searchbox', { name: 'Search discovered items' }).fill(made ?? '');
      await expect.poll(() => page.getByTestId('codex-silhouette').count()).toBe(0);
      expect(await page.getByTestId('codex-entry').count()).toBeGreaterThanOrEqual(1);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
