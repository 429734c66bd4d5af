/**
 * A new guest on the profile screen, with only what the screen shows: names refused by the
 * rule (too short; invisible fillers that would show blank), then a new name taken (in the heading and on the World board), and a new avatar for
 * 100 credits. Then the screen on a 360 px phone: no sideways scrolling, tabs by keyboard.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startGame, type Game } from './harness';
import { settledInGame } from './flows';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

/** A new guest, on the profile screen by the menu. */
async function guestOnProfile(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await settledInGame(page);
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: /^Profile/ })
    .click();
  await page.waitForURL('**/game/profile');
  await page.getByLabel('Username').waitFor();
}

async function credits(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-credits').textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}

const INVISIBLE_WORDS =
  'A username cannot hold invisible characters: type letters or digits instead.';

const worldBoard = (page: Page) => page.getByRole('list', { name: 'World leaderboard' });

describe('the profile screen', () => {
  it('changes the username and regenerates the avatar', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await guestOnProfile(page);
      const field = page.getByLabel('Username');
      const update = page.getByRole('button', { name: 'Update Profile' });
      const oldName = await field.inputValue();
      expect(oldName).toMatch(/^Adventurer-[A-Z0-9]{4}$/);
      expect(await update.isDisabled()).toBe(true);
      await worldBoard(page).getByText(oldName, { exact: true }).waitFor();

      // Two characters: refused, with the rule's words.
      await field.fill('Al');
      await page.getByText('A username has at least 3 characters.').waitFor();
      expect(await update.isDisabled()).toBe(true);

      // Hangul fillers, which would show blank on every board: refused, and said why.
      await field.fill('\u3164\u3164\u3164');
      await page.getByText(INVISIBLE_WORDS).waitFor();
      expect(await update.isDisabled()).toBe(true);

      // A good name.
      const newName = `Sage ${String(Date.now()).slice(-5)}`;
      await field.fill(newName);
      expect(await page.getByText('A username has at least 3 characters.').count()).toBe(0);
      await update.click();
      await page.getByText('Profile updated successfully!').waitFor();
      await page.getByRole('heading', { level: 1, name: newName }).waitFor();
      await worldBoard(page).getByText(newName, { exact: true }).waitFor();
      expect(await update.isDisabled()).toBe(true);

      // A new avatar for 100 credits.
      const avatar = page.getByRole('img', { name: `Avatar of ${newName}` });
      const oldSrc = await avatar.getAttribute('src');
      const before = await credits(page);
      expect(before).toBeGreaterThanOrEqual(100);
      await page.getByRole('button', { name: /^Regenerate/ }).click();
      await page
        .getByRole('dialog', { name: 'Regenerate your avatar?' })
        .getByRole('button', { name: 'Regenerate' })
        .click();
      await page.getByText('Avatar regenerated successfully!').waitFor();
      await expect.poll(() => credits(page), { timeout: 10_000 }).toBe(before - 100);
      await expect.poll(() => avatar.getAttribute('src')).not.toBe(oldSrc);

      // It stays after a reload.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: newName }).waitFor();
      expect(await page.getByLabel('Username').inputValue()).toBe(newName);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a 360 px phone, and its tabs answer the keyboard', async () => {
    const { page, context, problems } = await newVisitor(game, { width: 360, height: 740 });
    try {
      await guestOnProfile(page);
      const world = page.getByRole('tab', { name: 'World' });
      await worldBoard(page).waitFor();
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(360);

      await world.focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: 'Friends', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Invite a Friend' }).waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      await page.keyboard.press('Home');
      await page.getByRole('tab', { name: 'World', selected: true }).waitFor();

      // The longest of the name rule's words still fits under the field.
      await page.getByLabel('Username').fill('Bob\u200b');
      await page.getByText(INVISIBLE_WORDS).waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
