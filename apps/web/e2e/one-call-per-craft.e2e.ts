/**
 * One HTTP call per craft (issue 13): the craft's answer carries the grid's changes and the
 * balances, so the browser's network log shows the craft and nothing else, where it used
 * to refetch the whole game and the profile after each one.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craft, firstLoadsDone, guestInCraftingRun, readGrid } from './flows';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

/** Every API call the page makes while `action` runs, and for a moment after it. */
async function apiCallsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    // A new item's picture is content the page shows, not a call about the game's state.
    if (path.startsWith('/api/') && !path.startsWith('/api/images/')) {
      calls.push(`${request.method()} ${path}`);
    }
  };
  page.on('request', record);
  try {
    await action();
    // A refetch would start right after the answer: give it time to show up.
    await page.waitForTimeout(1500);
  } finally {
    page.off('request', record);
  }
  return calls;
}

/** The number the header's credits balance shows. */
async function creditsShown(page: Page): Promise<number> {
  const text = await page.getByTestId('balance-credits').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

describe('a craft in the browser', () => {
  it('is one HTTP call, and the grid and the balances still follow it', async () => {
    const { page, context, problems } = await newVisitor(game);
    try {
      await guestInCraftingRun(page);
      // The screen's own first loads are over before the log starts.
      await firstLoadsDone(page);
      const creditsBefore = await creditsShown(page);

      const first = await apiCallsDuring(page, () => craft(page, 'fire', 'water'));
      expect(first).toEqual(['POST /api/craft/game/items/craft']);
      const grid = await readGrid(page);
      expect(grid.find((tile) => tile.id === 'steam')?.quantity).toBe(1);
      expect(grid.find((tile) => tile.id === 'fire')?.quantity).toBe(3);
      expect(grid.find((tile) => tile.id === 'water')?.quantity).toBe(3);
      // A first discovery pays: the header shows the new balance without asking for it.
      await page.waitForFunction((before) => {
        const node = document.querySelector('[data-testid="balance-credits"]');
        return Number((node?.textContent ?? '').replace(/[^\d]/g, '')) > before;
      }, creditsBefore);

      const again = await apiCallsDuring(page, () => craft(page, 'water', 'fire'));
      expect(again).toEqual(['POST /api/craft/game/items/craft']);
      expect((await readGrid(page)).find((tile) => tile.id === 'steam')?.quantity).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The scripts a page or worker has fetched, by file name. */
function scriptNames(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
    .filter((name) => name.endsWith('.js'));
}

describe("the answers' parsing", () => {
  it('runs in the answer worker: zod and the schemas never load on the page', async () => {
    const { page, context, problems } = await newVisitor(game);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    try {
      // From the front door: the sign-in's answers are parsed there too.
      await guestInCraftingRun(page, '/');
      await craft(page, 'fire', 'water');
      expect((await readGrid(page)).find((tile) => tile.id === 'steam')?.quantity).toBe(1);

      const worker = page.workers().find((each) => each.url().includes('/answer-worker-'));
      expect(worker, 'the answer worker runs').toBeDefined();
      const inWorker = (await worker?.evaluate(scriptNames)) ?? [];
      // The game's answers by endpoint (lib/endpoint-answers.ts), the sign-in's apart.
      expect(inWorker.some((name) => name.startsWith('endpoint-answers-'))).toBe(true);
      expect(inWorker.some((name) => name.startsWith('auth-schemas-'))).toBe(true);
      const onPage = await page.evaluate(scriptNames);
      expect(
        onPage.filter((name) =>
          /^(zod|schemas|endpoint-answers|contract-schemas|auth-schemas)-/.test(name),
        ),
      ).toEqual([]);
      expect(warnings.filter((text) => text.includes('answer worker'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
