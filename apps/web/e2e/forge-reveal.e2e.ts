/**
 * Forging a card in the Lab as a player on a 360 x 740 touch phone sees it: the empty
 * slots open the list of items that fit them, the new card arrives face down, turns over
 * onto its decoded picture, flares, names its class and quality (on screen and to a screen
 * reader), and a tap skips to its dialog. Again with reduced motion (fades, every word
 * kept), and by keyboard, down to an empty slot's list with nothing left to offer.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe';
import { newDeviceVisitor } from './devices';
import {
  buyMissingCommons,
  guestInCraftingRun,
  labCommons,
  noDialogOpen,
  playUntilGameOver,
} from './flows';
import { startGame, type Game } from './harness';

const TOUCH_PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

interface RevealStep {
  phase: string;
  /** ms since the reveal appeared. */
  at: number;
  /** The card's picture, decoded and paintable, or the fallback face in its place. */
  faceReady: boolean;
  flipTransform: string;
  cardAnimation: string;
  sparkAnimation: string;
}

declare global {
  interface Window {
    revealSteps?: RevealStep[];
    /** ms since the reveal appeared at which the card's dialog opened. */
    cardDialogAt?: number;
  }
}

/**
 * Notes every step of the next reveal as it happens (a poll could miss a 400 ms step on a
 * busy machine): its phase, whether the face is ready, and what moves.
 */
async function watchReveal(page: Page): Promise<void> {
  await page.evaluate(() => {
    const steps: RevealStep[] = (window.revealSteps = []);
    let start = 0;
    const note = () => {
      const stage = document.querySelector<HTMLElement>('[data-testid="forge-reveal"]');
      const phase = stage?.dataset.phase;
      if (stage && phase && steps[steps.length - 1]?.phase !== phase) {
        if (steps.length === 0) start = performance.now();
        const img = stage.querySelector<HTMLImageElement>('.forge-reveal__front img');
        const fallback = stage.querySelector('[data-testid="forge-reveal-fallback"]');
        const style = (selector: string) => {
          const element = stage.querySelector(selector);
          return element ? getComputedStyle(element) : null;
        };
        steps.push({
          phase,
          at: Math.round(performance.now() - start),
          faceReady: Boolean(fallback) || Boolean(img?.complete && img.naturalWidth > 0),
          flipTransform: style('.forge-reveal__flip')?.transform ?? '',
          cardAnimation: style('.forge-reveal__card')?.animationName ?? '',
          sparkAnimation: style('.forge-reveal__sparks span')?.animationName ?? '',
        });
      }
      const open = document.querySelector('dialog[open]');
      if (steps.length > 0 && window.cardDialogAt === undefined && open?.querySelector('h2')) {
        if (open.getAttribute('aria-label') !== 'New battle card') {
          window.cardDialogAt = Math.round(performance.now() - start);
        }
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase', 'open'],
    });
  });
}

const revealSteps = (page: Page) => page.evaluate(() => window.revealSteps ?? []);

/** Serious or critical axe findings inside one element (axe already in the page). */
async function seriousIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (within) => {
    const element = document.querySelector(within);
    const axe = window.axe as
      | {
          run: (
            context: Element,
            options: object,
          ) => Promise<{ violations: { id: string; impact?: string | null }[] }>;
        }
      | undefined;
    if (!element || !axe) throw new Error(`nothing to check: ${within}`);
    const { violations } = await axe.run(element, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .map((found) => found.id);
  }, selector);
}

/** A new guest's first run to its end, with three different commons for the Lab. */
async function guestReadyToForge(page: Page): Promise<string[]> {
  await guestInCraftingRun(page);
  await playUntilGameOver(page);
  if ((await labCommons(page)).length < 3) await buyMissingCommons(page);
  const commons = await labCommons(page);
  expect(commons.length).toBeGreaterThanOrEqual(3);
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: 'Lab' })
    .click();
  await page.waitForURL('**/game/lab');
  await page.getByRole('heading', { name: /^Available Items\(\d+\)$/ }).waitFor();
  return commons;
}

