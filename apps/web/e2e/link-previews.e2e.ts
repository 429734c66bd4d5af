/**
 * Links that preview themselves (issue 27): a guest shares their player card from the
 * profile on a 360 px touch phone (the clipboard: headless Chromium has no share sheet),
 * a chat's crawler fetches the link with no JavaScript and finds its tags and its picture,
 * and a visitor who never signed in opens the card and reads it, with 'Play Alchemy
 * Arena'. With SCREENSHOT_DIR set, the card is saved there at 360x740 and 1280x800.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledInGame } from './flows';
import { newDeviceVisitor, TOUCH_PHONE } from './devices';
import { newVisitor, startGame, type Game } from './harness';

let game: Game;
beforeAll(async () => {
  game = await startGame();
});
afterAll(async () => {
  await game?.close();
});

const CRAWLER = 'Twitterbot/1.0';

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('a shared player card', () => {
  it('is shared from the profile, previews for a crawler and opens for anyone', async () => {
    const sharer = await newDeviceVisitor(game, TOUCH_PHONE);
    const visitor = await newVisitor(game);
    try {
      await sharer.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: game.server.url,
      });
      await sharer.page.goto('/');
      await sharer.page.getByRole('button', { name: 'Continue as Guest' }).tap();
      await settledInGame(sharer.page);
      await sharer.page.goto('/game/profile');
      const heading = sharer.page.getByRole('heading', { name: /^Adventurer-/, level: 1 });
      await heading.waitFor();
      const name = (await heading.textContent()) ?? '';
      if (process.env.SCREENSHOT_DIR) {
        await sharer.page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/profile-360.png` });
      }
      await sharer.page.getByRole('button', { name: 'Share my card' }).tap();
      await sharer.page.getByText('Card link copied to clipboard!').waitFor();
      const link = await sharer.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/player\/[0-9a-f-]{36}$/);

      // The crawler: one GET, no script run; the tags name the player and their picture.
      const page = await fetch(link, { headers: { 'user-agent': CRAWLER } });
      const html = await page.text();
      expect(metaOf(html, 'og:title')).toBe(`${name}: level 1 in Alchemy Arena`);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      const picture = await fetch(metaOf(html, 'og:image') ?? '');
      expect(picture.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await picture.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.length).toBeLessThanOrEqual(150 * 1024);

      // A visitor who never signed in reads the card, and is offered the game.
      const path = new URL(link).pathname;
      await sharer.page.goto(path);
      await visitor.page.goto(path);
      for (const { page: screen } of [sharer, visitor]) {
        await screen.getByRole('heading', { name, level: 1 }).waitFor();
        await screen.getByText('Level', { exact: true }).waitFor();
        await screen.getByText('World rank').waitFor();
        await screen.getByText('Best race streak').waitFor();
      }
      const shots = process.env.SCREENSHOT_DIR;
      if (shots) {
        await sharer.page.screenshot({ path: `${shots}/player-card-360.png`, fullPage: true });
        await visitor.page.screenshot({ path: `${shots}/player-card-1280.png` });
      }
      // No sideways scrolling on the phone.
      expect(
        await sharer.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
      ).toBe(true);
      await visitor.page.getByRole('link', { name: 'Play Alchemy Arena' }).click();
      await visitor.page.waitForURL(/\/login$/);

      // A link to nobody: said plainly, with the way into the game.
      await visitor.page.goto('/player/3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
      await visitor.page.getByText('There is no player behind this link.').waitFor();
      expect([...sharer.problems, ...visitor.problems]).toEqual([]);
    } finally {
      await sharer.close();
      await visitor.context.close();
    }
  });
});
