/**
 * Fair first duels (issue 14): from `/` in a fresh profile a newcomer earns a card, sees
 * the win chance before the first fight, fights, and a reload of the duel URL shows the
 * same fight again (at its end, where the player left it); a duel URL with cards the last
 * duel did not use returns to the arena.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithCard, noDialogOpen } from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

describe('a newcomer’s first duel', () => {
  it('shows the win chance before the fight, and a reload replays the same fight', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/');
      await page.waitForURL(/\/(login|game)/);
      const cardId = await guestWithCard(page);

      await page
        .getByRole('navigation', { name: 'Game menu' })
        .getByRole('link', { name: 'Arena' })
        .click();
      await page.waitForURL('**/game/arena');
      await page.getByTestId('duel-slot-0').getByText('Drag a card here').waitFor();
      // Nothing to rate while the slot is empty.
      expect(await page.getByTestId('win-odds').count()).toBe(0);

      await page.getByTestId(`arena-card-${cardId}`).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Select' }).click();
      await noDialogOpen(page);
      await page.getByRole('button', { name: /^Slot 1: .+\. Click to remove$/ }).waitFor();

      // The odds, before the fight, beside the spec's texts.
      const odds = page.getByText(/^Win chance \d+%$/);
      await odds.waitFor();
      const chance = Number(/(\d+)%/.exec((await odds.textContent()) ?? '')?.[1]);
      // A newcomer's first opponent is rated at least 60% winnable by the server.
      expect(chance).toBeGreaterThanOrEqual(55);
      await page.getByText('VS', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Start Duel' }).waitFor();

      await page.getByRole('button', { name: 'Start Duel' }).click();
      await page.waitForURL(`**/game/arena/${cardId}`);
      const fight = await watchToTheEnd(page);

      // A reload of the duel URL: the same fight again, not the arena; watched to its end,
      // it is picked up there (issue 23).
      await page.reload();
      await page.getByTestId('duel-playback').waitFor();
      expect(page.url()).toMatch(new RegExp(`/game/arena/${cardId}$`));
      const again = await watchToTheEnd(page);
      expect(again).toEqual(fight);

      // Cards the last duel did not fight with: back to the arena.
      await page.goto('/game/arena/00000000-0000-4000-8000-000000000000');
      await page.waitForURL(/\/game\/arena$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Skips the playback to its end (if not there yet); returns the result's title and the log. */
async function watchToTheEnd(page: Page) {
  const playback = page.getByTestId('duel-playback');
  await playback.waitFor();
  const skip = playback.getByRole('button', { name: 'Skip' });
  if (await skip.isEnabled()) await skip.click();
  const result = page.getByRole('dialog', { name: /^You (Won|Lost)!$/ });
  await result.waitFor();
  const title = await result.getAttribute('aria-label');
  const log = await playback.getByTestId('battle-log').textContent();
  return { title, log };
}
