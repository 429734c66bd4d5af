/**
 * One player's requests, sent truly at once (two connections, and two server instances on
 * one database): the pairings that deadlocked while transactions took the same rows in
 * opposite orders. With the one lock order (docs/ARCHITECTURE.md, "Lock order") none of
 * them may answer 500, and none may even need the deadlock retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleCard, Profile } from '@alchemy/contracts';
import type { App } from '../app';
import { grantCurrency, grantLabItems } from '../test/grant';
import { expectLedgerMatches } from '../test/ledger';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../test/test-app';
import { transactionStats } from './transaction';

/** Ten of each pairing in `npm test`; OVERLAP_REPEATS raises it for a longer probe. */
const REPEATS = Number(process.env.OVERLAP_REPEATS ?? 10);

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp({ DUEL_COOLDOWN_SECONDS: '60' });
  other = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

interface Guest {
  token: string;
  profile: Profile;
}

type Request = readonly [method: ApiMethod, url: string, payload?: unknown];

interface Pairing {
  name: string;
  /** Brings a new guest to the state where the two requests collide. */
  prepare: (guest: Guest) => Promise<readonly [Request, Request]>;
}

const call = (app: App, guest: Guest, [method, url, payload]: Request) =>
  apiCall(app, guest.token, method, url, payload);

async function expectOk(app: App, guest: Guest, request: Request) {
  const response = await call(app, guest, request);
  expect(response.statusCode, `${request[1]}: ${response.body}`).toBeLessThan(300);
  return response;
}

const START: Request = [
  'POST',
  '/craft/game/start',
  {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  },
];
const CRAFT_STEAM: Request = [
  'POST',
  '/craft/game/items/craft',
  { itemOneId: 'fire', itemTwoId: 'water' },
];
const LAB_CRAFT: Request = ['POST', '/lab/craft', { items: ['steam', 'ash', 'sand'] }];

const pairings: Pairing[] = [
  {
    name: 'start a game + craft',
    prepare: async (guest) => {
      await expectOk(t.app, guest, START);
      return [START, CRAFT_STEAM];
    },
  },
  {
    name: 'lab craft + purge of one of its items',
    prepare: async (guest) => {
      await grantLabItems(t.database, guest.profile.id, [
        ['steam', 2],
        ['ash', 2],
        ['sand', 2],
      ]);
      return [LAB_CRAFT, ['DELETE', '/lab/items/steam']];
    },
  },
  {
    name: 'duel start + ascend of the same card',
    prepare: async (guest) => {
      await grantLabItems(t.database, guest.profile.id, [
        ['steam', 1],
        ['ash', 1],
        ['sand', 1],
      ]);
      const card = (await expectOk(t.app, guest, LAB_CRAFT)).json<BattleCard>();
      await grantCurrency(t.database, guest.profile.id, 'diamonds', 1000);
      await expectOk(t.app, guest, ['GET', '/arena/duel']);
      return [
        ['POST', '/arena/duel/start', { cardIds: [card.id] }],
        ['PUT', `/lab/cards/${card.id}/ascend`],
      ];
    },
  },
  {
    name: 'buy + purge of that lab item',
    prepare: async (guest) => {
      await expectOk(t.app, guest, START);
      await expectOk(t.app, guest, CRAFT_STEAM);
      await expectOk(t.app, guest, ['POST', '/items/buy', { itemId: 'steam', amount: 1 }]);
      return [
        ['POST', '/items/buy', { itemId: 'steam', amount: 1 }],
        ['DELETE', '/lab/items/steam'],
      ];
    },
  },
  {
    name: 'a run-ending craft (harvest into the lab) + lab craft',
    prepare: async (guest) => {
      await grantLabItems(t.database, guest.profile.id, [
        ['steam', 1],
        ['ash', 1],
        ['sand', 1],
      ]);
      await expectOk(t.app, guest, START);
      // Fire 4 and Water 4 down to 1 and 1: the next craft ends the run with Steam 4.
      for (let i = 0; i < 3; i += 1) await expectOk(t.app, guest, CRAFT_STEAM);
      return [CRAFT_STEAM, LAB_CRAFT];
    },
  },
];

describe.each([
  ['one server instance', () => [t.app, t.app] as const],
  ['two server instances on one database', () => [t.app, other] as const],
])('overlapping requests of one player, %s', (_, apps) => {
  it.each(pairings.map((pairing) => [pairing.name, pairing] as const))(
    '%s: never a 500, never a deadlock',
    async (_name, pairing) => {
      const [first, second] = apps();
      const retriesBefore = transactionStats.retries;
      const statuses: number[] = [];
      for (let repeat = 0; repeat < REPEATS; repeat += 1) {
        const guest = await registeredGuest(t.app);
        const [a, b] = await pairing.prepare(guest);
        const answers = await Promise.all([call(first, guest, a), call(second, guest, b)]);
        for (const answer of answers) {
          statuses.push(answer.statusCode);
          expect(answer.statusCode, answer.body).toBeLessThan(500);
        }
        await expectLedgerMatches(t.database, await profileOf(t.app, guest.token));
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      // The retry is a safety net: with one lock order it never has to catch anything.
      expect(transactionStats.retries - retriesBefore).toBe(0);
    },
  );
});
