/**
 * The login screen's variants (the spec's "Login screen"), each met by a newcomer at the
 * front door `/` on the device it is meant for: the game really installed in Chromium and
 * opened as an app, Android with Chrome's install prompt, iPhones in Safari and in Chrome,
 * and the desktop. The texts are read off the screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDROID_CHROME,
  IPHONE_CHROME,
  IPHONE_SAFARI,
  PHONE,
  announceInstalled,
  gameAlreadyOnThePhone,
  installGame,
  launchInstalledGame,
  newDeviceVisitor,
  newProfileVisitor,
  offerInstallPrompt,
  visitedPaths,
} from './devices';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

async function atTheFrontDoor(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/login');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const isStandalone = (page: Page) =>
  page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches);

async function expectLoginChoices(page: Page): Promise<void> {
  await button(page, 'Continue as Guest').waitFor();
  // Google sign-in is off on this server: the button is there, disabled, and says why.
  expect(await button(page, 'Login with Google').count()).toBe(1);
}

describe('the installed app', () => {
  // Chromium's display-mode cannot be emulated (Emulation.setEmulatedMedia ignores
  // 'display-mode'), so the game is really installed and opened in its own app window.
  it('signed out: Login Required with both choices, and Continue as Guest opens the game', async () => {
    const visitor = await newProfileVisitor(game);
    try {
      await atTheFrontDoor(visitor.page);
      const manifestId = await installGame(visitor.cdp, visitor.page.url());

      const app = await launchInstalledGame(visitor, manifestId, `${game.server.url}/`);
      await app.waitForURL('**/login');
      expect(await isStandalone(app)).toBe(true);
      // The path record the signed-in test relies on does see the login screen.
      expect(await visitedPaths(app)).toContain('/login');
      await heading(app, 'Login Required').waitFor();
      await expectLoginChoices(app);
      expect(await heading(app, 'Installation Required').count()).toBe(0);
      expect(await button(app, 'Install Game').count()).toBe(0);

      await button(app, 'Continue as Guest').click();
      await app.waitForURL('**/game/crafting/new');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('signed in: opens straight into the game, never the login screen', async () => {
    const visitor = await newProfileVisitor(game);
    try {
      const { page, cdp } = visitor;
      await atTheFrontDoor(page);
      await button(page, 'Continue as Guest').click();
      await page.waitForURL('**/game/crafting/new');
      const manifestId = await installGame(cdp, page.url());

      // Opened from its icon: the manifest's start URL.
      const app = await launchInstalledGame(visitor, manifestId);
      await app.waitForURL('**/game/crafting/new');
      expect(await isStandalone(app)).toBe(true);
      await app.getByRole('navigation', { name: 'Game menu' }).waitFor();
      expect(await visitedPaths(app)).not.toContain('/login');

      // And from the front door, in the app window.
      await app.goto('/');
      await app.waitForURL('**/game/crafting/new');
      expect(await visitedPaths(app)).not.toContain('/login');
      await app.getByRole('navigation', { name: 'Game menu' }).waitFor();
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe('Android in the browser', () => {
  it('with an install prompt: Installation Required, Install Game prompts, and the installed game can be opened', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, {
      ...PHONE,
      userAgent: ANDROID_CHROME,
    });
    try {
      await atTheFrontDoor(page);
      // Before Chrome offers an install, Android gets the login choices.
      await heading(page, 'Begin your journey').waitFor();
      await expectLoginChoices(page);

      await offerInstallPrompt(page, 'accepted');
      await heading(page, 'Installation Required').waitFor();
      expect(await page.evaluate(() => window.installPromptTaken)).toBe(true);
      expect(await button(page, 'Continue as Guest').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Open Installed App' }).count()).toBe(0);

      await button(page, 'Install Game').click();
      await page.waitForFunction(() => window.installPromptCalls === 1);

      // Chrome installs the game and says so: the browser tab offers to open it.
      await announceInstalled(page);
      await page.getByRole('link', { name: 'Open Installed App' }).waitFor();
      await expectLoginChoices(page);
      expect(await heading(page, 'Installation Required').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('with the game already on the phone: Open Installed App beside the login choices', async () => {
    const { context, page, problems, close } = await newDeviceVisitor(game, {
      ...PHONE,
      userAgent: ANDROID_CHROME,
    });
    try {
      await gameAlreadyOnThePhone(context);
      await atTheFrontDoor(page);
      const open = page.getByRole('link', { name: 'Open Installed App' });
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe('/game');
      await expectLoginChoices(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('iOS outside the installed app', () => {
  it('in Safari: tap Share, then Add to Home Screen', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, {
      ...PHONE,
      userAgent: IPHONE_SAFARI,
    });
    try {
      await atTheFrontDoor(page);
      await heading(page, 'Install the Game').waitFor();
      await page
        .getByText(
          "Tap Share in Safari's toolbar, then choose 'Add to Home Screen' to install Alchemy Arena.",
          { exact: true },
        )
        .waitFor();
      expect(await page.getByText('Open this page in Safari').count()).toBe(0);
      // Like Android's Installation Required: the game is played from the home screen.
      expect(await button(page, 'Continue as Guest').count()).toBe(0);
      expect(await button(page, 'Install Game').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('in Chrome (not Safari): open the page in Safari', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, {
      ...PHONE,
      userAgent: IPHONE_CHROME,
    });
    try {
      await atTheFrontDoor(page);
      await heading(page, 'Install the Game').waitFor();
      await page
        .getByText(
          "Open this page in Safari to install the game: tap Share there, then choose 'Add to Home Screen'.",
          { exact: true },
        )
        .waitFor();
      expect(await page.getByText("in Safari's toolbar").count()).toBe(0);
      expect(await button(page, 'Continue as Guest').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the desktop', () => {
  it('shows the login choices, and Install Game once Chrome offers a prompt', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await atTheFrontDoor(page);
      await heading(page, 'Begin your journey').waitFor();
      await expectLoginChoices(page);
      expect(await button(page, 'Install Game').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Open Installed App' }).count()).toBe(0);

      await offerInstallPrompt(page, 'dismissed');
      await button(page, 'Install Game').click();
      await page.waitForFunction(() => window.installPromptCalls === 1);
      // A prompt serves once: dismissed, the button goes and the choices stay.
      await button(page, 'Install Game').waitFor({ state: 'detached' });
      await expectLoginChoices(page);
      expect(await heading(page, 'Installation Required').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
