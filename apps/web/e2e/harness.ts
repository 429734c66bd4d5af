/**
 * End-to-end harness: the real server (serving the built web app) on a free port with a
 * fresh PGlite directory, and Debian's Chromium driven by playwright-core.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';
import { startOidcProvider, type LocalOidcProvider } from '../../../scripts/lib/oidc-provider';
import {
  isDownOnPurpose,
  startServer,
  type RunningServer,
} from '../../../scripts/lib/start-server';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export interface Game {
  server: RunningServer;
  browser: Browser;
  /**
   * The local OpenID Connect provider standing in for Google, when started with
   * `{ google: true }`: `oidc.signInAs({ email, name })` picks the account the next
   * 'Login with Google' or 'Link with Google' uses, as a person would on Google's page.
   */
  oidc?: LocalOidcProvider;
  close: () => Promise<void>;
}

export async function startGame(
  env: Record<string, string> = {},
  options: { google?: boolean } = {},
): Promise<Game> {
  const oidc = options.google ? await startOidcProvider() : undefined;
  // Each test file's server starts on a copy of one store made for the run (start-server.ts).
  const server = await startServer(
    { DATABASE_URL: '', ...(oidc?.env ?? {}), ...env },
    { copyStoreTemplate: true },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    server,
    browser,
    oidc,
    close: async () => {
      await browser.close();
      await server.stop();
      await oidc?.stop();
    },
  };
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and Content-Security-Policy violations seen so far. */
  problems: string[];
}

/** Where a failed test leaves a picture of each visitor's page, to see what went wrong. */
const FAILURES_DIR = 'test-results/e2e';
let visitors = 0;

/** How many of the page's last events a failed test prints. */
const TRAIL_LENGTH = 40;

/**
 * Watches a page for what no test may see (page errors, answers of 500 and more, CSP
 * violations) into `problems`. When the running test fails it saves the page's screenshot
 * under test-results/e2e and prints the page's last events (console errors, refused and
 * failed requests, navigations) and the text it showed. Tests close their context in a
 * `finally`, which runs before vitest's failure hooks: the picture and the text are
 * therefore taken as the context closes, and written only if the test failed.
 */
export function watchPage(page: Page, problems: string[]): void {
  const visitor = (visitors += 1);
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  let lastLook: { picture: Buffer | null; text: string } | null = null;
  const lookNow = async () => ({
    picture: await page.screenshot({ fullPage: true }).catch(() => null),
    text: await page
      .evaluate(() => document.body.innerText)
      .then((text) => text.replace(/\s+/g, ' ').slice(0, 1500))
      .catch(() => ''),
  });
  const context = page.context();
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (!page.isClosed()) lastLook = await lookNow();
    return close(options);
  };
  onTestFailed(async ({ task }) => {
    const look = page.isClosed() ? lastLook : await lookNow();
    mkdirSync(FAILURES_DIR, { recursive: true });
    const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${visitor}.png`;
    if (look?.picture) writeFileSync(`${FAILURES_DIR}/${name}`, look.picture);
    console.error(
      [
        `e2e: visitor ${visitor}, screenshot in ${FAILURES_DIR}/${name}`,
        `problems: ${JSON.stringify(problems)}`,
        'last events:',
        ...trail.map((line) => `  ${line}`),
        `text on screen: ${look?.text ?? '(none)'}`,
      ].join('\n'),
    );
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.message}`);
    note(`page error: ${error.message}`);
  });
  // No request of the game may ever answer 500. A 503 from a server the test itself is
  // restarting (Fastify's answer while it closes) is the test's doing, not the game's.
  page.on('response', (response) => {
    const restarting = response.status() === 503 && isDownOnPurpose(new URL(response.url()).origin);
    if (response.status() >= 500 && !restarting) {
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    }
    if (response.status() >= 400) {
      note(
        `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
    }
  });
  page.on('requestfailed', (request) => {
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${new URL(frame.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    }
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
}

/**
 * Makes every Content-Security-Policy violation of the context's pages a console error,
 * which watchPage counts as a problem. Chromium logs a blocked load or inline script, but
 * a blocked eval that the page catches (a library probing `new Function`) only fires the
 * `securitypolicyviolation` event, and Lighthouse reports it as an issue all the same.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ` +
          `${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/**
 * A new visitor: a fresh browser profile with nothing stored. Call it inside a test: when
 * the test fails, the page's screenshot, last events and text are kept (watchPage).
 */
export async function newVisitor(
  game: Game,
  viewport = { width: 1280, height: 800 },
): Promise<Visitor> {
  const context = await game.browser.newContext({ viewport, baseURL: game.server.url });
  await reportCspViolations(context);
  const page = await context.newPage();
  const problems: string[] = [];
  watchPage(page, problems);
  return { context, page, problems };
}
