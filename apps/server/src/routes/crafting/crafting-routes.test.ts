import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CraftingGame,
  CraftResult,
  GameItem,
  GameItemEntry,
  LabItem,
  Profile,
} from '@alchemy/contracts';
import { expectLedgerMatches as expectLedger } from '../../test/ledger';
import {
  apiCall,
  createTestApp,
  profileOf as profileOfApi,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, token, method, url, payload);

const profileOf = (token: string) => profileOfApi(t.app, token);

async function startedGuest(fire = 4, water = 4) {
  const guest = await registeredGuest(t.app);
  const started = await call(guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: fire },
      { name: 'Water', allocate: water },
    ],
  });
  expect(started.statusCode).toBe(200);
  return { ...guest, game: started.json<CraftingGame>() };
}

const craft = (token: string, itemOneId: string, itemTwoId: string) =>
  call(token, 'POST', '/craft/game/items/craft', { itemOneId, itemTwoId });

const held = (game: CraftingGame, name: string) =>
  game.items.find((entry) => entry.name === name)?.quantity ?? 0;

const expectLedgerMatches = (profile: Profile) => expectLedger(t.database, profile);

describe('starting a game', () => {
  it('is 404 NO_CRAFTING_GAME before the first start', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await call(token, 'GET', '/craft/game');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_CRAFTING_GAME' });
  });

  it('lists the base elements with the level that unlocks each', async () => {
    const { token } = await registeredGuest(t.app);
    const entries = (await call(token, 'GET', '/craft/game/start/items')).json<GameItemEntry[]>();
    expect(entries.map((entry) => [entry.item.name, entry.levelRequired])).toEqual([
      ['Fire', 1],
      ['Water', 1],
      ['Air', 2],
      ['Earth', 6],
      ['Wood', 10],
      ['Steel', 16],
    ]);
    expect(entries.every((entry) => entry.item.isBuildingBlock)).toBe(true);
  });

  it.each([
    [
      'a locked element',
      [
        { name: 'Air', allocate: 4 },
        { name: 'Fire', allocate: 4 },
      ],
      'ELEMENT_LOCKED',
    ],
    [
      'too few in total',
      [
        { name: 'Fire', allocate: 3 },
        { name: 'Water', allocate: 4 },
      ],
      'ALLOCATION_TOTAL',
    ],
    ['a missing element', [{ name: 'Fire', allocate: 8 }], 'ELEMENT_MISSING'],
    [
      'an element twice',
      [
        { name: 'Fire', allocate: 4 },
        { name: 'fire', allocate: 4 },
      ],
      'ELEMENT_TWICE',
    ],
    [
      'a zero',
      [
        { name: 'Fire', allocate: 8 },
        { name: 'Water', allocate: 0 },
      ],
      'VALIDATION_FAILED',
    ],
    [
      'a string for a number',
      [
        { name: 'Fire', allocate: '4' },
        { name: 'Water', allocate: 4 },
      ],
      'VALIDATION_FAILED',
    ],
    ['an unknown item', [{ name: 'Unobtainium', allocate: 8 }], 'UNKNOWN_ELEMENT'],
  ])('refuses %s with 400 and starts nothing', async (_case, items, code) => {
    const { token } = await registeredGuest(t.app);
    const response = await call(token, 'POST', '/craft/game/start', { items });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe(code);
    expect((await call(token, 'GET', '/craft/game')).statusCode).toBe(404);
  });

  it('starts with the allocation and hints at secrets craftable from it', async () => {
    const { game } = await startedGuest(5, 3);
    expect(held(game, 'Fire')).toBe(5);
    expect(held(game, 'Water')).toBe(3);
    expect(game.isGameOver).toBe(false);
    const secret = game.items.find((entry) => entry.category !== undefined);
    expect(secret).toMatchObject({ id: 'secret-1', name: '?', category: 'Weather', quantity: 0 });
    expect(game.discoveredCount).toBe(2);
    expect(game.totalCount).toBe(13);
  });
});

