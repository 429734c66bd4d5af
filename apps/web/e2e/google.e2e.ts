/**
 * Google sign-in and linking a guest, in Chromium against the local OpenID provider that
 * stands in for Google (`startGame({}, { google: true })`). Before each 'Login with Google'
 * or 'Link with Google' the test picks the account, as a person would on Google's page;
 * the provider then sends the browser straight back. Everything else is read off the
 * screen: names, balances, cards, dialogs and snackbars.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogOpened,
  guestInCraftingRun,
  guestWithCard,
  settledInGame,
  watchDialogs,
} from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  // Every visitor here signs in from the same address, many times a minute, as no real
  // players would: the sign-in rate limit is meant for them, not for this file.
  game = await startGame({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { google: true });
});
afterAll(async () => {
  await game?.close();
});

let accounts = 0;
/** A Google account nobody has used yet in this file. */
function newAccount(who: string) {
  accounts += 1;
  return { email: `${who}${accounts}@example.test`, name: `${who} ${accounts}` };
}

function oidc() {
  if (!game.oidc) throw new Error('the game was started without Google');
  return game.oidc;
}

const UPGRADED = 'Account upgraded successfully! Your progress is now saved.';
const GUEST_BANNER = 'You are playing as a guest.';
const ALREADY_LINKED = 'This Google account already has a game profile';
const KEEP_WHICH = 'Which profile stays on this device?';
const GUEST_LOGOUT = 'Log out of this guest?';

async function openProfile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: /^Profile/ })
    .click();
  await page.waitForURL('**/game/profile');
  await page.getByLabel('Username').waitFor();
}

/** Who the profile screen says the player is. */
async function readPlayer(page: Page) {
  const number = async (key: string) =>
    Number(((await page.getByTestId(`profile-${key}`).textContent()) ?? '').replaceAll(',', ''));
  return {
    name: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
    provider: (await page.locator('.profile__provider').textContent()) ?? '',
    credits: await number('credits'),
    diamonds: await number('diamonds'),
    magicDust: await number('magicDust'),
  };
}

/** The battle cards the Lab lists: each card's id and what its button says of it. */
async function readCards(page: Page): Promise<{ id: string; label: string }[]> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: 'Lab' })
    .click();
  await page.waitForURL('**/game/lab');
  await page.getByRole('heading', { name: /^Battle Cards\(\d+\)$/ }).waitFor();
  await page.getByText('Loading your cards...').waitFor({ state: 'detached' });
  return page.$$eval('[data-testid^="battle-card-"]', (nodes) =>
    nodes.map((node) => ({
      id: (node.getAttribute('data-testid') ?? '').slice('battle-card-'.length),
      label: node.getAttribute('aria-label') ?? '',
    })),
  );
}

/** Signs in with Google from the login screen, as `account`, and waits for the game. */
async function loginWithGoogle(page: Page, account: { email: string; name: string }) {
  oidc().signInAs(account);
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await settledInGame(page);
}

/**
 * A Google account that already owns a profile, made in a browser of its own; returns
 * what its profile screen showed.
 */
async function googlePlayerElsewhere(account: { email: string; name: string }) {
  const { page, context, problems } = await newVisitor(game);
  try {
    await page.goto('/');
    await page.waitForURL('**/login');
    await loginWithGoogle(page, account);
    await openProfile(page);
    const player = await readPlayer(page);
    expect(player.provider).toBe('Google account');
    expect(problems).toEqual([]);
    return player;
  } finally {
    await context.close();
  }
}

/** A new guest, on the profile screen; returns what it showed. */
async function guestOnProfile(page: Page) {
  await page.goto('/');
  await guestInCraftingRun(page);
  await openProfile(page);
  await page.getByText(GUEST_BANNER).waitFor();
  return readPlayer(page);
}

/** The side of the keep-which dialog headed `title`, as its text. */
async function side(page: Page, title: string): Promise<string> {
  const region = page.getByRole('dialog', { name: KEEP_WHICH }).getByRole('region', {
    name: title,
  });
  return (await region.textContent()) ?? '';
}

