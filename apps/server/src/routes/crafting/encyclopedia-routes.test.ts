import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCYCLOPEDIA_PAGE_SIZE, type EncyclopediaPage } from '@alchemy/contracts';
import {
  apiCall,
  createTestApp,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';

// The fixture catalogue (test/fixture-catalogue.ts): 13 items, 6 of them base elements.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, token, method, url, payload);

const read = async (token: string, query = '') => {
  const response = await call(token, 'GET', `/craft/encyclopedia${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EncyclopediaPage>();
};

async function playerWithSteam() {
  const guest = await registeredGuest(t.app);
  await call(guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  const crafted = await call(guest.token, 'POST', '/craft/game/items/craft', {
    itemOneId: 'fire',
    itemTwoId: 'water',
  });
  expect(crafted.statusCode).toBe(200);
  return guest;
}

describe('GET /craft/encyclopedia', () => {
  it('lists every item: discovered ones in full, the rest as silhouettes', async () => {
    const { token } = await playerWithSteam();
    const page = await read(token);
    expect(page).toMatchObject({ discoveredCount: 3, totalCount: 13, matching: 13, page: 1 });
    expect(page.entries).toHaveLength(13);
    const discovered = page.entries.filter((entry) => entry.discovered);
    expect(discovered.map((entry) => entry.name)).toEqual(['Fire', 'Steam', 'Water']);
    expect(discovered.find((entry) => entry.name === 'Steam')).toMatchObject({
      id: 'steam',
      family: 'Weather',
      recipe: ['Fire', 'Water'],
      firstDiscoveredBy: { isYou: true },
      description: 'Steam, made by alchemy.',
    });
    expect(discovered.find((entry) => entry.name === 'Fire')).toMatchObject({
      recipe: null,
      isBuildingBlock: true,
    });
    // A silhouette tells family and rarity, nothing that names the item.
    const silhouette = page.entries.find((entry) => !entry.discovered);
    expect(Object.keys(silhouette ?? {}).sort()).toEqual(['discovered', 'family', 'rarity']);
    expect(page.families.find((family) => family.name === 'Weather')).toMatchObject({
      name: 'Weather',
      discovered: 1,
      total: 2,
    });
  });

  it('shows another player as the world first discoverer', async () => {
    await playerWithSteam();
    const { token } = await playerWithSteam();
    const steam = (await read(token)).entries.find(
      (entry) => entry.discovered && entry.id === 'steam',
    );
    expect(steam).toMatchObject({ firstDiscoveredBy: { isYou: false } });
  });

  it('filters by family and searches discovered names only', async () => {
    const { token } = await playerWithSteam();
    const stone = await read(token, '?family=Stone');
    expect(stone.matching).toBe(3);
    expect(stone.entries.every((entry) => entry.family === 'Stone' && !entry.discovered)).toBe(
      true,
    );
    expect(stone.discoveredCount).toBe(3);
    const found = await read(token, '?search=STE');
    expect(found.entries.map((entry) => entry.discovered && entry.name)).toEqual(['Steam']);
    // Searching for an undiscovered name reveals nothing.
    expect((await read(token, '?search=brick')).entries).toEqual([]);
  });

  it('pages, clamping a page past the end to the last one', async () => {
    const { token } = await playerWithSteam();
    const page = await read(token, '?page=99');
    expect(page.page).toBe(1);
    expect(page.pageCount).toBe(Math.ceil(13 / ENCYCLOPEDIA_PAGE_SIZE));
  });

  it.each([['?page=0'], ['?page=abc'], ['?colour=red'], [`?search=${'x'.repeat(65)}`]])(
    'refuses a bad query (%s) with 400',
    async (query) => {
      const { token } = await registeredGuest(t.app);
      const response = await call(token, 'GET', `/craft/encyclopedia${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('counts unlocked bases as discovered before the first run', async () => {
    const { token } = await registeredGuest(t.app);
    expect(await read(token)).toMatchObject({ discoveredCount: 2, totalCount: 13 });
  });

  it('is 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/craft/encyclopedia' });
    expect(response.statusCode).toBe(401);
  });
});
