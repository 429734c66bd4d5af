/**
 * A new guest earns a battle card (crafting, then the Lab), opens the Arena from the menu,
 * drags the card into the duel slot with a real mouse drag, starts the duel, watches the
 * playback to the result and returns to the arena's cooldown. The cooldown is shortened
 * to 6 s so the countdown is seen ending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centre, guestWithCard, noDialogOpen } from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  // Short, but long enough to outlast the clicks from 'Start Duel' to the arena again.
  // A level-1 player waits a quarter of the setting (docs/RULES.md, "The pace of the first hour"): 6 s.
  game = await startGame({ DUEL_COOLDOWN_SECONDS: '24' });
});
afterAll(async () => {
  await game?.close();
});

describe('the arena', () => {
  it('puts a card in the slot by drag, plays the duel and shows the cooldown', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      const cardId = await guestWithCard(page);
      expect(cardId.length).toBeGreaterThan(0);

      const menu = page.getByRole('navigation', { name: 'Game menu' });
      await menu.getByRole('link', { name: 'Arena' }).click();
      await page.waitForURL('**/game/arena');
      const slot = page.getByTestId('duel-slot-0');
      await slot.getByText('Drag a card here').waitFor();
      expect(await page.getByTestId('duel-slot-1').count()).toBe(0);
      await page.getByText('VS', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Battle Cards(1)' }).waitFor();

      // Starting with an empty slot is refused with the binding words (docs/RULES.md, "Arena
      // and duels"); until then the button says what it still needs.
      await page.getByText('Add 1 more card', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Start Duel' }).click();
      await page.getByText('Please select 1 card to start the duel.').waitFor();

      // The opponent's details are view-only: no 'Select'.
      await page.getByTestId('duel-opponent').click();
      const opponentDialog = page.getByRole('dialog');
      await opponentDialog.getByRole('button', { name: 'Close' }).waitFor();
      expect(await opponentDialog.getByRole('button', { name: 'Select' }).count()).toBe(0);
      expect(await opponentDialog.getByRole('button', { name: 'Purge' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await noDialogOpen(page);

      // The player's own card offers Purge, Select and (unless ascended) Improve or Ascend.
      await page.getByTestId(`arena-card-${cardId}`).click();
      const ownDialog = page.getByRole('dialog');
      await ownDialog.getByRole('button', { name: 'Select' }).waitFor();
      await ownDialog.getByRole('button', { name: 'Purge' }).waitFor();
      const offer = ownDialog.getByRole('button', { name: /^(Improve|Ascend) \(\d+ diamonds\)$/ });
      expect(await offer.count()).toBe(1);
      // Improving from the arena is the lab's flow: the loader, the before/after, then the
      // details again with the new card. (A superior card's ascend costs more than a new
      // player's 20 diamonds: then the button is disabled and there is nothing to try.)
      if (await offer.isEnabled()) {
        await offer.click();
        const improved = page.getByRole('dialog', { name: /^Card (Improved|Ascended)!$/ });
        await improved.waitFor();
        await improved.getByTestId('improved-quality').waitFor();
        await improved.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Select' }).waitFor();
      }
      await page.keyboard.press('Escape');
      await noDialogOpen(page);

      // A real mouse drag from the list into the slot.
      const card = page.getByTestId(`arena-card-${cardId}`);
      const from = await centre(card);
      const to = await centre(slot);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 12, from.y + 6, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 15 });
      await page.mouse.up();
      await page.getByRole('heading', { name: 'Battle Cards(0)' }).waitFor();
      await page.getByRole('button', { name: /^Slot 1: .+\. Click to remove$/ }).waitFor();

      await page.getByRole('button', { name: 'Start Duel' }).click();
      await page.waitForURL(`**/game/arena/${cardId}`);
      const playback = page.getByTestId('duel-playback');
      await playback.waitFor();
      await playback.getByText('VS', { exact: true }).waitFor();
      await playback
        .getByText(/^HP: \d+\/\d+$/)
        .first()
        .waitFor();
      // The log is written from the same actions as the animation.
      await playback.getByTestId('battle-log').getByText('Round 1.').waitFor();

      await playback.getByRole('button', { name: '4x' }).click();
      expect(await playback.getByRole('button', { name: '4x' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await playback.getByRole('button', { name: 'Skip' }).click();
      const result = page.getByRole('dialog', { name: /^You (Won|Lost)!$/ });
      await result.waitFor();
      await result.getByText(/^\+\d+ EXP$/).waitFor();
      await result.getByRole('link', { name: 'Return to Arena' }).click();

      await page.waitForURL(/\/game\/arena$/);
      await page.getByText(/^New battle begins in \d seconds?\.$/).waitFor();
      // The fight just seen, in a line, with the way to see it again.
      await page.getByText(/^Your last duel: (won|lost), \+\d+ EXP$/).waitFor();
      await page.getByRole('link', { name: 'Watch again' }).waitFor();
      // At zero the next duel is fetched: the slot comes back, the card is in the list again.
      await page
        .getByTestId('duel-slot-0')
        .getByText('Drag a card here')
        .waitFor({ timeout: 12_000 });
      await page.getByRole('heading', { name: 'Battle Cards(1)' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
