/**
 * The authorization matrix, derived from the routes buildApp registered (app.routeTable):
 * every route is in the classification (route-classification.ts) and every entry of it is
 * a route, so a new endpoint fails this file until someone says who may call it and what
 * its ids name.
 *
 * - Every route that needs a user or a player answers 401 to no token, a garbage token, a
 *   signed-out token and a NUL token.
 * - Every route that takes an id (in its path, or a body field the OpenAPI document marks
 *   as one) either answers player B's calls with player A's ids with 404 (docs/RULES.md:
 *   another player's things are reported as absent) or is shared by design, with the
 *   reason. A, given real things of each kind, reads the same through the API afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BattleCardSchema,
  DailyGoalsSchema,
  DuelResultSchema,
  DuelSchema,
  ErrorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  InviteLinkSchema,
  MarketListingSchema,
  ProfileSchema,
  PurchaseResultSchema,
  SentInvitationSchema,
} from '@alchemy/contracts';
import { ledger } from '../db/schema';
import { grantLabItems } from '../test/grant';
import { goalsOf, setGoals, today } from '../test/goals';
import { craftCard } from '../test/cards';
import { listedCard, trader, type Trader } from '../test/market';
import { apiCall, bearer, createTestApp, registeredGuest, type TestApp } from '../test/test-app';
import {
  AUTH_ENDPOINTS,
  concreteUrl,
  httpMethod,
  idFieldsOf,
  parseOpenApi,
  pathParamsOf,
  routeKey,
  unclassifiedAuthEndpoints,
  type ApiOperation,
} from './route-table';
import {
  CLASSIFICATION,
  bulkPublic,
  classificationOf,
  type Probe,
  type World,
} from './route-classification';

let t: TestApp;
let world: World;
let b: Trader;
let operations: ApiOperation[];

const call = (who: { token: string }, probe: Probe) =>
  probe.headers
    ? t.app.inject({
        method: probe.method,
        url: `/api${probe.url}`,
        headers: { ...probe.headers, ...bearer(who.token) },
        ...(probe.payload === undefined ? {} : { payload: JSON.stringify(probe.payload) }),
      })
    : apiCall(t.app, who.token, probe.method, probe.url, probe.payload);

async function ok<T>(
  who: { token: string },
  probe: Probe,
  schema: { parse: (value: unknown) => T },
  status = 200,
): Promise<T> {
  const response = await call(who, probe);
  if (response.statusCode !== status) {
    throw new Error(`${probe.method} ${probe.url}: ${response.statusCode} ${response.body}`);
  }
  return schema.parse(response.json<unknown>());
}

/** Gives A one of each thing another player could name by id. */
async function buildWorld(): Promise<World> {
  const a = await trader(t, 500);
  const unlisted = await craftCard(t, a);
  const forSale = await craftCard(t, a);
  const listing = await ok(
    a,
    {
      method: 'POST',
      url: '/market/listings',
      payload: { cardId: forSale.id, price: 10, currency: 'magicDust' },
    },
    MarketListingSchema,
    201,
  );
  const pendingBefore = await ok(a, { method: 'GET', url: '/arena/duel' }, DuelSchema);
  const fought = await ok(
    a,
    { method: 'POST', url: '/arena/duel/start', payload: { cardIds: [unlisted.id] } },
    DuelResultSchema,
  );
  expect(fought.id).toBe(pendingBefore.id);
  const pending = await ok(a, { method: 'GET', url: '/arena/duel' }, DuelSchema);

  const bought = await listedCard(t, 5);
  const purchaseKey = 'a-purchase-key-of-player-a';
  await ok(
    a,
    {
      method: 'POST',
      url: `/market/listings/${bought.listing.id}/purchase`,
      headers: { [IDEMPOTENCY_KEY_HEADER]: purchaseKey },
    },
    PurchaseResultSchema,
  );

  // Level 3 allocates every unlocked element: Fire, Water and Air.
  const started = await call(a, {
    method: 'POST',
    url: '/craft/game/start',
    payload: {
      items: [
        { name: 'Fire', allocate: 3 },
        { name: 'Water', allocate: 3 },
        { name: 'Air', allocate: 2 },
      ],
    },
  });
  expect(started.statusCode).toBe(200);
  const crafted = await call(a, {
    method: 'POST',
    url: '/craft/game/items/craft',
    payload: { itemOneId: 'fire', itemTwoId: 'water' },
  });
  expect(crafted.statusCode, crafted.body).toBe(200);
  await grantLabItems(t.database, a.profile.id, [
    ['mud', 2],
    ['ash', 1],
    ['sand', 1],
    ['steam', 1],
  ]);

  const c = await trader(t);
  const d = await trader(t);
  const e = await registeredGuest(t.app);
  const sent = await ok(
    a,
    { method: 'POST', url: '/friends/invite', payload: { friendId: c.profile.id } },
    SentInvitationSchema,
    201,
  );
  const received = await ok(
    d,
    { method: 'POST', url: '/friends/invite', payload: { friendId: a.profile.id } },
    SentInvitationSchema,
    201,
  );
  const { inviteHash } = await ok(
    a,
    { method: 'POST', url: '/friends/invite-link' },
    InviteLinkSchema,
  );
  const befriended = await call(e, {
    method: 'POST',
    url: `/friends/invitations/hash/${inviteHash}/accept`,
  });
  expect(befriended.statusCode).toBe(200);

  await setGoals(t.database, a.profile.id, await today(t.database), [
    { kind: 'craft', target: 6, progress: 6 },
    { kind: 'discover', target: 1, progress: 0 },
  ]);
  const { goals } = await goalsOf(t.app, a.token);

  return {
    a,
    goalIds: goals.map((goal) => goal.id),
    cardIds: [unlisted.id, forSale.id],
    listingId: listing.id,
    labItemIds: ['steam', 'ash', 'sand', 'mud'],
    discoveredItemId: 'steam',
    foughtDuelId: fought.id,
    pendingDuelId: pending.id,
    foughtReplayId: fought.replayId,
    invitationIds: [sent.id, received.id],
    inviteHash,
    boughtListingId: bought.listing.id,
    purchaseKey,
    c,
  };
}

