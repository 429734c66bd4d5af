/**
 * Fingers on the crafting grid of a 360 x 740 touch phone (issue 23): a move of 5 px
 * sideways from one item drags it, and dropped on another it crafts, with no press and
 * hold; a swipe that goes mostly up scrolls the page and drags nothing. The touches go
 * through Chromium's own input pipeline (DevTools' Input.dispatchTouchEvent), so the
 * browser decides scrolling by the tiles' touch-action, as on a phone.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { centre, guestInCraftingRun, readGrid } from './flows';
import { startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

type Point = { x: number; y: number };

/**
 * One finger: down at `from` (unless it already is), through `steps` moves to `to`, 16 ms
 * apart, then up.
 */
async function swipe(
  cdp: CDPSession,
  from: Point,
  to: Point,
  steps = 12,
  press = true,
): Promise<void> {
  if (press) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  } else {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [from] });
  }
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const held = async (page: Page) =>
  Object.fromEntries((await readGrid(page)).map((tile) => [tile.id, tile.quantity]));

describe('touch on the crafting grid', () => {
  it('drags an item onto another on a sideways move, and scrolls on a vertical swipe', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page, context } = phone;
    const crafts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/craft/game/items/craft')) crafts.push(request.method());
    });
    try {
      await guestInCraftingRun(page);
      // The drag grid (dnd-kit) replaces the click-only one just after the first paint; a
      // finger on a tile that is swapped mid-gesture loses its gesture. dnd-kit's screen
      // reader region says it has arrived.
      await page.locator('[id^="DndDescribedBy"]').waitFor({ state: 'attached' });
      await page.getByTestId('item-fire').waitFor();
      const cdp = await context.newCDPSession(page);

      // A page taller than the phone, as a long run's grid is: the swipe has room to scroll.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '1200px';
        spacer.dataset.testSpacer = 'true';
        document.querySelector('.shell__main')?.append(spacer);
      });

      // The tiles in the middle of the screen, clear of the header and the bottom menu.
      const toMiddle = () =>
        page
          .getByTestId('item-fire')
          .evaluate((tile) => tile.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const scrollY = () => page.evaluate(() => window.scrollY);

      // A swipe up from Fire, mostly vertical: the page scrolls, nothing is dragged.
      const before = await held(page);
      await toMiddle();
      const top = await scrollY();
      const fire = await centre(page.getByTestId('item-fire'));
      await swipe(cdp, fire, { x: fire.x + 6, y: fire.y - 220 });
      await expect.poll(scrollY).toBeGreaterThan(top + 50);
      await page.waitForTimeout(400);
      expect(crafts).toEqual([]);
      expect(await held(page)).toEqual(before);
      await toMiddle();

      // Fire onto Water in one quick stroke whose first move goes sideways: the drag starts
      // on it, with no press and hold (a hold-to-drag would have let this stroke go).
      const from = await centre(page.getByTestId('item-fire'));
      const to = await centre(page.getByTestId('item-water'));
      const sideways = { x: from.x + (to.x >= from.x ? 8 : -8), y: from.y };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      await swipe(cdp, sideways, to, 10, false);
      await expect.poll(() => crafts.length, { timeout: 10_000 }).toBe(1);
      await page.waitForFunction(
        (count) =>
          Number(
            document.querySelector('[data-testid="item-fire"]')?.getAttribute('data-quantity'),
          ) < count,
        before.fire ?? 0,
      );
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
