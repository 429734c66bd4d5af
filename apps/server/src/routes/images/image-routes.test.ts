/**
 * The picture routes: item pictures named by random stored keys that reveal nothing, a
 * secret that stays '?', card portraits drawn from the card, drawings kept in memory, and
 * one limit per client over every picture route, answered with a clear 429.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CraftingGame, EncyclopediaPage, LabItem } from '@alchemy/contracts';
import { battleCard, item } from '../../db/schema';
import { drawAvatar } from '../../images/avatar';
import { cardPortrait } from '../../images/portrait/portrait';
import { syncCatalogue } from '../../repositories/catalogue';
import { guestWithCard } from '../../test/cards';
import { fixtureCatalogue } from '../../test/fixture-catalogue';
import { grantLabItems } from '../../test/grant';
import {
  apiCall,
  createTestApp,
  registeredGuest,
  testStore,
  type TestApp,
} from '../../test/test-app';
import { PICTURES_LIMITED_MESSAGE } from './picture-limit';

// Counts the avatars drawn, to see the kept ones come from memory.
vi.mock('../../images/avatar', async (original) => {
  const real = await original<{ drawAvatar: typeof drawAvatar }>();
  return { drawAvatar: vi.fn(real.drawAvatar) };
});

const KEY_URL =
  /^\/api\/images\/items\/([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.svg\?v=[0-9a-z]+$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function startedGuest() {
  const guest = await registeredGuest(t.app);
  const started = await apiCall(t.app, guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  expect(started.statusCode).toBe(200);
  return { ...guest, game: started.json<CraftingGame>() };
}

const get = (url: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) });

describe('item pictures', () => {
  it('name an item by a random key that says nothing of it, and draw no name', async () => {
    const { game } = await startedGuest();
    const shown = game.items.filter((entry) => !entry.category);
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) {
      const match = KEY_URL.exec(entry.imageUrl);
      expect(match, entry.imageUrl).not.toBeNull();
      expect(entry.imageUrl).not.toContain(entry.id);
      const picture = await get(entry.imageUrl);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.headers['cache-control']).toContain('immutable');
      expect(picture.body).not.toContain('<title');
      expect(picture.body.toLowerCase()).not.toContain(entry.name.toLowerCase());
    }
    // The old addresses by id, and keys no one was given, show nothing.
    expect((await get('/api/images/items/steam.svg')).statusCode).toBe(400);
    expect((await get('/api/images/items/fire.svg?v=1')).statusCode).toBe(400);
    const unknown = await get('/api/images/items/3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no such picture.', code: 'NOT_FOUND' });
  });

  it('keep a secret the plain question mark, whichever it is', async () => {
    const { game } = await startedGuest();
    const secrets = game.items.filter((entry) => entry.category);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(secret.imageUrl).toBe('/api/images/items/secret.svg?v=v1');
    }
    const picture = await get('/api/images/items/secret.svg?v=v1');
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('>?</text>');
  });

  it('hand out one key per item everywhere the item shows: grid, lab and encyclopedia', async () => {
    const { token, profile, game } = await startedGuest();
    await grantLabItems(t.database, profile.id, [['steam', 1]]);
    const fire = game.items.find((entry) => entry.id === 'fire');
    const lab = (await apiCall(t.app, token, 'POST', '/lab/items/search', { filter: {} })).json<
      LabItem[]
    >();
    const steamInLab = lab.find((entry) => entry.item.id === 'steam');
    const book = (
      await apiCall(t.app, token, 'GET', '/craft/encyclopedia?page=1')
    ).json<EncyclopediaPage>();
    const fireInBook = book.entries.find((entry) => entry.discovered && entry.id === 'fire');
    expect(fireInBook && fireInBook.discovered && fireInBook.imageUrl).toBe(fire?.imageUrl);
    expect(steamInLab?.item.imageUrl).toMatch(KEY_URL);
    // What the player has not discovered carries no picture at all.
    for (const entry of book.entries.filter((each) => !each.discovered)) {
      expect(entry).not.toHaveProperty('imageUrl');
    }
  });

  it('keep their keys: random, all different, the same on every instance and after a reload', async () => {
    const rows = await t.database.db.select({ id: item.id, key: item.pictureKey }).from(item);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    await syncCatalogue(t.database.db, fixtureCatalogue);
    const again = await t.database.db.select({ id: item.id, key: item.pictureKey }).from(item);
    expect(new Map(again.map((row) => [row.id, row.key]))).toEqual(
      new Map(rows.map((row) => [row.id, row.key])),
    );
    const { game } = await startedGuest();
    const url = game.items.find((entry) => entry.id === 'water')?.imageUrl ?? '';
    const other = await t.secondInstance();
    const there = await other.inject({ method: 'GET', url });
    expect(there.statusCode).toBe(200);
    expect(there.body).toBe((await get(url)).body);
  });

  it('answer an out-of-date version with the current picture, not cached for good', async () => {
    const { game } = await startedGuest();
    const url = game.items.find((entry) => entry.id === 'fire')?.imageUrl ?? '';
    const stale = await get(url.replace(/\?v=.*$/, '?v=old'));
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
  });
});

describe('card pictures', () => {
  it('draw the card’s own creature from its seed, class, items and quality', async () => {
    const { card } = await guestWithCard(t);
    const [row] = await t.database.db.select().from(battleCard).where(eq(battleCard.id, card.id));
    if (!row) throw new Error('no card row');
    const picture = await get(card.card.imageUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toContain('immutable');
    const rows = await t.database.db.select().from(item);
    const expected = cardPortrait({
      seed: row.seed,
      cardClass: card.card.characterType,
      quality: card.quality,
      isAscended: card.isAscended,
      items: row.sourceItems.map((id) => {
        const found = rows.find((candidate) => candidate.id === id);
        if (!found || !['common', 'rare', 'epic', 'legendary'].includes(found.rarity)) {
          throw new Error(`no item ${id}`);
        }
        return { id, family: found.family, rarity: found.rarity as 'common' };
      }),
    });
    expect(picture.body).toBe(expected);
  });

  it('serve a kept portrait from memory, without reading the card again', async () => {
    const { card } = await guestWithCard(t);
    const first = await get(card.card.imageUrl);
    await t.database.db.delete(battleCard).where(eq(battleCard.id, card.id));
    const again = await get(card.card.imageUrl);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Another version is not kept: it reads the card, which is gone.
    expect((await get(card.card.imageUrl.replace(/\?v=.*$/, '?v=zz'))).statusCode).toBe(404);
  });
});

describe('avatars', () => {
  it('draw a seed once and keep it', async () => {
    const draws = vi.mocked(drawAvatar);
    draws.mockClear();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await get('/api/images/avatars/kept-seed.svg'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(draws).toHaveBeenCalledTimes(1);
  });
});

describe('the picture limits', () => {
  it('answer a client over its pictures per minute with 429, Retry-After and words', async () => {
    const limited = await createTestApp({ PICTURE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const ask = (url: string, remoteAddress = '10.9.8.7') =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const statuses = [];
      // Avatars, items and cards count in one window.
      statuses.push((await ask('/api/images/avatars/one.svg')).statusCode);
      statuses.push((await ask('/api/images/items/secret.svg?v=v1')).statusCode);
      statuses.push((await ask('/api/images/avatars/one.svg')).statusCode);
      const refused = await ask('/api/images/avatars/one.svg');
      expect(statuses).toEqual([200, 200, 200]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: PICTURES_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client is not held back, and the game's own calls are not limited.
      expect((await ask('/api/images/avatars/one.svg', '10.1.1.1')).statusCode).toBe(200);
      const live = await limited.app.inject({
        method: 'GET',
        url: '/api/health/live',
        remoteAddress: '10.9.8.7',
      });
      expect(live.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('hold back a client who makes the server draw too much, but still send it kept ones', async () => {
    const limited = await createTestApp({ PICTURE_DRAWS_PER_MINUTE: '2' });
    try {
      const ask = (url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress: '10.7.7.7' });
      const drawn = [
        (await ask('/api/images/avatars/first.svg')).statusCode,
        (await ask('/api/images/avatars/second.svg')).statusCode,
      ];
      const third = await ask('/api/images/avatars/third.svg');
      expect(drawn).toEqual([200, 200]);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // A kept avatar costs no drawing: it is still sent.
      expect((await ask('/api/images/avatars/first.svg')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.runIf(testStore === 'postgres')(
    'count the drawings of one client across server instances on one PostgreSQL',
    async () => {
      const limited = await createTestApp({ PICTURE_DRAWS_PER_MINUTE: '4' });
      try {
        const other = await limited.secondInstance();
        const statuses = [];
        let seed = 0;
        for (const app of [limited.app, other, limited.app, other, other, limited.app]) {
          seed += 1;
          const answer = await app.inject({
            method: 'GET',
            url: `/api/images/avatars/shared-${seed}.svg`,
            remoteAddress: '10.2.3.4',
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await limited.close();
      }
    },
  );
});
