/**
 * Optional screenshots of what a player sees, for a person to look at: an e2e file makes its
 * `shot` with the environment variable that names its folder (`screenshots('GOALS_SCREENSHOTS')`),
 * and each `shot(page, name)` saves `<folder>/<name>-360.png` and `<name>-1280.png`, the phone
 * (360 x 740) and the laptop (1280 x 800). Without the variable a shot does nothing, so the
 * suite pays no time for it.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
/** After a resize: entrances and layout transitions end within this. */
const SETTLE_MS = 900;

interface ShotOptions {
  /** Scrolled into view first (centred, or at the top with `block: 'start'`). */
  focus?: Locator;
  block?: 'start' | 'center';
  /** The whole page's height, not only the window (from the top when there is no focus). */
  fullPage?: boolean;
}

export type Shot = ((page: Page, name: string, options?: ShotOptions) => Promise<void>) & {
  /** The folder the shots go to, or undefined when they are off. */
  readonly folder: string | undefined;
};

export function screenshots(environmentVariable: string): Shot {
  const folder = process.env[environmentVariable] || undefined;
  const shot = async (page: Page, name: string, options: ShotOptions = {}): Promise<void> => {
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    const before = page.viewportSize();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(SETTLE_MS);
      const { focus, block = 'center', fullPage = false } = options;
      if (focus)
        await focus.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
      else if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${folder}/${name}-${size.width}.png`, fullPage });
    }
    if (before) await page.setViewportSize(before);
  };
  return Object.assign(shot, { folder });
}
