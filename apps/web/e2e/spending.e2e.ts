/**
 * Money leaves on a deliberate tap (issue 23, on the 360 x 740 touch phone): a purchase
 * above a fifth of its balance, every currency exchange and an avatar regeneration ask
 * first, with what is paid, what is got and the balance after; Cancel changes nothing. A
 * disabled Buy or Purchase says what is missing, also to screen readers. The header's
 * balances say their names when tapped.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { continuePastLevelUp, craft, guestInCraftingRun, readGrid } from './flows';
import { startGame, type Game } from './harness';
import { raiseToLevel, whoIs } from './store';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

async function credits(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-credits').textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}

/** The credits once the header has stopped counting: the same figure twice, 400 ms apart. */
async function settledCredits(page: Page): Promise<number> {
  let last = await credits(page);
  for (;;) {
    await page.waitForTimeout(400);
    const now = await credits(page);
    if (now === last) return now;
    last = now;
  }
}

/** The accessible description of a control: the text its aria-describedby points at. */
async function describedAs(control: Locator): Promise<string> {
  return control.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

describe('spending on a phone', () => {
  it('asks before a big Buy and a new avatar, and says what a disabled Buy misses', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page } = phone;
    try {
      await guestInCraftingRun(page);
      await craft(page, 'fire', 'water');
      const made = (await readGrid(page)).find(
        (tile) => !tile.isBuildingBlock && tile.quantity > 0,
      );
      expect(made).toBeDefined();

      // The header: a tap names the balance (once the craft's reward has counted up).
      const start = await settledCredits(page);
      await page.getByTestId('balance-credits').tap();
      await page
        .getByTestId('balance-credits-name')
        .getByText(`Credits: ${start.toLocaleString('en-US')}`)
        .waitFor();
      expect(
        await page
          .getByRole('button', { name: `Credits: ${start.toLocaleString('en-US')}` })
          .count(),
      ).toBe(1);

      // A new avatar: asked first; Cancel keeps the old one and the credits.
      await page
        .getByRole('navigation', { name: 'Game menu' })
        .getByRole('link', { name: /^Profile/ })
        .tap();
      const avatar = page.getByTestId('profile-avatar');
      const oldSrc = await avatar.getAttribute('src');
      await page.getByRole('button', { name: /^Regenerate/ }).tap();
      const avatarQuestion = page.getByRole('dialog', { name: 'Regenerate your avatar?' });
      await avatarQuestion.getByText('You pay').waitFor();
      await avatarQuestion.getByText('100', { exact: true }).waitFor();
      await avatarQuestion.getByRole('button', { name: 'Cancel' }).tap();
      await avatarQuestion.waitFor({ state: 'hidden' });
      expect(await avatar.getAttribute('src')).toBe(oldSrc);
      expect(await credits(page)).toBe(start);
      await page.getByRole('button', { name: /^Regenerate/ }).tap();
      await avatarQuestion.getByRole('button', { name: 'Regenerate' }).tap();
      await page.getByText('Avatar regenerated successfully!').waitFor();
      await expect.poll(() => credits(page)).toBe(start - 100);
      await expect.poll(() => avatar.getAttribute('src')).not.toBe(oldSrc);

      // A Buy of 250 credits from about 900: asked first, with the balance after.
      await page
        .getByRole('navigation', { name: 'Game menu' })
        .getByRole('link', { name: 'Crafting' })
        .tap();
      await page.getByTestId(`item-${made!.id}`).tap();
      const buy = page.getByRole('button', { name: 'Buy for 250' });
      let purse = await credits(page);
      await buy.tap();
      const buyQuestion = page.getByRole('dialog', { name: /^Buy .*\?$/ });
      await buyQuestion.getByText('Balance after').waitFor();
      await buyQuestion.getByText((purse - 250).toLocaleString('en-US'), { exact: true }).waitFor();
      await buyQuestion.getByRole('button', { name: 'Cancel' }).tap();
      await buyQuestion.waitFor({ state: 'hidden' });
      expect(await credits(page)).toBe(purse);
      expect(await page.getByText(/^Successfully purchased/).count()).toBe(0);

      // Confirmed, it buys; until the purse is short, and the button says what is missing.
      while (purse >= 250) {
        await buy.tap();
        await buyQuestion.getByRole('button', { name: 'Buy', exact: true }).tap();
        await expect.poll(() => credits(page)).toBe(purse - 250);
        purse -= 250;
      }
      expect(await buy.isDisabled()).toBe(true);
      const missing = `Needs 250 credits, you have ${purse}`;
      await page.getByText(missing, { exact: true }).waitFor();
      expect(await describedAs(buy)).toBe(missing);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('asks before every exchange, and says what a disabled Purchase misses', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page } = phone;
    try {
      await guestInCraftingRun(page);
      // Settled first (the service worker's files are in), then the server restarts.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await raiseToLevel(game, [(await whoIs(page)).id], 3);
      await page.goto('/game/market');
      await continuePastLevelUp(page, 3);
      await page.getByRole('tab', { name: 'Currency Exchange' }).tap();

      const diamonds = page.getByTestId('offer-diamonds-for-dust');
      const disabled = diamonds.getByRole('button', { name: 'Purchase' });
      await diamonds.getByText(/^Needs 2,500 magic dust, you have \d+$/).waitFor();
      expect(await disabled.isDisabled()).toBe(true);
      expect(await describedAs(disabled)).toMatch(/^Needs 2,500 magic dust, you have \d+$/);

      const dust = page.getByTestId('offer-dust-for-credits');
      const before = await credits(page);
      await dust.getByRole('button', { name: 'Purchase' }).tap();
      const question = page.getByRole('dialog', { name: 'Exchange for Sack of Magic Dust?' });
      await question.getByText('You pay').waitFor();
      await question.getByText('You get').waitFor();
      await question.getByText('Balance after').waitFor();
      await question.getByRole('button', { name: 'Cancel' }).tap();
      await question.waitFor({ state: 'hidden' });
      expect(await credits(page)).toBe(before);

      await dust.getByRole('button', { name: 'Purchase' }).tap();
      await question.getByRole('button', { name: 'Purchase' }).tap();
      await page.getByText('Purchase successful!').waitFor();
      await expect.poll(() => credits(page)).toBe(before - 1000);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
