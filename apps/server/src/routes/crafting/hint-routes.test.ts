import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CraftResult, HintResponse, HintStatus, Profile } from '@alchemy/contracts';
import { ledger } from '../../db/schema';
import { grantCurrency, setPlayer } from '../../test/grant';
import { expectLedgerMatches } from '../../test/ledger';
import {
  apiCall,
  createTestApp,
  profileOf,
  registeredGuest,
  type ApiMethod,
  type TestApp,
} from '../../test/test-app';

// The fixture catalogue (test/fixture-catalogue.ts): Fire+Water=Steam, Water+Steam=Cloud,
// Fire+Steam makes nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: ApiMethod, url: string, payload?: unknown) =>
  apiCall(t.app, token, method, url, payload);

const hint = (token: string, paid: boolean) => call(token, 'POST', '/craft/hint', { paid });

async function startedGuest() {
  const guest = await registeredGuest(t.app);
  const started = await call(guest.token, 'POST', '/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  expect(started.statusCode).toBe(200);
  return guest;
}

const pairIds = (response: HintResponse) => response.pair.map((item) => item.id).sort();

describe('GET /craft/hint', () => {
  it('has the free hint ready for a new player, and names the price of a paid one', async () => {
    const { token } = await startedGuest();
    const response = await call(token, 'GET', '/craft/hint');
    expect(response.statusCode).toBe(200);
    expect(response.json<HintStatus>()).toEqual({
      nextFreeHintAt: null,
      secondsUntilFree: 0,
      priceDiamonds: 5,
      priceDust: 50,
    });
  });

  it('is 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/craft/hint' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /craft/hint', () => {
  it('gives a free hint naming two held items, then counts down ten minutes', async () => {
    const { token, profile } = await startedGuest();
    const response = await hint(token, false);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<HintResponse>();
    expect(body.pair).toEqual([
      { id: 'fire', name: 'Fire' },
      { id: 'water', name: 'Water' },
    ]);
    expect(body.paid).toBe(false);
    expect(body.status.secondsUntilFree).toBe(600);
    expect(body.profile.diamonds).toBe(profile.diamonds);
    const status = (await call(token, 'GET', '/craft/hint')).json<HintStatus>();
    expect(status.secondsUntilFree).toBeGreaterThan(590);
    expect(status.nextFreeHintAt).toEqual(body.status.nextFreeHintAt);
  });

  it('leads to a real discovery: crafting the hinted pair makes a new item', async () => {
    const { token } = await startedGuest();
    const [one, two] = (await hint(token, false)).json<HintResponse>().pair;
    const crafted = await call(token, 'POST', '/craft/game/items/craft', {
      itemOneId: one.id,
      itemTwoId: two.id,
    });
    expect(crafted.statusCode).toBe(200);
    const result = crafted.json<CraftResult>();
    expect(result.item.name).toBe('Steam');
    expect(result.reward).toBeGreaterThan(0);
  });

  it('refuses a second free hint with 409 HINT_ON_COOLDOWN and a clear message', async () => {
    const { token } = await startedGuest();
    expect((await hint(token, false)).statusCode).toBe(200);
    const again = await hint(token, false);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HINT_ON_COOLDOWN' });
    expect(again.json<{ error: string }>().error).toMatch(
      /^Your next free hint is ready in (10 min|9 min \d+ s): wait, or pay diamonds for one now\.$/,
    );
  });

  it('gives one free hint to two requests sent at once: the other is on cooldown', async () => {
    const { token } = await startedGuest();
    const answers = await Promise.all([hint(token, false), hint(token, false)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('gives a free hint again once ten minutes have passed', async () => {
    const { token, profile } = await startedGuest();
    await setPlayer(t.database, profile.id, { lastFreeHintAt: new Date(Date.now() - 601_000) });
    expect((await call(token, 'GET', '/craft/hint')).json<HintStatus>().secondsUntilFree).toBe(0);
    const response = await hint(token, false);
    expect(response.statusCode).toBe(200);
    expect(response.json<HintResponse>().paid).toBe(false);
  });

  it('sells a hint during the cooldown: 5 diamonds, booked in the ledger', async () => {
    const { token, profile } = await startedGuest();
    await hint(token, false);
    const response = await hint(token, true);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<HintResponse>();
    expect(body.paid).toBe(true);
    expect(pairIds(body)).toEqual(['fire', 'water']);
    expect(body.profile.diamonds).toBe(profile.diamonds - 5);
    // The paid hint leaves the free hint's cooldown where it was.
    expect(body.status.secondsUntilFree).toBeGreaterThan(590);
    const after = await profileOf(t.app, token);
    expect(after.diamonds).toBe(profile.diamonds - 5);
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, profile.id), eq(ledger.reason, 'hint:fire+water')));
    expect(rows).toMatchObject([{ currency: 'diamonds', delta: -5 }]);
    await expectLedgerMatches(t.database, after);
  });

  it('sells a hint for 50 dust when the player pays with dust, diamonds untouched', async () => {
    const { token, profile } = await startedGuest();
    await hint(token, false);
    await grantCurrency(t.database, profile.id, 'magicDust', 80 - profile.magicDust);
    const response = await call(token, 'POST', '/craft/hint', { paid: true, payWith: 'magicDust' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<HintResponse>();
    expect(body.paid).toBe(true);
    expect(body.profile).toMatchObject({ magicDust: 30, diamonds: profile.diamonds });
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, profile.id), eq(ledger.reason, 'hint:fire+water')));
    expect(rows).toMatchObject([{ currency: 'magicDust', delta: -50 }]);
    await expectLedgerMatches(t.database, await profileOf(t.app, token));
  });

  it('refuses a dust hint without 50 dust, and an unknown currency, changing nothing', async () => {
    const { token, profile } = await startedGuest();
    await hint(token, false);
    await grantCurrency(t.database, profile.id, 'magicDust', 49 - profile.magicDust);
    const short = await call(token, 'POST', '/craft/hint', { paid: true, payWith: 'magicDust' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'NOT_ENOUGH_MAGIC_DUST' });
    const credits = await call(token, 'POST', '/craft/hint', { paid: true, payWith: 'credits' });
    expect(credits.statusCode).toBe(400);
    const after = await profileOf(t.app, token);
    expect(after).toMatchObject({ magicDust: 49, diamonds: profile.diamonds });
    await expectLedgerMatches(t.database, after);
  });

  it('uses the free hint when it is ready, even if the player offered to pay', async () => {
    const { token, profile } = await startedGuest();
    const body = (await hint(token, true)).json<HintResponse>();
    expect(body.paid).toBe(false);
    expect(body.profile.diamonds).toBe(profile.diamonds);
  });

  it('refuses a paid hint without enough diamonds, and changes nothing', async () => {
    const { token, profile } = await startedGuest();
    await hint(token, false);
    await grantCurrency(t.database, profile.id, 'diamonds', 3 - profile.diamonds);
    const response = await hint(token, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'NOT_ENOUGH_DIAMONDS',
      error: 'Not enough diamonds for a hint: it costs 5, you have 3.',
    });
    const after: Profile = await profileOf(t.app, token);
    expect(after.diamonds).toBe(3);
    await expectLedgerMatches(t.database, after);
  });

  it('is 409 NO_HINT_AVAILABLE when nothing new can be made, and costs nothing', async () => {
    const { token, profile } = await startedGuest();
    const craft = (itemOneId: string, itemTwoId: string) =>
      call(token, 'POST', '/craft/game/items/craft', { itemOneId, itemTwoId });
    expect((await craft('fire', 'water')).statusCode).toBe(200);
    expect((await craft('steam', 'water')).statusCode).toBe(200);
    const response = await hint(token, true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_HINT_AVAILABLE' });
    expect((await profileOf(t.app, token)).diamonds).toBe(profile.diamonds);
    // The free hint is still there for the next run.
    expect((await call(token, 'GET', '/craft/hint')).json<HintStatus>().secondsUntilFree).toBe(0);
  });

  it('is 404 NO_CRAFTING_GAME before the first run', async () => {
    const { token } = await registeredGuest(t.app);
    const response = await hint(token, false);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_CRAFTING_GAME' });
  });

  it('is 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/craft/hint',
      payload: { paid: false },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['paid missing', {}],
    ['paid as a string', { paid: 'yes' }],
    ['an unknown field', { paid: false, pair: ['fire', 'water'] }],
  ])('refuses a bad body (%s) with 400', async (_case, payload) => {
    const { token } = await startedGuest();
    const response = await call(token, 'POST', '/craft/hint', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // Nothing was spent: the free hint is still ready.
    expect((await call(token, 'GET', '/craft/hint')).json<HintStatus>().secondsUntilFree).toBe(0);
  });
});
