/**
 * Two new players become friends with only what the screen shows. A copies the invite link
 * from Profile → Friends ('Invite a Friend'; headless Chromium has no share sheet, so the
 * link goes to the clipboard). B opens it signed out, is sent to login, continues as a
 * guest, lands on the invitation and accepts it; then each sees the other in Friends. A link
 * that is no invitation shows the problem and the way back to the game.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

async function continueAsGuest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
}

/** From anywhere in the game: the menu's Profile, then the Friends tab. */
async function openFriends(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: /^Profile/ })
    .click();
  await page.waitForURL('**/game/profile');
  await page.getByRole('tab', { name: 'World', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'Friends' }).click();
  await page.getByRole('tab', { name: 'Friends', selected: true }).waitFor();
}

/** The player's name: the profile's heading. */
async function profileName(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return ((await heading.textContent()) ?? '').trim();
}

const friendsBoard = (page: Page) => page.getByRole('list', { name: 'Friends leaderboard' });

describe('invitations', () => {
  it('makes two new players friends through the invite link', async () => {
    const inviter = await newVisitor(game);
    const invitee = await newVisitor(game);
    try {
      await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: game.server.url,
      });

      // A copies the link from an empty Friends tab.
      await inviter.page.goto('/login');
      await continueAsGuest(inviter.page);
      await inviter.page.waitForURL(/\/game\/crafting/);
      await openFriends(inviter.page);
      const inviterName = await profileName(inviter.page);
      await inviter.page.getByText(/^No friends here yet\./).waitFor();
      await inviter.page.getByRole('button', { name: 'Invite a Friend' }).click();
      await inviter.page.getByText('Invitation link copied to clipboard!').waitFor();
      const link = await inviter.page.evaluate(() => navigator.clipboard.readText());
      const hash = new RegExp(`^${game.server.url}/invite/([A-Za-z0-9_-]{22})$`).exec(link)?.[1];
      expect(hash, link).toBeDefined();

      // B opens it signed out: login first, then back to the invitation.
      await invitee.page.goto(link);
      await invitee.page.waitForURL('**/login');
      await continueAsGuest(invitee.page);
      await invitee.page.waitForURL(`**/invite/${hash}`);
      await invitee.page.getByText('has invited you to play').waitFor();
      await invitee.page.getByText(inviterName, { exact: true }).waitFor();
      await invitee.page.getByText('Join them and start your adventure.').waitFor();
      expect(
        await invitee.page.getByRole('img', { name: `Avatar of ${inviterName}` }).count(),
      ).toBe(1);
      await invitee.page.getByRole('button', { name: 'Accept' }).click();
      await invitee.page.getByText('Invitation accepted!').waitFor();
      await invitee.page.waitForURL(/\/game\/crafting/);

      // B sees A among the friends; the link is spent, so the game no longer sends B back.
      await openFriends(invitee.page);
      const inviteeName = await profileName(invitee.page);
      await friendsBoard(invitee.page).getByText(inviterName, { exact: true }).waitFor();
      await friendsBoard(invitee.page).getByText(inviteeName, { exact: true }).waitFor();
      expect(new URL(invitee.page.url()).pathname).toBe('/game/profile');

      // A, after a reload, sees B.
      await inviter.page.reload();
      await inviter.page.getByRole('tab', { name: 'Friends' }).click();
      await friendsBoard(inviter.page).getByText(inviteeName, { exact: true }).waitFor();
      expect(await inviter.page.getByText(/^No friends here yet\./).count()).toBe(0);

      expect(inviter.problems).toEqual([]);
      expect(invitee.problems).toEqual([]);
    } finally {
      await inviter.context.close();
      await invitee.context.close();
    }
  });

  it('shows a problem for a link that is no invitation, and goes back to the game', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      // Malformed: never sent to the server.
      await page.goto('/invite/not-a-hash');
      await page.waitForURL('**/login');
      await continueAsGuest(page);
      await page.waitForURL('**/invite/not-a-hash');
      await page.getByRole('heading', { name: 'Invitation Problem' }).waitFor();
      await page.getByText('Failed to load invitation. It might be invalid or expired.').waitFor();
      await page.getByRole('button', { name: 'Go to Game' }).click();
      await page.waitForURL(/\/game\/crafting/);

      // The stored link is gone: the game stays the game.
      await page.goto('/game');
      await page.waitForURL(/\/game\/crafting/);
      await page.getByRole('navigation', { name: 'Game menu' }).waitFor();
      expect(new URL(page.url()).pathname).not.toMatch(/^\/invite\//);

      // Well formed but nobody's: the server's words.
      await page.goto('/invite/AAAAAAAAAAAAAAAAAAAAAA');
      await page.getByRole('heading', { name: 'Invitation Problem' }).waitFor();
      await page
        .getByText('This invitation does not exist. It might be invalid or expired.')
        .waitFor();
      await page.getByRole('button', { name: 'Go to Game' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names the inviter on the login screen of a phone, and says what a link is to you', async () => {
    const host = await newDeviceVisitor(game, TOUCH_PHONE);
    const guest = await newDeviceVisitor(game, TOUCH_PHONE);
    try {
      await host.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: game.server.url,
      });
      await host.page.goto('/login');
      await continueAsGuest(host.page);
      await host.page.waitForURL(/\/game\/crafting/);
      await openFriends(host.page);
      const hostName = await profileName(host.page);
      await host.page.getByRole('button', { name: 'Invite a Friend' }).tap();
      await host.page.getByText('Invitation link copied to clipboard!').waitFor();
      const link = await host.page.evaluate(() => navigator.clipboard.readText());
      const path = new URL(link).pathname;

      // Signed out: the login screen names who invited, with their avatar, above the choices.
      await guest.page.goto(link);
      await guest.page.waitForURL('**/login');
      const greeting = guest.page.getByTestId('inviter-greeting');
      await greeting.getByText(`${hostName} invited you to play`).waitFor();
      expect(await greeting.getByRole('img', { name: `Avatar of ${hostName}` }).count()).toBe(1);
      await continueAsGuest(guest.page);
      await guest.page.waitForURL(`**${path}`);
      await guest.page.getByRole('button', { name: 'Accept' }).tap();
      await guest.page.getByText('Invitation accepted!').waitFor();
      await guest.page.waitForURL(/\/game\/crafting/);

      // The same link again, now a friend's: said at once, nothing to accept.
      await guest.page.goto(path);
      await guest.page
        .getByRole('heading', { name: `You are already friends with ${hostName}` })
        .waitFor();
      expect(await guest.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      await guest.page.getByRole('button', { name: 'Go to Game' }).tap();
      await guest.page.waitForURL(/\/game\/crafting/);

      // One's own link: said at once, with Share and Go to Game, and no Accept.
      await host.page.goto(path);
      await host.page.getByRole('heading', { name: 'This is your own invitation link' }).waitFor();
      expect(await host.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      await host.page.evaluate(() => navigator.clipboard.writeText(''));
      await host.page.getByRole('button', { name: 'Share' }).tap();
      await host.page.getByText('Invitation link copied to clipboard!').waitFor();
      expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await host.page.getByRole('button', { name: 'Go to Game' }).tap();
      await host.page.waitForURL(/\/game\/crafting/);

      expect(host.problems).toEqual([]);
      expect(guest.problems).toEqual([]);
    } finally {
      await host.close();
      await guest.close();
    }
  });
});
