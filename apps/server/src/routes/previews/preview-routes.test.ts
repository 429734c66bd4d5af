/**
 * Links that preview themselves (issue 27): /invite/{hash}, /replay/{replayId}, /game/race
 * and /player/{playerId} fetched as a chat's crawler fetches them (one GET, no JavaScript)
 * and as a browser does: the page carries its Open Graph and Twitter card tags, escaped,
 * pointing at a PNG of at most 1200x630 and 150 kB that is kept once drawn; an id that
 * names nothing gets the game's own preview, never an error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DuelResultSchema, PlayerCardSchema, type InviteLink } from '@alchemy/contracts';
import { gameDayLabel, gameDayNumber } from '@alchemy/game-rules';
import { pngSize } from '../../images/previews/png-facts';
import { renderPreview } from '../../images/previews/render-preview';
import { databaseNowMs } from '../../repositories/progress';
import { ensureRaceDay } from '../../services/race-day-service';
import { guestWithCard } from '../../test/cards';
import { setPlayer } from '../../test/grant';
import { withShippedCatalogue } from '../../test/race';
import { tempDir } from '../../test/temp-dir';
import { apiCall, createTestApp, registeredGuest, type TestApp } from '../../test/test-app';

// Counts the drawings, to see a kept picture come from memory.
vi.mock('../../images/previews/render-preview', async (original) => {
  const real = await original<{ renderPreview: typeof renderPreview }>();
  return { ...real, renderPreview: vi.fn(real.renderPreview) };
});

const PUBLIC_URL = 'https://arena.example';
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The built page in miniature, as the web build writes its head. */
function fakeWebDist(): string {
  const dist = tempDir('aa-preview-dist-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Craft items, forge battle cards and duel in the arena." />' +
      '<title>Alchemy Arena</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: fakeWebDist(), PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

/** Every meta tag of a page, by its property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(match[1]!, match[2]!);
  }
  return tags;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as a crawler and as a browser get it: the same tags for both. */
async function pageTags(path: string) {
  const pages = await Promise.all(
    [CRAWLER, BROWSER].map((agent) =>
      t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': agent } }),
    ),
  );
  for (const page of pages) {
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
  }
  expect(pages[0]!.body).toBe(pages[1]!.body);
  const tags = metaTags(pages[0]!.body);
  for (const key of [
    'og:title',
    'og:description',
    'og:image',
    'og:url',
    'og:type',
    'twitter:card',
    'twitter:title',
    'twitter:image',
  ]) {
    expect(tags.get(key), key).toBeTruthy();
  }
  expect(tags.get('og:url')).toBe(`${PUBLIC_URL}${path}`);
  expect(tags.get('og:image:type')).toBe('image/png');
  expect(tags.get('og:image:width')).toBe('1200');
  expect(tags.get('og:image:height')).toBe('630');
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
  return { html: pages[0]!.body, tags };
}

/** The picture a page's og:image names: a PNG within 1200x630 and 150 kB. */
async function pictureOf(tags: Map<string, string>, remoteAddress?: string) {
  const url = (tags.get('og:image') ?? '').replace(PUBLIC_URL, '');
  expect(url).toMatch(/^\/api\/previews\//);
  const response = await t.app.inject({
    method: 'GET',
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const png = response.rawPayload;
  const size = pngSize(png);
  expect(size).not.toBeNull();
  expect(size!.width).toBeLessThanOrEqual(1200);
  expect(size!.height).toBeLessThanOrEqual(630);
  expect(png.length).toBeLessThanOrEqual(150 * 1024);
  const sheet = process.env.PREVIEW_SHEET_DIR;
  if (sheet) {
    mkdirSync(sheet, { recursive: true });
    writeFileSync(join(sheet, `${url.split('/')[3]}-api.png`), png);
  }
  return response;
}

describe('an invitation link', () => {
  it('shows the inviter’s name and avatar, escaped, and its picture is drawn once', async () => {
    const host = await registeredGuest(t.app);
    const name = `Ann <b>"&'$&</b>`;
    await setPlayer(t.database, host.profile.id, { name });
    const link = await apiCall(t.app, host.token, 'POST', '/friends/invite-link');
    const { inviteHash } = link.json<InviteLink>();

    const { html, tags } = await pageTags(`/invite/${inviteHash}`);
    expect(unescape(tags.get('og:title')!)).toBe(`${name} invites you to Alchemy Arena`);
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ann &lt;b&gt;&quot;&amp;&#39;$&amp;&lt;/b&gt;');
    expect(html).toContain('<title>Ann &lt;b&gt;');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Nothing of the inviter beyond the name and avatar.
    expect(html).not.toContain(host.profile.id);

    const draws = vi.mocked(renderPreview).mock.calls.length;
    const first = await pictureOf(tags);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vi.mocked(renderPreview).mock.calls.length).toBe(draws + 1);
    const again = await pictureOf(tags);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(vi.mocked(renderPreview).mock.calls.length).toBe(draws + 1);
  });

  it('of nobody shows the game’s own preview, not an error', async () => {
    const { tags } = await pageTags('/invite/AAAAAAAAAAAAAAAAAAAAAA');
    expect(tags.get('og:title')).toBe('You are invited to Alchemy Arena');
    expect(tags.get('og:image')).toBe(`${PUBLIC_URL}/api/previews/game.png`);
    await pictureOf(tags);
    // A mistyped link, and a picture asked for by an unknown hash: the game's picture too.
    expect(metaTags((await t.app.inject('/invite/nope')).body).get('og:title')).toBe(
      'You are invited to Alchemy Arena',
    );
    const unknown = await t.app.inject('/api/previews/invites/AAAAAAAAAAAAAAAAAAAAAA.png?v=1');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(pngSize(unknown.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect((await t.app.inject('/api/previews/invites/..%2Fsecret.png')).statusCode).toBe(400);
  });
});

describe('a replay link', () => {
  it('shows the two creatures and who won', async () => {
    const player = await guestWithCard(t);
    await apiCall(t.app, player.token, 'GET', '/arena/duel');
    const started = await apiCall(t.app, player.token, 'POST', '/arena/duel/start', {
      cardIds: [player.card.id],
    });
    const duel = DuelResultSchema.parse(started.json());
    const [winner, loser] = duel.winner[0]?.isPlayer
      ? [duel.playerCards[0]!, duel.opponentCards[0]!]
      : [duel.opponentCards[0]!, duel.playerCards[0]!];

    const { html, tags } = await pageTags(`/replay/${duel.replayId}`);
    expect(unescape(tags.get('og:title')!)).toBe(`${winner.card.name} defeats ${loser.card.name}`);
    expect(unescape(tags.get('og:description')!)).toContain('one on one');
    for (const secret of [duel.id, player.card.id, player.profile.id]) {
      expect(html).not.toContain(secret);
    }
    await pictureOf(tags);
  });

  it('of no replay shows the game’s own preview', async () => {
    const { tags } = await pageTags('/replay/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(tags.get('og:title')).toBe('A duel in Alchemy Arena');
    await pictureOf(tags);
  });
});

describe('a player card link', () => {
  it('shows name, title, level and public figures, nothing private', async () => {
    const { profile } = await registeredGuest(t.app);
    await setPlayer(t.database, profile.id, { level: 12, title: null });
    const { html, tags } = await pageTags(`/player/${profile.id}`);
    expect(unescape(tags.get('og:title')!)).toBe(`${profile.name}: level 12 in Alchemy Arena`);
    expect(tags.get('og:description')).toMatch(/^World rank #\d+, best race streak 0\./);
    expect(html).not.toMatch(/credits|diamonds|magic dust/i);
    await pictureOf(tags);
  });

  it('has its card for anyone at GET /api/players/{playerId}/card, with public figures only', async () => {
    const { profile } = await registeredGuest(t.app);
    const response = await t.app.inject(`/api/players/${profile.id}/card`);
    expect(response.statusCode).toBe(200);
    const card = PlayerCardSchema.strict().parse(response.json());
    expect(card).toMatchObject({ id: profile.id, name: profile.name, level: profile.level });
    expect(card.avatarUrl).toBe(profile.avatarUrl);
    expect(card.previewUrl).toMatch(new RegExp(`^/api/previews/players/${profile.id}\\.png\\?v=`));
    const unknown = await t.app.inject('/api/players/3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b/card');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no such player.', code: 'NOT_FOUND' });
    expect((await t.app.inject('/api/players/nobody/card')).statusCode).toBe(400);
  });

  it('of nobody shows the game’s own preview', async () => {
    const { tags } = await pageTags('/player/3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(tags.get('og:title')).toBe('A player of Alchemy Arena');
  });
});

describe('the daily race link', () => {
  it('shows the day and the target’s shape, never its name', async () => {
    await withShippedCatalogue(t.database);
    const today = gameDayNumber(await databaseNowMs(t.database.db));
    const race = await ensureRaceDay(t.database.db, today);
    const { html, tags } = await pageTags('/game/race');
    expect(tags.get('og:title')).toMatch(/^The daily race of \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(tags.get('og:image')).toContain(`/api/previews/races/${gameDayLabel(today)}.png?v=`);
    expect(html.toLowerCase()).not.toContain(race.targetId.toLowerCase());
    await pictureOf(tags);
    // A day to come shows nothing of its race, not even the shape.
    const tomorrow = await t.app.inject(`/api/previews/races/${gameDayLabel(today + 1)}.png`);
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.headers['cache-control']).toBe('no-cache');
  });
});

describe('the preview pictures', () => {
  it('are limited per client like every picture', async () => {
    const address = '203.0.113.77';
    let status = 200;
    for (let ask = 0; ask < t.config.pictureRateLimitPerMinute + 1 && status === 200; ask += 1) {
      status = (
        await t.app.inject({ method: 'GET', url: '/api/previews/game.png', remoteAddress: address })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
