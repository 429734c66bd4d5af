/**
 * Schema fuzz: requests generated with fast-check from the OpenAPI document the server
 * serves (GET /api/docs/json), for every operation, plus better-auth's endpoints the bridge
 * lets through (hidden from the document). Per operation: near-valid requests (the right
 * shape with one field mutated, removed or added), valid ones, and garbage: wrong types,
 * huge, negative and float numbers, long and unicode strings, NUL, prototype keys, deep
 * nesting, malformed path ids and query strings; then raw bodies: invalid JSON, other
 * content types, an empty JSON body, a body over the limit, JSON nested 10,000 deep.
 *
 * Whatever comes, the server answers below 500, and every error is JSON `{ error, code }`
 * with a code of ERROR_CODES. Mostly as a registered player (so validation and handlers
 * run, not just the 401), sometimes without a token or with a broken one.
 *
 * FUZZ_SEED picks the seed (fixed by default, so a failure reproduces), FUZZ_RUNS the
 * generated requests per operation; the summary line prints both and what was seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  CurrencyOfferListSchema,
  ErrorResponseSchema,
  InviteLinkSchema,
  SentInvitationSchema,
} from '@alchemy/contracts';
import { itemIdFromName } from '../repositories/catalogue';
import { grantLabItems } from '../test/grant';
import { expectLedgerMatches } from '../test/ledger';
import { fixtureCatalogue } from '../test/fixture-catalogue';
import { craftCard } from '../test/cards';
import { listedCard, trader } from '../test/market';
import {
  apiCall,
  createTestApp,
  profileOf,
  signInGuest,
  testStore,
  type TestApp,
} from '../test/test-app';
import { parseOpenApi } from './route-table';
import {
  authTargets,
  hashOf,
  rawRequests,
  requestArb,
  type FuzzRequest,
  type Target,
} from './fuzz-requests';
import type { Pools } from './fuzz-values';

const DEFAULT_RUNS = 50;
const FuzzEnvSchema = z.object({
  FUZZ_SEED: z.coerce.number().int().default(20_260_611),
  FUZZ_RUNS: z.coerce.number().int().min(1).default(DEFAULT_RUNS),
  /** Also print each operation's statuses, one line each. */
  FUZZ_VERBOSE: z.enum(['0', '1']).default('0'),
});
const env = FuzzEnvSchema.parse({
  FUZZ_SEED: process.env.FUZZ_SEED || undefined,
  FUZZ_RUNS: process.env.FUZZ_RUNS || undefined,
  FUZZ_VERBOSE: process.env.FUZZ_VERBOSE || undefined,
});

let t: TestApp;
let pools: Pools;
let targets: Target[];

beforeAll(async () => {
  t = await createTestApp();
  const fuzzer = await trader(t, 500);
  const cards = [await craftCard(t, fuzzer), await craftCard(t, fuzzer)];
  // Stock for lab crafts and purges, and a pending duel, so valid requests get through.
  await grantLabItems(t.database, fuzzer.profile.id, [
    ['steam', 10],
    ['ash', 10],
    ['sand', 10],
    ['mud', 10],
  ]);
  expect((await apiCall(t.app, fuzzer.token, 'GET', '/arena/duel')).statusCode).toBe(200);
  const started = await apiCall(t.app, fuzzer.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 3 },
      { name: 'Water', allocate: 3 },
      { name: 'Air', allocate: 2 },
    ],
  });
  expect(started.statusCode).toBe(200);
  const { seller, card, listing } = await listedCard(t, 5);
  const invited = await apiCall(t.app, seller.token, 'POST', '/friends/invite', {
    friendId: fuzzer.profile.id,
  });
  const invitation = SentInvitationSchema.parse(invited.json<unknown>());
  const link = await apiCall(t.app, seller.token, 'POST', '/friends/invite-link');
  const offers = CurrencyOfferListSchema.parse(
    (await apiCall(t.app, fuzzer.token, 'GET', '/exchange/offers')).json<unknown>(),
  );
  pools = {
    uuids: [
      ...cards.map((owned) => owned.id),
      card.id,
      listing.id,
      invitation.id,
      seller.profile.id,
      fuzzer.profile.id,
    ],
    itemIds: [
      ...fixtureCatalogue.items.map((item) => itemIdFromName(item.name)),
      ...offers.map((offer) => offer.id),
    ],
    names: fixtureCatalogue.items.map((item) => item.name),
    hashes: [InviteLinkSchema.parse(link.json<unknown>()).inviteHash],
    playerToken: fuzzer.token,
    userToken: await signInGuest(t.app),
    authToken: await signInGuest(t.app),
  };
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  targets = [
    ...parseOpenApi(docs.json<unknown>()).map((operation) => ({ ...operation, auth: false })),
    ...authTargets(),
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('schema fuzz', () => {
  it('answers every generated request below 500, every error as { error, code }', async () => {
    const started = performance.now();
    const perTarget = new Map<string, number>();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const target of targets) {
      const key = `${target.method} ${target.url}`;
      const generated = fc.sample(requestArb(target, pools), {
        seed: env.FUZZ_SEED ^ hashOf(key),
        numRuns: env.FUZZ_RUNS,
      });
      const requests = [...generated, ...rawRequests(target, pools)];
      const seenHere = new Map<number, number>();
      for (const request of requests) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        for (const tally of [statuses, seenHere]) {
          tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
        }
        const problem = problemOf(request, response);
        if (problem) {
          failures.push(
            `${request.method} ${request.url.slice(0, 160)} [${request.kind}] ` +
              `${JSON.stringify(request.payload?.slice(0, 160) ?? null)}: ${problem}`,
          );
        }
      }
      perTarget.set(key, requests.length);
      if (env.FUZZ_VERBOSE === '1') console.log(`[schema-fuzz] ${key} ${tallyText(seenHere)}`);
    }
    const counts = [...perTarget.values()];
    const total = counts.reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const seen = tallyText(statuses);
    console.log(
      `[schema-fuzz] store=${testStore} FUZZ_SEED=${env.FUZZ_SEED} FUZZ_RUNS=${env.FUZZ_RUNS} ` +
        `requests=${total} operations=${perTarget.size} per-operation=${Math.min(...counts)}..${Math.max(...counts)} ` +
        `statuses ${seen} in ${seconds}s`,
    );
    expect(
      failures.slice(0, 25),
      `${failures.length} bad answers (FUZZ_SEED=${env.FUZZ_SEED})`,
    ).toEqual([]);
    if (env.FUZZ_RUNS >= DEFAULT_RUNS) expect(total).toBeGreaterThanOrEqual(3000);
    // Every operation of the document and every auth endpoint was reached.
    expect(perTarget.size).toBe(targets.length);
  }, 600_000);

  it('left no prototype polluted and the ledger adding up', async () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.keys(Object.prototype)).toEqual([]);
    const profile = await profileOf(t.app, pools.playerToken);
    await expectLedgerMatches(t.database, profile);
  });
});

const tallyText = (tally: ReadonlyMap<number, number>) =>
  [...tally.entries()]
    .sort(([one], [two]) => one - two)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

/** What is wrong with an answer, or null. */
function problemOf(
  request: FuzzRequest,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return null;
  const header = response.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  if (!type.startsWith('application/json')) {
    return `${response.statusCode} as ${type}: ${response.body.slice(0, 200)}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = ErrorResponseSchema.safeParse(parsed);
  return error.success
    ? null
    : `${response.statusCode} not { error, code }: ${response.body.slice(0, 200)}`;
}