describe('crafting', () => {
  it('discovers an item: 15 credits at level 1, then 0 for the same item again', async () => {
    const { token, profile } = await startedGuest();
    const first = await craft(token, 'fire', 'water');
    expect(first.statusCode).toBe(200);
    const result = first.json<CraftResult>();
    expect(result.reward).toBe(15);
    expect(result.item).toMatchObject({
      id: 'steam',
      name: 'Steam',
      quantity: 1,
      rarity: 'common',
    });
    expect(result.item.recipe).toEqual(['Fire', 'Water']);
    expect(result.item.category).toBeUndefined();
    expect((await profileOf(token)).credits).toBe(profile.credits + 15);

    const again = await craft(token, 'water', 'fire');
    expect(again.json<CraftResult>()).toMatchObject({ reward: 0, item: { quantity: 2 } });
    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    expect(held(game, 'Fire')).toBe(2);
    expect(held(game, 'Water')).toBe(2);
    expect(held(game, 'Steam')).toBe(2);
    expect(game.discoveredCount).toBe(3);
    await expectLedgerMatches(await profileOf(token));
  });

  it('answers what the grid and the balances need, so the client asks nothing more', async () => {
    const { token } = await startedGuest();
    const result = (await craft(token, 'fire', 'water')).json<CraftResult>();
    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    // The quantities it names are the run's, the secrets are the grid's, the profile is
    // the player's: exactly what the two refetches it replaces would have read.
    for (const { itemId, quantity } of result.quantities) {
      expect(game.items.find((entry) => entry.id === itemId)?.quantity).toBe(quantity);
    }
    expect(result.quantities.map((entry) => entry.itemId)).toEqual(['fire', 'water', 'steam']);
    expect(result.secrets).toEqual(game.items.filter((entry) => entry.category !== undefined));
    expect(result.profile).toEqual(await profileOf(token));
  });

  it('records the first discoverer in the world', async () => {
    const a = await startedGuest();
    const b = await startedGuest();
    const firstBrick = (await craft(a.token, 'fire', 'water')).json<CraftResult>();
    const later = (await craft(b.token, 'fire', 'water')).json<CraftResult>();
    // Steam may already have been found by another test's player; only one is ever first.
    expect(later.isWorldFirst).toBe(false);
    expect(later.item.firstDiscoveredBy?.isYou).toBe(false);
    expect(typeof firstBrick.isWorldFirst).toBe('boolean');
  });

  it('fails a pair with no recipe: 204, both items spent, +10 dust', async () => {
    const { token, profile } = await startedGuest();
    await craft(token, 'fire', 'water');
    const failed = await craft(token, 'fire', 'steam');
    expect(failed.statusCode).toBe(204);
    expect(failed.body).toBe('');
    const after = await profileOf(token);
    expect(after.magicDust).toBe(profile.magicDust + 10);
    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    expect(held(game, 'Fire')).toBe(2);
    expect(held(game, 'Steam')).toBe(0);
    await expectLedgerMatches(after);
  });

  it.each([
    ['the same item twice', { itemOneId: 'fire', itemTwoId: 'fire' }, 400],
    ['an item not held', { itemOneId: 'fire', itemTwoId: 'cloud' }, 404],
    ['a secret', { itemOneId: 'fire', itemTwoId: 'secret-1' }, 404],
    ['an unknown id', { itemOneId: 'fire', itemTwoId: 'no-such-item' }, 404],
    ['a malformed id', { itemOneId: 'fire', itemTwoId: '../etc' }, 400],
    ['a number for an id', { itemOneId: 'fire', itemTwoId: 7 }, 400],
    ['a missing id', { itemOneId: 'fire' }, 400],
    ['an extra field', { itemOneId: 'fire', itemTwoId: 'water', reward: 1000 }, 400],
  ])('refuses %s and changes nothing', async (_case, body, status) => {
    const { token, game } = await startedGuest();
    const before = await profileOf(token);
    const response = await call(token, 'POST', '/craft/game/items/craft', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('code');
    expect(await profileOf(token)).toEqual(before);
    expect((await call(token, 'GET', '/craft/game')).json<CraftingGame>().items).toEqual(
      game.items,
    );
  });

  it('needs a building block in every pair', async () => {
    const { token } = await startedGuest(4, 4);
    await craft(token, 'fire', 'water');
    await craft(token, 'water', 'steam');
    await craft(token, 'fire', 'water');
    const response = await craft(token, 'steam', 'cloud');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'At least one item must be a building block' });
  });

  it('lets exactly one of two crafts racing for the last unit win', async () => {
    const { token, profile } = await startedGuest(7, 1);
    const results = await Promise.all([
      craft(token, 'fire', 'water'),
      craft(token, 'fire', 'water'),
    ]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    expect(held(game, 'Fire')).toBe(6);
    expect(held(game, 'Water')).toBe(0);
    expect(held(game, 'Steam')).toBe(1);
    const after = await profileOf(token);
    expect(after.credits).toBe(profile.credits + 15);
    await expectLedgerMatches(after);
  });
});

