/**
 * Two new players trade a card with only what the screen shows. A forges a card, B plays a
 * run until the Lab opens; a test helper raises both to the market's level (level 3) as if
 * they had duelled. A lists the card from the Market (reached by the Lab's link), B buys
 * it, both see their dust change, A is told of the sale within 2 s without a refresh (the
 * live channel: snackbar, bell, list, dust); then B buys dust on the exchange.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continuePastLevelUp,
  guestInCraftingRun,
  guestWithCard,
  noDialogOpen,
  playUntilGameOver,
  spendAndConfirm,
} from './flows';
import { newVisitor, startGame, type Game } from './harness';
import { raiseToLevel, whoIs } from './store';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

async function balance(page: Page, currency: 'credits' | 'magicDust'): Promise<number> {
  const text = (await page.getByTestId(`balance-${currency}`).textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}

/** From anywhere in the game: the menu's Lab, then the Lab's Market link. */
async function openMarket(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: 'Lab' })
    .click();
  await page.waitForURL('**/game/lab');
  // The Lab's own link: from level 3 the menu has a Market entry too, once it has drawn.
  await page.getByRole('main').getByRole('link', { name: 'Market' }).click();
  await page.waitForURL('**/game/market');
  await page.getByRole('tab', { name: 'Player Market', selected: true }).waitFor();
}

describe('the market', () => {
  // Two players' whole path to a trade: longer than the default minute on a loaded machine.
  it(
    'lets one new player sell a card to another, and sells dust on the exchange',
    { timeout: 120_000 },
    async () => {
      const seller = await newVisitor(game);
      const buyer = await newVisitor(game);
      try {
        const cardId = await guestWithCard(seller.page);
        await guestInCraftingRun(buyer.page);
        await playUntilGameOver(buyer.page);

        // Below level 3 the Lab shows no Market link (the seller is in the Lab now).
        await seller.page.getByRole('heading', { name: 'Battle Cards(1)' }).waitFor();
        expect(await seller.page.getByRole('link', { name: 'Market' }).count()).toBe(0);

        const buyerIs = await whoIs(buyer.page);
        await raiseToLevel(game, [(await whoIs(seller.page)).id, buyerIs.id], 3);
        await seller.page.goto('/game/crafting');
        await buyer.page.goto('/game/crafting');
        await continuePastLevelUp(seller.page, 3);
        await continuePastLevelUp(buyer.page, 3);

        // The seller lists the card.
        await openMarket(seller.page);
        const sellerDust = await balance(seller.page, 'magicDust');
        await seller.page.getByRole('button', { name: 'Your Cards (1)' }).click();
        const ownCard = seller.page.getByTestId(`market-own-card-${cardId}`);
        await ownCard.getByRole('button', { name: 'Sell' }).click();
        const sellView = seller.page.getByRole('dialog', { name: 'Sell battle card' });
        const price = sellView.getByLabel('Price');
        expect(await price.inputValue()).toBe('1000');
        await price.fill('40');
        await sellView.getByTestId('you-receive').getByText('You receive 38').waitFor();
        await sellView.getByRole('button', { name: 'Sell', exact: true }).click();
        await noDialogOpen(seller.page);
        await ownCard.getByRole('button', { name: 'Cancel Sell' }).waitFor();
        await seller.page.getByText('Selling for 40').waitFor();

        // The buyer finds it on the marketplace and buys it.
        await openMarket(buyer.page);
        const buyerDust = await balance(buyer.page, 'magicDust');
        expect(buyerDust).toBeGreaterThanOrEqual(40);
        await buyer.page.getByRole('button', { name: 'Refresh' }).click();
        const listing = buyer.page.locator('[data-testid^="market-listing-"]').filter({
          hasText: '40',
        });
        await spendAndConfirm(
          buyer.page,
          listing.getByRole('button', { name: 'Buy' }),
          /^Buy .*\?$/,
          'Buy',
          buyer.page.getByText('Card purchased successfully!'),
        );
        await expect
          .poll(() => balance(buyer.page, 'magicDust'), { timeout: 10_000 })
          .toBe(buyerDust - 40);
        await buyer.page.getByText('No cards available on the market.').waitFor();
        await buyer.page.getByRole('button', { name: 'Your Cards (1)' }).click();
        await buyer.page.getByTestId(`market-own-card-${cardId}`).waitFor();

        // The seller is told at once, without a refresh (the live channel): a snackbar, the
        // bell's count, the sale in their list and the dust, 40 less the 2 burned.
        await seller.page
          .getByText(new RegExp(`^${buyerIs.name} bought your .* for 40 magic dust\\.`))
          .waitFor({ timeout: 2000 });
        // (The day's goals the seller completed on the way are kept there too.)
        const bell = seller.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
        await bell.waitFor();
        const sale = seller.page.getByTestId('market-sale');
        await sale.getByText(`Bought by ${buyerIs.name}`).waitFor();
        await expect
          .poll(() => balance(seller.page, 'magicDust'), { timeout: 10_000 })
          .toBe(sellerDust + 38);
        expect(await sale.textContent()).toMatch(/Sold for 40/);
        // The bell's list keeps it; marking all read empties the count.
        await bell.click();
        const list = seller.page.getByRole('dialog', { name: 'Notifications' });
        await list.getByText(/You received 38 after the 2 fee\./).waitFor();
        await list.getByRole('button', { name: 'Mark all as read' }).click();
        await seller.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
        await list.getByRole('button', { name: 'Close' }).click();

        // The exchange: 500 dust for 1000 credits.
        await buyer.page.getByRole('tab', { name: 'Currency Exchange' }).click();
        const offer = buyer.page.getByTestId('offer-dust-for-credits');
        await offer.getByText('Sack of Magic Dust').waitFor();
        const credits = await balance(buyer.page, 'credits');
        const dust = await balance(buyer.page, 'magicDust');
        // Every exchange asks first, with what is paid, got, and the balance after.
        await offer.getByRole('button', { name: 'Purchase' }).click();
        const question = buyer.page.getByRole('dialog', { name: /^Exchange for / });
        await question.getByText('You pay').waitFor();
        await question.getByRole('button', { name: 'Purchase' }).click();
        await buyer.page.getByText('Purchase successful!').waitFor();
        await expect.poll(() => balance(buyer.page, 'credits')).toBe(credits - 1000);
        expect(await balance(buyer.page, 'magicDust')).toBe(dust + 500);

        expect(seller.problems).toEqual([]);
        expect(buyer.problems).toEqual([]);
      } finally {
        await seller.context.close();
        await buyer.context.close();
      }
    },
  );

  it('shows a locked panel below level 3', async () => {
    const { page, context } = await newVisitor(game);
    try {
      await guestInCraftingRun(page);
      await page.goto('/game/market');
      await page.getByText('The market opens at level 3. You are level 1.').waitFor();
      expect(await page.getByRole('tab', { name: 'Player Market' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
