/**
 * The market's memory, on the 360x740 touch phone: two new players trade two cards of one
 * kind, each buying the other's; one lists the card again. A third player, on the phone,
 * sees on that listing what the kind sold for (median, count, graph), taps it for the
 * recent sales, and sees the median beside the price in the selling view of a card of the
 * same kind. Pictures of each at 360x740 and 1280x800 are left in test-results.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './axe';
import { TOUCH_PHONE, newDeviceVisitor, type DeviceVisitor } from './devices';
import { continuePastLevelUp, guestWithCard, noDialogOpen, spendAndConfirm } from './flows';
import { startGame, type Game } from './harness';
import { makeCardsAlike, raiseToLevel, whoIs } from './store';

const SHOTS = 'test-results/market-memory';
const KIND = { class: 'Beast', quality: 'normal', level: 2 } as const;

let game: Game;
beforeAll(async () => {
  game = await startGame();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await game?.close();
});

async function openMarket(page: Page): Promise<void> {
  await page.goto('/game/market');
  await page.getByRole('tab', { name: 'Player Market', selected: true }).waitFor();
}

async function sell(page: Page, cardId: string, price: number): Promise<void> {
  await page.getByRole('button', { name: /^Your Cards \(\d+\)$/ }).tap();
  await page.getByTestId(`market-own-card-${cardId}`).getByRole('button', { name: 'Sell' }).tap();
  const view = page.getByRole('dialog', { name: 'Sell battle card' });
  await view.getByLabel('Price', { exact: true }).fill(String(price));
  await view.getByRole('button', { name: 'Sell', exact: true }).tap();
  await noDialogOpen(page);
  await page.getByRole('button', { name: /^Your Cards \(\d+\)$/ }).tap();
}

/** Buys the one listing of another player on the page (one's own shows 'Selling for'). */
async function buyOthers(page: Page): Promise<void> {
  const listing = page
    .getByTestId(/^market-listing-/)
    .filter({ has: page.getByRole('button', { name: 'Buy' }) });
  await spendAndConfirm(
    page,
    listing.getByRole('button', { name: 'Buy' }),
    /^Buy .*\?$/,
    'Buy',
    page.getByText('Card purchased successfully!'),
  );
}

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

describe('the market’s memory', () => {
  it('shows a third player what a kind sold for: on a listing, in its sales, when selling', async () => {
    const players: DeviceVisitor[] = [];
    try {
      for (let i = 0; i < 3; i += 1) players.push(await newDeviceVisitor(game, TOUCH_PHONE));
      const [a, b, c] = players as [DeviceVisitor, DeviceVisitor, DeviceVisitor];
      const cards: string[] = [];
      for (const player of players) cards.push(await guestWithCard(player.page));
      const ids = await Promise.all(players.map(async (p) => (await whoIs(p.page)).id));
      await raiseToLevel(game, ids, 3);
      await makeCardsAlike(game, cards, KIND);
      // Each sees the level-up screen of level 3 once, and closes it.
      for (const player of players) {
        await openMarket(player.page);
        await continuePastLevelUp(player.page, 3);
      }
      const [cardA, cardB, cardC] = cards as [string, string, string];

      // A and B each list their card; each buys the other's.
      await openMarket(a.page);
      await sell(a.page, cardA, 30);
      await openMarket(b.page);
      await sell(b.page, cardB, 40);
      await buyOthers(b.page);
      await a.page.getByRole('button', { name: 'Refresh' }).tap();
      await buyOthers(a.page);
      // A puts B's card up again, dearer.
      await a.page.reload();
      await a.page.getByRole('tab', { name: 'Player Market', selected: true }).waitFor();
      await sell(a.page, cardB, 90);

      // C sees the listing with what its kind sold for: 35 the median of 30 and 40.
      await openMarket(c.page);
      const listing = c.page.getByTestId(/^market-listing-/).first();
      // A tile asks for its kind's history once it scrolls near the screen, as a thumb does.
      await listing.scrollIntoViewIfNeeded();
      const line = listing.getByTestId('price-memory-line');
      await line.getByText('Median 35 · 2 sales').waitFor();
      const graph = listing.getByRole('img', { name: /^Median price by hour/ });
      await graph.waitFor();
      expect(await graph.getAttribute('aria-label')).toMatch(/from 30 to 40 dust|35 dust/);
      await graph.locator('canvas').first().waitFor();
      await shoot(c.page, 'listing-with-graph', listing);
      const onListing = await seriousViolations(c.page);
      expect(onListing, describeFindings('listing', onListing)).toEqual([]);

      // A tap on the graph opens the recent sales: both, newest first.
      await graph.tap();
      const sheet = c.page.getByRole('dialog', { name: 'Recent sales' });
      const sales = sheet.getByTestId('recent-sales').getByRole('listitem');
      await expect.poll(() => sales.count()).toBe(2);
      expect(await sales.nth(0).textContent()).toMatch(/level 2.*40/);
      expect(await sales.nth(1).textContent()).toMatch(/level 2.*30/);
      await sheet
        .getByRole('img', { name: /^Median price by hour/ })
        .locator('canvas')
        .first()
        .waitFor();
      await shoot(c.page, 'recent-sales');
      const onSheet = await seriousViolations(c.page);
      expect(onSheet, describeFindings('recent sales', onSheet)).toEqual([]);
      await sheet.getByRole('button', { name: 'Close' }).tap();
      await noDialogOpen(c.page);

      // C's own card of the kind: the median beside the price, which still opens at 1000.
      await c.page.getByRole('button', { name: 'Your Cards (1)' }).tap();
      await c.page
        .getByTestId(`market-own-card-${cardC}`)
        .getByRole('button', { name: 'Sell' })
        .tap();
      const view = c.page.getByRole('dialog', { name: 'Sell battle card' });
      const price = view.getByLabel('Price', { exact: true });
      expect(await price.inputValue()).toBe('1000');
      await view.getByTestId('sell-median').getByText('35').waitFor();
      await view
        .getByTestId('price-hint')
        .getByText(/median of 35 dust \(2 sales/)
        .waitFor();
      await view
        .getByRole('img', { name: /^Median price by hour/ })
        .locator('canvas')
        .first()
        .waitFor();
      await shoot(c.page, 'sell-dialog', view);
      const onSell = await seriousViolations(c.page);
      expect(onSell, describeFindings('sell dialog', onSell)).toEqual([]);
      // A tap on the median makes it the price.
      await view.getByTestId('sell-median').tap();
      expect(await price.inputValue()).toBe('35');
      await view.getByTestId('you-receive').getByText('You receive 34').waitFor();

      for (const player of players) expect(player.problems).toEqual([]);
    } finally {
      for (const player of players) await player.close();
    }
    // Three players forge a card each before they trade: minutes, not seconds.
  }, 300_000);
});