describe('the craft answer over whole runs', () => {
  /** The held pairs the rules allow (at least one building block), in grid order. */
  function legalPairs(game: CraftingGame): Array<[string, string]> {
    const held = game.items.filter((entry) => entry.quantity > 0 && entry.category === undefined);
    return held.flatMap((one, index) =>
      held
        .slice(index + 1)
        .filter((two) => one.isBuildingBlock || two.isBuildingBlock)
        .map((two): [string, string] => [one.id, two.id]),
    );
  }

  // The craft's one write answers the secrets from the stock its effect leaves, in a
  // statement that does not see its own writes (repositories/craft-move.ts, writeCraft):
  // whatever the pairs, the answer must say what a fresh read of the grid says afterwards.
  it('says after every craft what the grid then shows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        async (fire, choices) => {
          const started = await startedGuest(fire, 8 - fire);
          let game = started.game;
          for (const choice of choices) {
            const pairs = legalPairs(game);
            const pair = pairs[choice % Math.max(1, pairs.length)];
            if (game.isGameOver || !pair) break;
            const response = await craft(started.token, pair[0], pair[1]);
            const after = (await call(started.token, 'GET', '/craft/game')).json<CraftingGame>();
            if (response.statusCode === 200) {
              const result = response.json<CraftResult>();
              expect(result.isGameOver).toBe(after.isGameOver);
              expect(after.items.find((entry) => entry.id === result.item.id)).toEqual(result.item);
              for (const { itemId, quantity } of result.quantities.slice(-1)) {
                expect(after.items.find((entry) => entry.id === itemId)?.quantity).toBe(quantity);
              }
              expect(result.secrets).toEqual(
                after.items.filter((entry) => entry.category !== undefined),
              );
              expect(result.profile).toEqual(await profileOf(started.token));
            } else {
              expect(response.statusCode).toBe(204);
            }
            game = after;
          }
          await expectLedgerMatches(await profileOf(started.token));
        },
      ),
      { numRuns: 8, seed: 20261123 },
    );
  });
});

describe('game over and harvest', () => {
  it('ends when no building block is left and harvests crafted items into the lab', async () => {
    const { token } = await startedGuest(4, 4);
    await craft(token, 'fire', 'water'); // Fire 3, Water 3, Steam 1
    const cloud = (await craft(token, 'water', 'steam')).json<CraftResult>(); // Water 2, Cloud 1
    expect(cloud).toMatchObject({ reward: 30, item: { name: 'Cloud' }, isGameOver: false });
    await craft(token, 'fire', 'water'); // Fire 2, Water 1, Steam 1
    await craft(token, 'fire', 'water'); // Fire 1, Water 0, Steam 2
    const last = await craft(token, 'fire', 'steam'); // no recipe: Fire 0, Steam 1, Cloud 1
    expect(last.statusCode).toBe(204);

    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    expect(game.isGameOver).toBe(true);
    expect(game.items.every((entry) => entry.quantity === 0)).toBe(true);
    const lab = (await call(token, 'POST', '/lab/items/search', { filter: {} })).json<LabItem[]>();
    expect(lab.map((entry) => [entry.item.name, entry.quantity])).toEqual([
      ['Cloud', 1],
      ['Steam', 1],
    ]);
    expect(lab[0]!.item.category).toBe('Weather');
    expect((await profileOf(token)).isLabOpen).toBe(true);

    const refused = await craft(token, 'water', 'fire');
    expect(refused.statusCode).toBe(409);
  });

  it('harvests the unfinished run when a new one starts', async () => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    await call(token, 'POST', '/craft/game/start', {
      items: [
        { name: 'Fire', allocate: 4 },
        { name: 'Water', allocate: 4 },
      ],
    });
    const lab = (await call(token, 'POST', '/lab/items/search', { filter: {} })).json<LabItem[]>();
    expect(lab.map((entry) => [entry.item.name, entry.quantity])).toEqual([['Steam', 1]]);
    const game = (await call(token, 'GET', '/craft/game')).json<CraftingGame>();
    expect(held(game, 'Steam')).toBe(0);
    expect(held(game, 'Fire')).toBe(4);
  });
});

