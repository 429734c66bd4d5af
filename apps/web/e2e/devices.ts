/**
 * Visitors on other devices, for the login screen's install variants: phones by their user
 * agent, Chrome's install prompt and installed-app answers acted out in the page, and a
 * real Chromium profile that installs the game and opens it as an app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH, reportCspViolations, watchPage, type Game } from './harness';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

/** A phone's screen; the user agent says which phone. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The small phone the game is checked on: 360 x 740, touch. */
export const PHONE_360: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface DeviceVisitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, answers of 500 and more, and CSP violations seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh browser context on the game's browser, dressed as the given device. */
export async function newDeviceVisitor(
  game: Game,
  options: BrowserContextOptions,
): Promise<DeviceVisitor> {
  const context = await game.browser.newContext({ ...options, baseURL: game.server.url });
  await reportCspViolations(context);
  const page = await context.newPage();
  const problems: string[] = [];
  watchPage(page, problems);
  return { context, page, problems, close: () => context.close() };
}

declare global {
  interface Window {
    /** How often the page called prompt() on an install prompt offered by offerInstallPrompt. */
    installPromptCalls?: number;
    /** Whether the page took the offered prompt over (preventDefault), hiding Chrome's own. */
    installPromptTaken?: boolean;
  }
}

/**
 * Plays Chrome deciding the game is installable: a `beforeinstallprompt` event with the
 * real one's `prompt()` and `userChoice`. prompt() is counted in the page, and the player's
 * answer to the install dialog resolves userChoice, as in Chrome.
 */
export async function offerInstallPrompt(
  page: Page,
  answer: 'accepted' | 'dismissed',
): Promise<void> {
  await page.evaluate((outcome) => {
    window.installPromptCalls = 0;
    let choose: (choice: { outcome: string; platform: string }) => void = () => {};
    const userChoice = new Promise<{ outcome: string; platform: string }>((resolve) => {
      choose = resolve;
    });
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      userChoice,
      prompt: () => {
        window.installPromptCalls = (window.installPromptCalls ?? 0) + 1;
        choose({ outcome, platform: 'web' });
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
    window.installPromptTaken = event.defaultPrevented;
  }, answer);
}

/** Chrome's word that the game has just been installed from this page. */
export async function announceInstalled(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
}

/**
 * Before any page script runs: Chrome on Android answering getInstalledRelatedApps() with
 * this game, the way it does once the game is on the phone (the manifest lists it).
 */
export async function gameAlreadyOnThePhone(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const self = { platform: 'webapp', url: `${location.origin}/manifest.webmanifest` };
    Object.defineProperty(navigator, 'getInstalledRelatedApps', {
      configurable: true,
      value: () => Promise.resolve([self]),
    });
  });
}

export interface ProfileVisitor extends DeviceVisitor {
  /** A DevTools session on `page`, for what only the browser can do or tell. */
  cdp: CDPSession;
}

/**
 * A fresh browser profile of its own (not incognito, where Chromium neither installs web
 * apps nor calls a page installable): one Chromium with one tab, `page`.
 */
export async function newProfileVisitor(game: Pick<Game, 'server'>): Promise<ProfileVisitor> {
  const dir = mkdtempSync(join(tmpdir(), 'aa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: game.server.url,
    viewport: { width: 1280, height: 800 },
  });
  await reportCspViolations(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  watchPage(page, problems);
  const cdp = await context.newCDPSession(page);
  return {
    context,
    page,
    cdp,
    problems,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const AppId = z.object({ appId: z.string().min(1) });

/** The installed identity Chromium gives the game: the manifest's id, resolved. */
export async function appId(cdp: CDPSession): Promise<string> {
  return AppId.parse(await cdp.send('Page.getAppId')).appId;
}

/**
 * Installs the game from the page `cdp` is attached to, as the browser's Install does, and
 * has it open in its own window: an install made over DevTools otherwise opens in a tab.
 * Returns the app's identity.
 */
export async function installGame(cdp: CDPSession, pageUrl: string): Promise<string> {
  const manifestId = await appId(cdp);
  await cdp.send('PWA.install', { manifestId, installUrlOrBundleUrl: pageUrl });
  await cdp.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
  return manifestId;
}

declare global {
  interface Window {
    /** Every path this document has shown, in order (recordPaths). */
    visitedPaths?: string[];
  }
}

/**
 * Opens the installed game, as its icon does, at `url` (its start URL when omitted), and
 * returns the app's window. Every path the window shows is recorded in `visitedPaths`, so
 * a test can tell that a screen never showed, not only that it is gone now.
 */
export async function launchInstalledGame(
  visitor: ProfileVisitor,
  manifestId: string,
  url?: string,
): Promise<Page> {
  await visitor.context.addInitScript(() => {
    const paths = (window.visitedPaths = [location.pathname]);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, next?: string | URL | null) => {
        original(data, unused, next);
        paths.push(location.pathname);
      };
    }
  });
  const opened = visitor.context.waitForEvent('page');
  await visitor.cdp.send('PWA.launch', url === undefined ? { manifestId } : { manifestId, url });
  const app = await opened;
  // The app's window is watched like any visitor's page.
  watchPage(app, visitor.problems);
  await app.waitForLoadState();
  return app;
}

/** The paths the page has shown since it loaded (see launchInstalledGame). */
export async function visitedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => window.visitedPaths ?? []);
}