describe('linking a guest to Google', () => {
  it('keeps the name, balances and cards, on this browser and on another', async () => {
    const { page, context, problems } = await newVisitor(game);
    const account = newAccount('linker');
    try {
      await page.goto('/');
      await page.waitForURL('**/login');
      await guestWithCard(page);

      await openProfile(page);
      const name = `Linker ${String(Date.now()).slice(-5)}`;
      await page.getByLabel('Username').fill(name);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByText('Profile updated successfully!').waitFor();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const before = await readPlayer(page);
      expect(before).toMatchObject({ name, provider: 'Guest adventurer' });
      const cards = await readCards(page);
      expect(cards).toHaveLength(1);

      await openProfile(page);
      oidc().signInAs(account);
      await page.getByRole('button', { name: 'Link with Google' }).click();
      await page.getByText(UPGRADED).waitFor();
      await page.waitForURL('**/game/profile');
      await page.getByText('Google account', { exact: true }).waitFor();
      expect(await page.getByText(GUEST_BANNER).count()).toBe(0);
      expect(await readPlayer(page)).toEqual({ ...before, provider: 'Google account' });

      // A Google player logs out at once: no guest warning.
      await watchDialogs(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await dialogOpened(page, GUEST_LOGOUT)).toBe(false);

      await loginWithGoogle(page, account);
      await openProfile(page);
      expect(await readPlayer(page)).toEqual({ ...before, provider: 'Google account' });
      expect(await page.getByText(GUEST_BANNER).count()).toBe(0);
      expect(await readCards(page)).toEqual(cards);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // Another browser, same Google account: the same player.
    const second = await newVisitor(game);
    try {
      await second.page.goto('/');
      await second.page.waitForURL('**/login');
      await loginWithGoogle(second.page, account);
      await openProfile(second.page);
      const player = await readPlayer(second.page);
      expect(player.name).toMatch(/^Linker \d{5}$/);
      expect(player.provider).toBe('Google account');
      expect(second.problems).toEqual([]);
    } finally {
      await second.context.close();
    }
  }, 180_000);

  it('warns a guest who logs out; Cancel keeps them signed in', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      const guest = await guestOnProfile(page);
      const logout = page.getByRole('button', { name: 'Logout' });
      const warning = page.getByRole('dialog', { name: GUEST_LOGOUT });

      await logout.click();
      await warning.getByText('A guest’s progress is lost when you log out').waitFor();
      await warning.getByRole('button', { name: 'Link with Google' }).waitFor();
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await warning.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/game\/profile$/);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: guest.name }).waitFor();

      // Escape is Cancel too; 'Log out anyway' does log out.
      await logout.click();
      await warning.waitFor();
      await page.keyboard.press('Escape');
      await warning.waitFor({ state: 'hidden' });
      await logout.click();
      await warning.getByRole('button', { name: 'Log out anyway' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Continue as Guest' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a Google account that already owns a profile', () => {
  it('is not linked to a guest, who may sign in with it and still keep the guest', async () => {
    const account = newAccount('owner');
    const owner = await googlePlayerElsewhere(account);
    const { page, context, problems } = await newVisitor(game);
    try {
      const guest = await guestOnProfile(page);

      oidc().signInAs(account);
      await page.getByRole('button', { name: 'Link with Google' }).click();
      const refusal = page.getByRole('dialog', { name: ALREADY_LINKED });
      await refusal.waitFor();
      await page
        .getByText(
          'Failed to link with Google: This Google account already has a game profile. Sign in with Google to play it.',
        )
        .waitFor();
      await page.getByText('Failed to upgrade account.').waitFor();
      await refusal.getByText('Nothing changed on either of them.', { exact: false }).waitFor();
      await refusal.getByRole('button', { name: 'Keep playing as guest' }).click();
      await refusal.waitFor({ state: 'hidden' });
      // The guest is as it was.
      await page.reload();
      await page.getByText(GUEST_BANNER).waitFor();
      expect(await readPlayer(page)).toEqual(guest);

      // Again, and this time sign in with that account: this device asks which to keep.
      oidc().signInAs(account);
      await page.getByRole('button', { name: 'Link with Google' }).click();
      await refusal.getByRole('button', { name: 'Sign in with Google' }).click();
      const choice = page.getByRole('dialog', { name: KEEP_WHICH });
      await choice.waitFor();
      expect(page.url()).toMatch(/\/auth\/complete$/);
      expect(await side(page, 'Guest on this device')).toContain(guest.name);
      // The owner's profile is untouched: the same name and balances.
      const google = await side(page, 'Your Google account');
      expect(google).toContain(owner.name);
      expect(google).toContain(owner.credits.toLocaleString('en-US'));
      await choice.getByText('the guest cannot be reached again on this device').waitFor();

      await choice.getByRole('button', { name: 'Keep guest' }).click();
      await page.waitForURL('**/game/profile');
      await page.getByRole('heading', { level: 1, name: guest.name }).waitFor();
      await page.getByText(GUEST_BANNER).waitFor();
      expect(await readPlayer(page)).toEqual(guest);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('replaces the guest on this device when the player keeps the Google profile', async () => {
    const account = newAccount('keeper');
    const owner = await googlePlayerElsewhere(account);
    // A phone: the dialogs must fit 360 px.
    const { page, context, problems } = await newVisitor(game, { width: 360, height: 740 });
    try {
      const guest = await guestOnProfile(page);
      const guestToken = await page.evaluate(() => localStorage.getItem('alchemy-arena.token'));

      oidc().signInAs(account);
      await page.getByRole('button', { name: 'Link with Google' }).click();
      await page
        .getByRole('dialog', { name: ALREADY_LINKED })
        .getByRole('button', { name: 'Sign in with Google' })
        .click();
      const choice = page.getByRole('dialog', { name: KEEP_WHICH });
      await choice.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      const keep = choice.getByRole('button', { name: 'Keep Google profile' });
      const box = await keep.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await keep.click();

      await settledInGame(page);
      await openProfile(page);
      expect(await readPlayer(page)).toEqual(owner);
      expect(await page.getByText(GUEST_BANNER).count()).toBe(0);
      // The guest's session was ended: its token opens nothing any more.
      const stale = await page.request.get('/api/profile', {
        headers: { Authorization: `Bearer ${guestToken}` },
      });
      expect(stale.status()).toBe(401);
      expect(guest.name).not.toBe(owner.name);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('signing in with Google', () => {
  it('says so when the sign-in is refused on Google’s page', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await page.goto('/');
      await page.waitForURL('**/login');
      oidc().refuseNext();
      await page.getByRole('button', { name: 'Login with Google' }).click();
      await page.getByText('Google Sign-In Failed: Google sign-in was cancelled.').waitFor();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('alchemy-arena.token'))).toBeNull();
      // And the next try works.
      await loginWithGoogle(page, newAccount('retry'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