describe('buying items for the lab', () => {
  it('costs 250 credits for a common item and unlocks the Lab', async () => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    const before = await profileOf(token);
    expect(before.isLabOpen).toBe(false);
    const response = await call(token, 'POST', '/items/buy', { itemId: 'steam', amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ labItem: LabItem; profile: Profile }>();
    expect(body.labItem).toMatchObject({ item: { id: 'steam', category: 'Weather' }, quantity: 1 });
    expect(body.profile.credits).toBe(before.credits - 250);
    expect(body.profile.isLabOpen).toBe(true);
    await expectLedgerMatches(body.profile);
  });

  it.each([
    ['an undiscovered item', { itemId: 'cloud', amount: 1 }, 404],
    ['a negative amount', { itemId: 'steam', amount: -1 }, 400],
    ['a zero amount', { itemId: 'steam', amount: 0 }, 400],
    ['a fractional amount', { itemId: 'steam', amount: 1.5 }, 400],
    ['a string amount', { itemId: 'steam', amount: '1' }, 400],
    ['more than 100', { itemId: 'steam', amount: 101 }, 400],
    ['more than the credits', { itemId: 'steam', amount: 5 }, 400],
  ])('refuses %s and changes nothing', async (_case, body, status) => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    const before = await profileOf(token);
    const response = await call(token, 'POST', '/items/buy', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
    expect(await profileOf(token)).toEqual(before);
    const lab = (await call(token, 'POST', '/lab/items/search', { filter: {} })).json<LabItem[]>();
    expect(lab).toEqual([]);
  });

  it('says "Not enough credits." when the purse is short', async () => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    const { credits } = await profileOf(token);
    const response = await call(token, 'POST', '/items/buy', { itemId: 'steam', amount: 5 });
    // The facts come with the words: five commons at 250, and the purse as it stood.
    expect(response.json()).toEqual({
      error: 'Not enough credits.',
      code: 'NOT_ENOUGH_CREDITS',
      details: { currency: 'credits', needed: 1250, available: credits, purpose: 'buy-items' },
    });
  });
});

describe('raising the items limit', () => {
  it('costs 10 diamonds from 8, then 14 from 9, refused when short', async () => {
    const { token } = await registeredGuest(t.app);
    const first = await call(token, 'POST', '/craft/game/increase-limit');
    expect(first.json<Profile>()).toMatchObject({ initialItemsLimit: 9, diamonds: 10 });
    const second = await call(token, 'POST', '/craft/game/increase-limit');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'NOT_ENOUGH_DIAMONDS' });
    const after = await profileOf(token);
    expect(after).toMatchObject({ initialItemsLimit: 9, diamonds: 10 });
    await expectLedgerMatches(after);
  });
});

describe('search and pictures', () => {
  it('filters the grid by name and rarity', async () => {
    const { token } = await startedGuest();
    await craft(token, 'fire', 'water');
    const byName = await call(token, 'POST', '/craft/game/items/search', {
      filter: { name: 'ste' },
    });
    expect(byName.json<GameItem[]>().map((entry) => entry.name)).toEqual(['Steam']);
    const bad = await call(token, 'POST', '/craft/game/items/search', {
      filter: { rarity: 'mythic' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('draws item pictures, cacheable for a year, at the address the grid gives', async () => {
    const { game } = await startedGuest();
    const fire = game.items.find((entry) => entry.id === 'fire');
    const response = await t.app.inject({ method: 'GET', url: fire?.imageUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    // The picture names nothing; its address is not the item's id.
    expect(response.body).not.toContain('Fire');
    expect(fire?.imageUrl).not.toContain('fire');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/items/nothing.svg' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/items/secret.svg' })).statusCode,
    ).toBe(200);
  });

  it('needs a token for every crafting call', async () => {
    for (const [method, url] of [
      ['GET', '/api/craft/game'],
      ['POST', '/api/craft/game/items/craft'],
      ['POST', '/api/items/buy'],
      ['POST', '/api/lab/items/search'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
