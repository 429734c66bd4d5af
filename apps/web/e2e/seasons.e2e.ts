/**
 * Ranked seasons on the 360 x 740 touch phone (issue 26), from `/` in fresh profiles: a
 * guest forges a card; a second guest signs in and is given a weak copy of it (the store,
 * as a player cannot), so the first guest, a newcomer, is offered it among the rivals,
 * chooses it and fights another player's card: a rated duel. The arena's Season line shows the rating move, the line opens the season
 * screen, and the player reads themself on the World board, ranked, and the tier ladder;
 * then the profile's Season tab ranks them with their tier badge. axe finds nothing serious
 * on the season screen or the profile's Season tab, narrow or wide. SEASONS_SCREENSHOTS=
 * <folder> saves what the player saw at 360 x 740 and 1280 x 800.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierStanding } from '@alchemy/game-rules';
import { standingLabel } from '../src/shared/seasons/tier-text';
import { describeFindings, seriousViolations } from './axe';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { guestWithCard, noDialogOpen } from './flows';
import { newVisitor, startGame, type Game } from './harness';
import { giveWeakCopy, whoIs } from './store';

const NARROW = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };
const shotsDir = process.env.SEASONS_SCREENSHOTS;
/** The other player's card: a weak copy of the guest's own, by this name. */
const RIVAL_CARD = 'Straw Golem of the Test Yard';

let game: Game;
beforeAll(async () => {
  game = await startGame({ DUEL_COOLDOWN_SECONDS: '0' });
});
afterAll(async () => {
  await game?.close();
});

async function shot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(700);
    if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: !focus });
  }
  await page.setViewportSize(NARROW);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Game menu' });

/** No serious or critical axe finding, narrow and wide. */
async function noSeriousFindings(page: Page, screen: string): Promise<void> {
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    const found = await seriousViolations(page);
    expect(found, describeFindings(`${screen} @${size.width}`, found)).toEqual([]);
  }
  await page.setViewportSize(NARROW);
}

describe('a ranked season', () => {
  it('rates a duel against another player’s card and shows the player on the season board', async () => {
    const phone = await newDeviceVisitor(game, TOUCH_PHONE);
    const other = await newVisitor(game);
    try {
      const { page } = phone;
      // The other player only signs in; their card is a weak copy the store gives them.
      await other.page.goto('/login');
      await other.page.getByRole('button', { name: 'Continue as Guest' }).click();
      await other.page.waitForURL('**/game/crafting/new');
      const rival = await whoIs(other.page);
      await page.goto('/');
      const cardId = await guestWithCard(page);
      await giveWeakCopy(game, cardId, rival.id, RIVAL_CARD);
      const me = await whoIs(page);

      await menu(page).getByRole('link', { name: 'Arena' }).click();
      await page.waitForURL('**/game/arena');
      const line = page.getByTestId('season-line');
      await line.waitFor();
      expect(await line.textContent()).toMatch(/Season \d+: Gold III/);
      expect(await line.textContent()).toContain('Rating 1,500');
      expect(await line.textContent()).toContain("duels against players' cards count");

      // The other guest's weak card is among the rivals (the safest): choosing it rates the duel.
      const theirs = page
        .locator('[data-testid^="rival-"]')
        .filter({ has: page.locator('.rival__name', { hasText: RIVAL_CARD }) });
      await theirs.tap();
      await theirs.getByText('Chosen', { exact: true }).waitFor();
      await page.getByTestId(`arena-card-${cardId}`).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Select' }).tap();
      await noDialogOpen(page);
      await page.getByRole('button', { name: 'Start Duel' }).tap();
      await page.waitForURL(`**/game/arena/${cardId}`);
      const playback = page.getByTestId('duel-playback');
      await playback.waitFor();
      const skip = playback.getByRole('button', { name: 'Skip' });
      if (await skip.isEnabled()) await skip.tap();
      const change = page.getByTestId('rating-change');
      await change.waitFor();
      const delta = await change.locator('.rating-change__delta').textContent();
      expect(delta).toMatch(/^\+\d+$/);
      const gained = Number(delta!.slice(1));
      const rating = 1500 + gained;

      // Back in the arena, the Season line has moved and ranks the player.
      await page.goto('/game/arena');
      await line.waitFor();
      await expect
        .poll(async () => line.textContent(), { timeout: 10_000 })
        .toContain(`Rating ${rating.toLocaleString('en')} · Rank #1`);
      await shot(page, 'season-line', line);

      // The line opens the season screen.
      await line.getByRole('link', { name: /^Season \d+: Gold I+$/ }).tap();
      await page.waitForURL('**/game/season');
      await page.getByRole('heading', { name: /Ranked season/ }).waitFor();
      expect(await page.getByTestId('season-rating').textContent()).toBe(
        rating.toLocaleString('en'),
      );
      const mine = page.getByTestId('season-row-you');
      await mine.waitFor();
      // 'of N' comes with the World board.
      await expect
        .poll(async () => page.getByTestId('season-rank').textContent())
        .toBe('Rank #1 of 1');
      expect(await mine.textContent()).toContain(me.name);
      expect(await mine.textContent()).toContain(rating.toLocaleString('en'));
      expect(await mine.getAttribute('aria-current')).toBe('true');
      await page.getByRole('listitem').filter({ hasText: 'Archmage' }).first().waitFor();
      await shot(page, 'season-screen');

      // Friends: the player alone among friends, still ranked.
      await page.getByRole('tab', { name: 'Friends' }).tap();
      await page
        .getByRole('list', { name: /^Friends board/ })
        .getByTestId('season-row-you')
        .waitFor();

      await noSeriousFindings(page, 'season');

      // The profile's leaderboards: the Season tab ranks the player, with their tier badge.
      await menu(page)
        .getByRole('link', { name: /^Profile/ })
        .tap();
      await page.waitForURL('**/game/profile');
      await page.getByRole('tab', { name: 'Season' }).tap();
      const onProfile = page
        .getByRole('list', { name: 'World season leaderboard' })
        .locator('[aria-current="true"]');
      await onProfile.waitFor();
      const standing = tierStanding(rating);
      expect(await onProfile.textContent()).toContain(me.name);
      expect(await onProfile.textContent()).toContain(
        `${standingLabel(standing)} · Rating ${rating.toLocaleString('en')}`,
      );
      expect(await onProfile.locator(`.tier-badge--${standing.tier}`).count()).toBe(1);
      await shot(page, 'profile-season-line', line);
      await shot(page, 'profile-season-tab', onProfile);
      if (shotsDir) {
        // The longest name a player may take, on the narrow row.
        await page.getByLabel('Username').fill('Wilhelmina Thornbury-Vex');
        await page.getByRole('button', { name: 'Update Profile' }).tap();
        await page.getByText('Profile updated successfully!').waitFor();
        await onProfile.getByText('Wilhelmina Thornbury-Vex').waitFor();
        await shot(page, 'profile-season-tab-long-name', onProfile);
      }
      await noSeriousFindings(page, 'profile season tab');
      expect(phone.problems).toEqual([]);
      expect(other.problems).toEqual([]);
    } finally {
      await phone.close();
      await other.context.close();
    }
  }, 180_000);
});
