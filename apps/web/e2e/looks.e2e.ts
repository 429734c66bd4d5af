/**
 * How the game looks to a newcomer on a 360 x 740 phone and a 1280 x 800 screen, from `/`
 * in a fresh profile: cards that look like themselves (each face a creature of its class,
 * drawn from its own items),
 * one card dialog whose primary action is in view without scrolling, touch targets of at
 * least 44 x 44 px on the crafting, lab and arena screens, and the duel screen with the
 * player and the opponent side by side, 'VS' between, full names, and damage numbers that
 * never cover a name.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgeCardAfterGameOver, noDialogOpen, playUntilGameOver } from './flows';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { startGame, type Game } from './harness';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

/** Every visible control smaller than 44 x 44 px, described for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        small.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Visible text that runs past the screen's right edge (clipped at 360 px). */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"], dialog:not([open])')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Screen-reader-only text sits in a 1 px box on purpose (a box that a parent's
      // springy entrance may scale past 1 px for a moment, hence the class too).
      if (parent.closest('.sr-only')) continue;
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)) {
        clipped.push(`"${text.slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return clipped;
  });
}

/** Waits for a dialog's opening animation (a slight scale) to end before measuring it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

/** Whether the control is inside the viewport and on top there (not under a bar). */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0) return false;
    if (box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Names (of duel cards or card faces) cut short by an ellipsis or clipped. */
async function cutNames(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) =>
    nodes
      .filter(
        (node) =>
          node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
      )
      .map((node) => node.textContent ?? ''),
  );
}

/** From `/` to a started crafting run, checking the new-game screen on the way. */
async function newcomerStartsARun(page: Page, phone: boolean): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await page.waitForURL('**/game/crafting/new');
  const start = page.getByRole('button', { name: 'Start Crafting' });
  await start.waitFor();
  // Without scrolling: the button is in the viewport, above the phone's bottom bar.
  expect(await inView(start)).toBe(true);
  if (phone) {
    expect(await smallTargets(page)).toEqual([]);
    expect(await clippedTexts(page)).toEqual([]);
  }
  await start.click();
  await page.waitForURL(/\/game\/crafting$/);
  await page.getByTestId('item-fire').waitFor();
  if (phone) {
    expect(await smallTargets(page)).toEqual([]);
    expect(await clippedTexts(page)).toEqual([]);
    // The whole placeholder shows: the search box is wide enough for it.
    const search = page.getByPlaceholder('Search items');
    const fits = await search.evaluate((input) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(input).font;
      probe.style.position = 'absolute';
      probe.textContent = (input as HTMLInputElement).placeholder;
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return needed <= input.getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
  }
}

/** Plays a run to its end and forges a card in the Lab, checking the Lab on the way. */
async function forgeACard(page: Page, phone: boolean): Promise<string> {
  await playUntilGameOver(page);
  return forgeCardAfterGameOver(page, {
    slotsFilled: async () => {
      if (!phone) return;
      expect(await smallTargets(page)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
    },
    cardShown: async (dialog) => {
      await settled(dialog);
      // Every action of the Lab's card dialog is in view without scrolling; Purge is the
      // quiet one, never the primary.
      const actions = dialog.locator('footer button');
      expect(await actions.count()).toBeGreaterThan(1);
      for (const action of await actions.all()) expect(await inView(action)).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Purge' }).getAttribute('class')).not.toMatch(
        /btn--primary|btn--danger/,
      );
      if (phone) expect(await smallTargets(page)).toEqual([]);
    },
  });
}

interface Face {
  svg: string;
  /** The creature's body, one of the pool of its class. */
  body: string;
  /** How many items it was forged from (a gem each on its frame). */
  items: number;
}

/** A card face's portrait as the server draws it: its body and its number of items. */
async function faceOf(page: Page, face: Locator): Promise<Face> {
  const src = await face.locator('img').first().getAttribute('src');
  expect(src).toMatch(/^\/api\/images\/cards\//);
  const response = await page.request.get(src ?? '');
  expect(response.ok()).toBe(true);
  const svg = await response.text();
  return {
    svg,
    body: /data-body="([a-z-]+)"/.exec(svg)?.[1] ?? '',
    items: Number(/data-items="(\d)"/.exec(svg)?.[1] ?? 0),
  };
}

/** In the arena: the player's card and the opponent's look different, each of its items. */
async function arenaFacesDiffer(page: Page, cardId: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Game menu' })
    .getByRole('link', { name: 'Arena' })
    .click();
  await page.waitForURL('**/game/arena');
  const own = page.getByTestId(`arena-card-${cardId}`);
  const opponent = page.getByTestId('duel-opponent');
  await own.waitFor();
  await opponent.waitFor();
  const mine = await faceOf(page, own);
  const theirs = await faceOf(page, opponent);
  // Each face is a creature of its class, drawn from the card's own items (3 or 4)...
  expect(mine.body).toMatch(/^(beast|elemental)-/);
  expect(theirs.body).not.toBe('');
  expect(mine.items).toBeGreaterThanOrEqual(3);
  expect(theirs.items).toBeGreaterThanOrEqual(3);
  // ...so two cards never share a picture, even of one class, and they differ on screen.
  expect(mine.svg).not.toBe(theirs.svg);
  const [shotMine, shotTheirs] = [
    await own.locator('img').first().screenshot(),
    await opponent.locator('img').first().screenshot(),
  ];
  expect(shotMine.equals(shotTheirs)).toBe(false);
  expect(await cutNames(page, '.bcard__name')).toEqual([]);
}

/** Opens the player's card, checks the dialog, and selects it with its primary action. */
async function selectFromDialog(page: Page, cardId: string, phone: boolean): Promise<void> {
  await page.getByTestId(`arena-card-${cardId}`).click();
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('button', { name: 'Select' });
  await select.waitFor();
  await settled(dialog);
  expect(await inView(select)).toBe(true);
  expect(await select.getAttribute('class')).toMatch(/btn--primary/);
  expect(await dialog.getByRole('button', { name: 'Purge' }).getAttribute('class')).not.toMatch(
    /btn--primary|btn--danger/,
  );
  if (phone) expect(await smallTargets(page)).toEqual([]);
  await select.click();
  await noDialogOpen(page);
  await page.getByRole('heading', { name: 'Battle Cards(0)' }).waitFor();
  if (phone) expect(await smallTargets(page)).toEqual([]);
}

/** Damage and healing numbers seen covering a card's name while the duel plays. */
async function numbersOverNames(page: Page, forMs: number): Promise<string[]> {
  return page.evaluate(async (duration) => {
    const seen: string[] = [];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const end = performance.now() + duration;
    while (performance.now() < end) {
      for (const card of document.querySelectorAll('.duel-card')) {
        const name = card.querySelector('.duel-card__name')?.getBoundingClientRect();
        if (!name) continue;
        for (const floater of card.querySelectorAll('.duel-floater')) {
          if (overlaps(floater.getBoundingClientRect(), name)) {
            seen.push(floater.textContent ?? '');
          }
        }
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return seen;
  }, forMs);
}

async function startTheDuel(page: Page, cardId: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Start Duel' }).click();
  await page.waitForURL(`**/game/arena/${cardId}`);
  const playback = page.getByTestId('duel-playback');
  await playback.waitFor();
  await playback.getByText('VS', { exact: true }).waitFor();
  return playback;
}

describe('how the game looks', () => {
  it('on a 360 x 740 phone', async () => {
    const visitor = await newDeviceVisitor(game, TOUCH_PHONE);
    const { page, problems } = visitor;
    try {
      await newcomerStartsARun(page, true);
      const cardId = await forgeACard(page, true);
      await arenaFacesDiffer(page, cardId);
      expect(await smallTargets(page)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      await selectFromDialog(page, cardId, true);

      const playback = await startTheDuel(page, cardId);
      expect(await cutNames(page, '.duel-card__name')).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      // At 1x, the first rounds' numbers rise and fade: none may cover a name.
      expect(await numbersOverNames(page, 5_000)).toEqual([]);
      await playback.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('dialog', { name: /^You (Won|Lost)!$/ }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('on a 1280 x 800 screen', async () => {
    const visitor = await newDeviceVisitor(game, DESKTOP);
    const { page, problems } = visitor;
    try {
      await newcomerStartsARun(page, false);
      const cardId = await forgeACard(page, false);
      await arenaFacesDiffer(page, cardId);
      await selectFromDialog(page, cardId, false);

      const playback = await startTheDuel(page, cardId);
      const player = playback.locator('.duel-card--player').first();
      const opponent = playback.locator('.duel-card--opponent').first();
      const vs = playback.getByText('VS', { exact: true });
      const [mine, theirs, between] = await Promise.all(
        [player, opponent, vs].map((locator) => locator.boundingBox()),
      );
      if (!mine || !theirs || !between) throw new Error('the duel is not on screen');
      // Side by side: the player left, 'VS' between, the opponent right, on one band.
      expect(mine.x + mine.width).toBeLessThanOrEqual(between.x);
      expect(between.x + between.width).toBeLessThanOrEqual(theirs.x);
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(middle(between)).toBeGreaterThan(Math.max(mine.y, theirs.y));
      expect(middle(between)).toBeLessThan(
        Math.min(mine.y + mine.height, theirs.y + theirs.height),
      );
      expect(await cutNames(page, '.duel-card__name')).toEqual([]);
      await playback.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('dialog', { name: /^You (Won|Lost)!$/ }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