/** Everything A (and C, for A's invitation) can read about A's things. */
async function observe(): Promise<Record<string, unknown>> {
  const { a, c } = world;
  const reads: Array<[string, { token: string }, Probe]> = [
    ['profile', a, { method: 'GET', url: '/profile' }],
    ['lab items', a, { method: 'POST', url: '/lab/items/search', payload: {} }],
    ['cards', a, { method: 'GET', url: '/lab/cards' }],
    ['crafting run', a, { method: 'GET', url: '/craft/game' }],
    ['crafting grid', a, { method: 'POST', url: '/craft/game/items/search', payload: {} }],
    ['my listings', a, { method: 'GET', url: '/market/my-listings' }],
    ['sales', a, { method: 'GET', url: '/market/sales' }],
    ['friends', a, { method: 'GET', url: '/friends' }],
    ['invitations to A', a, { method: 'GET', url: '/friends/invitations/pending' }],
    ['invitations to C', c, { method: 'GET', url: '/friends/invitations/pending' }],
    ['pending duel', a, { method: 'GET', url: '/arena/duel' }],
    ['fought duel', a, { method: 'GET', url: `/arena/duels/${world.foughtDuelId}` }],
    ['exchange', a, { method: 'GET', url: '/exchange/offers' }],
    ['goals', a, { method: 'GET', url: '/goals' }],
    ['achievements', a, { method: 'GET', url: '/achievements' }],
  ];
  const seen: Record<string, unknown> = {};
  for (const [name, who, probe] of reads) {
    const response = await call(who, probe);
    expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    seen[name] = response.json<unknown>();
  }
  // The cooldown counts down by itself; everything else of the profile must stay.
  const { duelIntervalSeconds: _counting, ...profile } = ProfileSchema.parse(seen.profile);
  seen.profile = profile;
  const { secondsToNextDay: _countingToo, ...goals } = DailyGoalsSchema.parse(seen.goals);
  seen.goals = goals;
  seen['ledger rows'] = await t.database.db.$count(ledger, eq(ledger.playerId, a.profile.id));
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld();
  b = await trader(t);
  // B's own pending duel and crafting run, so B's calls reach the checks of A's ids.
  const duel = await ok(b, { method: 'GET', url: '/arena/duel' }, DuelSchema);
  expect(duel.playerCardSlots).toBe(1);
  const started = await call(b, {
    method: 'POST',
    url: '/craft/game/start',
    payload: {
      items: [
        { name: 'Fire', allocate: 3 },
        { name: 'Water', allocate: 3 },
        { name: 'Air', allocate: 2 },
      ],
    },
  });
  expect(started.statusCode).toBe(200);
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = parseOpenApi(docs.json<unknown>());
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the route table', () => {
  it('has every route classified, and every classification is a route', () => {
    const problems: string[] = [];
    const registered = new Set<string>();
    for (const route of t.app.routeTable) {
      const key = routeKey(route.method, route.url);
      registered.add(key);
      const classified = classificationOf(route.method, route.url);
      if (!classified) {
        problems.push(`${key}: not classified`);
        continue;
      }
      // Routes outside the game's block (better-auth, docs, web app) declare nothing.
      const declared = route.access ?? 'public';
      if (declared !== classified.access) {
        problems.push(`${key}: declares ${declared}, classified ${classified.access}`);
      }
      if (classified.access === 'public' && !classified.why && bulkPublic(route.url) === null) {
        problems.push(`${key}: public without a reason`);
      }
    }
    for (const key of Object.keys(CLASSIFICATION)) {
      if (!registered.has(key)) problems.push(`${key}: classified but not registered`);
    }
    expect(problems).toEqual([]);
    expect(registered.size).toBeGreaterThan(40);
  });

  it('says, for every route that takes an id, whose things the ids name', () => {
    const problems: string[] = [];
    for (const route of t.app.routeTable) {
      const classified = classificationOf(route.method, route.url);
      if (!classified || bulkPublic(route.url) !== null) continue;
      const operation = operations.find(
        (candidate) => candidate.method === route.method && candidate.url === route.url,
      );
      const ids = [...pathParamsOf(route.url), ...idFieldsOf(operation?.body)];
      if (ids.length > 0 && !classified.othersThings && !classified.sharedByDesign) {
        problems.push(`${routeKey(route.method, route.url)} takes ${ids.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches every operation of the OpenAPI document to a registered route', () => {
    const registered = new Set(t.app.routeTable.map((route) => routeKey(route.method, route.url)));
    const missing = operations
      .map((operation) => routeKey(operation.method, operation.url))
      .filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it('has an example for every better-auth endpoint the bridge lets through, and no other', () => {
    expect(unclassifiedAuthEndpoints()).toEqual([]);
  });
});

/** A value for a path parameter: the auth check runs before the parameters are read. */
const sampleParam = (name: string) =>
  name === 'hash' ? 'A'.repeat(22) : name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'x';

describe('every route that needs a session', () => {
  const variants: Array<[string, () => Promise<Record<string, string>>]> = [
    ['no token', async () => ({})],
    ['a garbage token', async () => ({ authorization: 'Bearer not-a-token-at-all' })],
    [
      'a signed-out token',
      async () => {
        const { token } = await registeredGuest(t.app);
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: bearer(token),
          payload: {},
        });
        expect(out.statusCode).toBe(200);
        return bearer(token);
      },
    ],
    ['a NUL token', async () => ({ authorization: 'Bearer \u0000' })],
  ];

  it.each(variants)('answers 401 { error, code } to %s', async (_name, headersOf) => {
    const headers = await headersOf();
    const protectedRoutes = t.app.routeTable.filter(
      (route) => classificationOf(route.method, route.url)?.access !== 'public',
    );
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const requests = [
      ...protectedRoutes.map((route) => ({
        method: httpMethod(route.method),
        url: concreteUrl(
          route.url,
          Object.fromEntries(pathParamsOf(route.url).map((name) => [name, sampleParam(name)])),
        ),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      })),
      ...AUTH_ENDPOINTS.filter((endpoint) => endpoint.session).map((endpoint) => ({
        method: endpoint.method,
        url: `/api/auth${endpoint.path}`,
        payload: endpoint.body,
      })),
    ];
    const wrong: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const error =
        request.method === 'HEAD' ? null : ErrorResponseSchema.safeParse(response.json<unknown>());
      if (response.statusCode !== 401 || (error && error.data?.code !== 'UNAUTHORIZED')) {
        wrong.push(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("player B with player A's ids", () => {
  it('gets 404 for each of A’s things, the shared ones answer by design, and A is unchanged', async () => {
    const before = await observe();
    const wrong: string[] = [];
    let calls = 0;
    for (const [key, classified] of Object.entries(CLASSIFICATION)) {
      for (const probe of classified.othersThings?.(world) ?? []) {
        const response = await call(b, probe);
        calls += 1;
        const error = ErrorResponseSchema.safeParse(response.json<unknown>());
        if (response.statusCode !== 404 || !error.success) {
          wrong.push(
            `${key}: ${probe.method} ${probe.url} ${response.statusCode} ${response.body}`,
          );
        }
        if (probe.method === 'GET') {
          // The HEAD twin of a GET route tells as little.
          const head = await t.app.inject({
            method: 'HEAD',
            url: `/api${probe.url}`,
            headers: bearer(b.token),
          });
          calls += 1;
          if (head.statusCode !== 404) wrong.push(`${key}: HEAD ${probe.url} ${head.statusCode}`);
        }
      }
      for (const probe of classified.sharedByDesign?.probes?.(world) ?? []) {
        const response = await call(b, probe);
        calls += 1;
        if (response.statusCode !== probe.status) {
          wrong.push(`${key}: ${probe.method} ${probe.url} ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(20);
    expect(await observe()).toEqual(before);
  });

  it('lets B see A’s card only where it is public by design', async () => {
    // The opponent's card of a pending duel and a market listing are public; the list of
    // A's own cards is not reachable at all with B's token: it is always B's list.
    const cards = await apiCall(t.app, b.token, 'GET', '/lab/cards');
    const listed = BattleCardSchema.array().parse(cards.json<unknown>());
    expect(listed.map((card) => card.id)).not.toEqual(expect.arrayContaining(world.cardIds));
  });
});