/** The choices an open slot list offers, by item id. */
async function offered(picker: Locator): Promise<string[]> {
  const ids = await picker
    .locator('[data-testid^="slot-choice-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('slot-choice-'.length));
}

/** The announcement a screen reader hears once the card has turned. */
const ANNOUNCED =
  /^New battle card: (.+), an? (Beast|Elemental) of (poor|normal|superior) quality, forged from common items\.$/;

describe('the forge', () => {
  it('fills empty slots from their lists and reveals the new card on a touch phone', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, TOUCH_PHONE);
    try {
      const commons = await guestReadyToForge(page);
      const slot = (index: number) => page.getByTestId(`lab-slot-${index}`);

      // The empty '+' slot opens the items that fit it: every common, none in a slot yet.
      expect(await slot(2).getAttribute('aria-haspopup')).toBe('dialog');
      await slot(2).tap();
      const picker = page.getByRole('dialog', { name: 'Choose a common item' });
      await picker.getByRole('heading', { name: 'Common slot' }).waitFor();
      expect((await offered(picker)).sort()).toEqual([...commons].sort());
      const findings = (await axeViolations(page)).filter((f) => f.impact === 'serious');
      expect(findings, describeFindings('slot list @360', findings)).toEqual([]);
      const [first] = await offered(picker);
      await picker.getByTestId(`slot-choice-${first}`).tap();
      await noDialogOpen(page);
      // It went into the slot that was tapped, not the first free one.
      expect(await slot(2).getAttribute('aria-label')).toMatch(/^Common slot: .+/);
      expect(await slot(0).getAttribute('aria-label')).toBe('Common slot, empty');

      // The next list leaves out what is already in a slot.
      await slot(0).tap();
      expect(await offered(picker)).not.toContain(first);
      await picker.locator('[data-testid^="slot-choice-"]').first().tap();
      await noDialogOpen(page);
      await slot(1).tap();
      await picker.locator('[data-testid^="slot-choice-"]').first().tap();
      await noDialogOpen(page);
      for (const index of [0, 1, 2]) {
        expect(await slot(index).getAttribute('aria-label')).toMatch(/^Common slot: .+/);
      }

      await watchReveal(page);
      await page.getByRole('button', { name: 'Craft Battle Card' }).tap();
      const reveal = page.getByRole('dialog', { name: 'New battle card' });
      await reveal.waitFor();
      const stage = page.getByTestId('forge-reveal');
      await page.locator('[data-testid="forge-reveal"][data-phase="flare"]').waitFor();

      // Class and quality on screen, and in words for a screen reader.
      const status = (await reveal.getByRole('status').textContent()) ?? '';
      const [, name, cls, quality] = ANNOUNCED.exec(status) ?? [];
      expect(status).toMatch(ANNOUNCED);
      expect(await stage.getByTestId('forge-reveal-class').textContent()).toBe(cls);
      expect(await stage.getByTestId('forge-reveal-quality').textContent()).toBe(
        `${quality!.charAt(0).toUpperCase()}${quality!.slice(1)} quality`,
      );

      // A tap anywhere skips the rest: the card's dialog, that very card.
      await stage.tap({ position: { x: 30, y: 60 } });
      const cardDialog = page.getByRole('dialog', { name: name! });
      await cardDialog.getByTestId('card-name').waitFor();
      expect(await cardDialog.getByTestId('card-name').textContent()).toBe(name);
      expect(await cardDialog.getByTestId('card-quality').textContent()).toBe(quality);
      expect(await reveal.count()).toBe(0);

      // Face down first, then the turn onto a face ready to be seen, then the flare; the
      // tap came before the card would have left by itself.
      const steps = await revealSteps(page);
      expect(steps.map((step) => step.phase)).toEqual(['arrive', 'turn', 'flare']);
      expect(steps[0]!.flipTransform).toBe('none');
      expect(steps[1]!.faceReady).toBe(true);
      expect(steps[0]!.cardAnimation).toBe('reveal-arrive');
      expect(steps[2]!.sparkAnimation).toBe('reveal-spark');
      await page.keyboard.press('Escape');
      await noDialogOpen(page);
      await page.getByRole('heading', { name: 'Battle Cards(1)' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('reveals calmly under reduced motion: fades, every word kept', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, {
      ...TOUCH_PHONE,
      reducedMotion: 'reduce',
    });
    try {
      await guestReadyToForge(page);
      for (const index of [0, 1, 2]) {
        await page.getByTestId(`lab-slot-${index}`).tap();
        await page
          .getByRole('dialog', { name: 'Choose a common item' })
          .locator('[data-testid^="slot-choice-"]')
          .first()
          .tap();
        await noDialogOpen(page);
      }
      await watchReveal(page);
      // axe is loaded now, so the reveal can be checked in the moment it is on screen.
      await axeViolations(page);
      await page.getByRole('button', { name: 'Craft Battle Card' }).tap();
      const reveal = page.getByRole('dialog', { name: 'New battle card' });
      await reveal.waitFor();
      await page.locator('[data-testid="forge-reveal"][data-phase="flare"]').waitFor();
      const revealFindings = await seriousIn(page, 'dialog[aria-label="New battle card"]');
      expect(revealFindings).toEqual([]);
      expect(await reveal.getByRole('status').textContent()).toMatch(ANNOUNCED);
      expect(await reveal.getByTestId('forge-reveal-class').isVisible()).toBe(true);
      expect(await reveal.getByTestId('forge-reveal-quality').isVisible()).toBe(true);

      // Left alone, it makes way for the card's dialog by itself.
      const cardName = page.getByTestId('card-name');
      await cardName.waitFor();
      const steps = await revealSteps(page);
      expect(steps.map((step) => step.phase)).toEqual(['arrive', 'turn', 'flare', 'leave']);
      for (const step of steps) {
        // No turn in space, no flight, no sparks: only fades.
        expect(step.flipTransform).toBe('none');
        expect(['none', 'reveal-fade-in', 'reveal-fade-out']).toContain(step.cardAnimation);
        expect(step.sparkAnimation).toBe('none');
      }
      expect(steps[1]!.faceReady).toBe(true);
      const openedAt = await page.evaluate(() => window.cardDialogAt ?? -1);
      console.info(`reveal (reduced motion, 360 px): card dialog ${openedAt} ms after it began`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('works by keyboard, skips on a key, and says when no item fits a slot', async () => {
    const { page, problems, close } = await newDeviceVisitor(game, DESKTOP);
    try {
      await guestReadyToForge(page);
      const picker = page.getByRole('dialog', { name: 'Choose a common item' });
      for (const index of [0, 1, 2]) {
        await page.getByTestId(`lab-slot-${index}`).focus();
        await page.keyboard.press('Enter');
        await picker.waitFor();
        const focused = () =>
          page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
        // The dialog takes focus itself, or gives it to its first control: either way the
        // first item is one Tab away at most.
        if (!(await focused()).startsWith('slot-choice-')) await page.keyboard.press('Tab');
        expect(await focused()).toMatch(/^slot-choice-/);
        await page.keyboard.press('Enter');
        await noDialogOpen(page);
      }
      await page.getByRole('button', { name: 'Craft Battle Card' }).focus();
      await watchReveal(page);
      await page.keyboard.press('Enter');
      await page.getByTestId('forge-reveal').waitFor();
      // Any key skips, even before the card has turned.
      await page.keyboard.press('KeyX');
      await page.getByTestId('card-name').waitFor();
      expect((await revealSteps(page)).map((step) => step.phase)).not.toContain('leave');
      await page.keyboard.press('Escape');
      await noDialogOpen(page);

      // Purge every common left, then an empty slot has nothing to offer and says so.
      const tiles = page.locator('[data-testid^="lab-item-"][data-rarity="common"]');
      while ((await tiles.count()) > 0) {
        const tile = tiles.first();
        const name = (await tile.getAttribute('aria-label')) ?? '';
        await tile.click();
        await page
          .getByRole('dialog', { name, exact: true })
          .getByRole('button', { name: 'Purge' })
          .click();
        await page
          .getByRole('dialog', { name: 'Purge item?' })
          .getByRole('button', { name: 'Purge' })
          .click();
        await noDialogOpen(page);
        await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
      }
      await page.getByTestId('lab-slot-0').click();
      await picker.getByText('No common items yet: discover some in Crafting').waitFor();
      await picker.getByRole('link', { name: 'Go to Crafting' }).click();
      await page.waitForURL(/\/game\/crafting/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
