import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BattleCardSchema,
  type BattleCard,
  type LabItem,
  type Profile,
  type PurgeResult,
} from '@alchemy/contracts';
import { cardStepCost, parseSkill } from '@alchemy/game-rules';
import { battleCard } from '../../db/schema';
import { grantCurrency, grantLabItems, setPlayer } from '../../test/grant';
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
const labOf = async (token: string) =>
  (await call(token, 'POST', '/lab/items/search', { filter: {} })).json<LabItem[]>();

const expectLedgerMatches = (profile: Profile) => expectLedger(t.database, profile);

/** A level-1 guest with three commons (Steam, Ash, Sand) in the lab. */
async function guestWithCommons(units = 1) {
  const guest = await registeredGuest(t.app);
  await grantLabItems(t.database, guest.profile.id, [
    ['steam', units],
    ['ash', units],
    ['sand', units],
  ]);
  return guest;
}

async function craftedCard(token: string): Promise<BattleCard> {
  const response = await call(token, 'POST', '/lab/craft', { items: ['steam', 'ash', 'sand'] });
  expect(response.statusCode).toBe(200);
  return response.json<BattleCard>();
}

describe('crafting a battle card', () => {
  it('turns three commons into a level-1 card shaped like the contract, and opens the Arena', async () => {
    const { token } = await guestWithCommons(2);
    expect((await call(token, 'GET', '/lab/cards')).json()).toEqual([]);
    const card = await craftedCard(token);
    expect(BattleCardSchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({ level: 1, isAscended: false, isListed: false, requiredLevel: 1 });
    expect(['Beast', 'Elemental']).toContain(card.card.characterType);
    expect(card.card.name.length).toBeGreaterThan(2);
    expect(parseSkill(card.card.skill)).not.toBeNull();
    expect(card.card.imageUrl).toMatch(new RegExp(`^/api/images/cards/${card.id}\\.svg\\?v=`));
    expect((await labOf(token)).map((entry) => entry.quantity)).toEqual([1, 1, 1]);
    expect((await profileOf(token)).isArenaOpen).toBe(true);
    expect((await call(token, 'GET', '/lab/cards')).json<BattleCard[]>()).toEqual([card]);

    const picture = await t.app.inject({ method: 'GET', url: card.card.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toMatch(/^<svg/);
  });

  it.each([
    ['too few items', { items: ['steam', 'ash'] }, 400],
    ['an item twice', { items: ['steam', 'steam', 'ash'] }, 400],
    ['a rarity the slots do not take', { items: ['steam', 'ash', 'cloud'] }, 400],
    ['an item not in the lab', { items: ['steam', 'ash', 'mud'] }, 404],
    ['an unknown item', { items: ['steam', 'ash', 'nothing-at-all'] }, 404],
    ['numbers for ids', { items: [1, 2, 3] }, 400],
    ['no body field', {}, 400],
  ])('refuses %s and changes nothing', async (_case, body, status) => {
    const guest = await guestWithCommons();
    await grantLabItems(t.database, guest.profile.id, [['cloud', 1]]);
    const before = await labOf(guest.token);
    const response = await call(guest.token, 'POST', '/lab/craft', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('code');
    expect(await labOf(guest.token)).toEqual(before);
    expect((await call(guest.token, 'GET', '/lab/cards')).json()).toEqual([]);
  });

  it('says which slot is busy when an item is given twice', async () => {
    const { token } = await guestWithCommons();
    const response = await call(token, 'POST', '/lab/craft', { items: ['ash', 'ash', 'sand'] });
    expect(response.json()).toMatchObject({ error: 'This item is already in use.' });
  });

  it('lets one of two crafts racing for the last units win', async () => {
    const { token } = await guestWithCommons(1);
    const body = { items: ['steam', 'ash', 'sand'] };
    const results = await Promise.all([
      call(token, 'POST', '/lab/craft', body),
      call(token, 'POST', '/lab/craft', body),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect((await call(token, 'GET', '/lab/cards')).json<BattleCard[]>()).toHaveLength(1);
  });

  it('follows the level tier: a level-5 player needs two commons and a rare', async () => {
    const guest = await guestWithCommons();
    await grantLabItems(t.database, guest.profile.id, [['cloud', 1]]);
    await setPlayer(t.database, guest.profile.id, { level: 5 });
    const wrong = await call(guest.token, 'POST', '/lab/craft', {
      items: ['steam', 'ash', 'sand'],
    });
    expect(wrong.statusCode).toBe(400);
    const right = await call(guest.token, 'POST', '/lab/craft', {
      items: ['steam', 'ash', 'cloud'],
    });
    expect(right.statusCode).toBe(200);
    expect(right.json<BattleCard>().level).toBe(5);
  });
});

describe('improving and ascending', () => {
  it('improves a poor level-1 card for 4 diamonds, then 7, then refuses an ascend it cannot pay', async () => {
    const { token } = await guestWithCommons();
    const card = await craftedCard(token);
    await t.database.db
      .update(battleCard)
      .set({ quality: 'poor' })
      .where(eq(battleCard.id, card.id));
    const normal = await call(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(normal.json<BattleCard>().quality).toBe('normal');
    expect((await profileOf(token)).diamonds).toBe(16);
    const superior = await call(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(superior.json<BattleCard>().quality).toBe('superior');
    expect((await profileOf(token)).diamonds).toBe(9);
    const refused = await call(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Not enough diamonds to ascend this card.',
      code: 'NOT_ENOUGH_DIAMONDS',
      details: {
        currency: 'diamonds',
        needed: cardStepCost('ascend', 1),
        available: 9,
        purpose: 'ascend-card',
      },
    });
    expect((await profileOf(token)).diamonds).toBe(9);
  });

  it('says so when a card cannot be improved for want of diamonds', async () => {
    const { token, profile } = await guestWithCommons();
    const card = await craftedCard(token);
    await t.database.db
      .update(battleCard)
      .set({ quality: 'poor' })
      .where(eq(battleCard.id, card.id));
    await grantCurrency(t.database, profile.id, 'diamonds', -18);
    const refused = await call(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    expect(refused.json()).toMatchObject({ error: 'Not enough diamonds to improve this card.' });
  });

  it('charges once when two ascends race, and an ascended card cannot be improved', async () => {
    const { token, profile } = await guestWithCommons();
    const card = await craftedCard(token);
    await t.database.db
      .update(battleCard)
      .set({ quality: 'superior' })
      .where(eq(battleCard.id, card.id));
    await grantCurrency(t.database, profile.id, 'diamonds', 80);
    const results = await Promise.all([
      call(token, 'PUT', `/lab/cards/${card.id}/ascend`),
      call(token, 'PUT', `/lab/cards/${card.id}/ascend`),
    ]);
    // The second finds the card ascended: a state that forbids the step, 409.
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const ascended = results.find((response) => response.statusCode === 200)!.json<BattleCard>();
    expect(ascended.isAscended).toBe(true);
    const after = await profileOf(token);
    expect(after.diamonds).toBe(100 - 46);
    await expectLedgerMatches(after);
  });
});

describe('purging', () => {
  it('refunds 3 credits for a normal level-1 card, once', async () => {
    const { token, profile } = await guestWithCommons();
    const card = await craftedCard(token);
    await t.database.db
      .update(battleCard)
      .set({ quality: 'normal' })
      .where(eq(battleCard.id, card.id));
    const purged = await call(token, 'DELETE', `/lab/cards/${card.id}`);
    expect(purged.json<PurgeResult>()).toEqual({ refunded: 3, currency: 'credits' });
    expect((await profileOf(token)).credits).toBe(profile.credits + 3);
    expect((await call(token, 'DELETE', `/lab/cards/${card.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', '/lab/cards')).json()).toEqual([]);
    await expectLedgerMatches(await profileOf(token));
  });

  it('refunds magic dust per unit for a whole lab item stack', async () => {
    const { token, profile } = await guestWithCommons(3);
    const purged = await call(token, 'DELETE', '/lab/items/steam');
    expect(purged.json<PurgeResult>()).toEqual({ refunded: 15, currency: 'magicDust' });
    expect((await profileOf(token)).magicDust).toBe(profile.magicDust + 15);
    expect((await labOf(token)).map((entry) => entry.item.id)).toEqual(['ash', 'sand']);
    expect((await call(token, 'DELETE', '/lab/items/steam')).statusCode).toBe(404);
    expect((await call(token, 'DELETE', '/lab/items/BAD_ID')).statusCode).toBe(400);
  });
});

describe('listed and foreign cards', () => {
  it('refuses to purge or improve a listed card with 409', async () => {
    const { token } = await guestWithCommons();
    const card = await craftedCard(token);
    await t.database.db
      .update(battleCard)
      .set({ isListed: true })
      .where(eq(battleCard.id, card.id));
    for (const [method, url] of [
      ['DELETE', `/lab/cards/${card.id}`],
      ['PUT', `/lab/cards/${card.id}/ascend`],
    ] as const) {
      const response = await call(token, method, url);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CARD_LISTED' });
    }
  });

  it('answers 404 for another player’s card and changes nothing', async () => {
    const owner = await guestWithCommons();
    const card = await craftedCard(owner.token);
    const thief = await registeredGuest(t.app);
    await grantCurrency(t.database, thief.profile.id, 'diamonds', 500);
    for (const [method, url] of [
      ['DELETE', `/lab/cards/${card.id}`],
      ['PUT', `/lab/cards/${card.id}/ascend`],
    ] as const) {
      expect((await call(thief.token, method, url)).statusCode).toBe(404);
    }
    expect((await call(owner.token, 'GET', '/lab/cards')).json()).toEqual([card]);
    expect((await profileOf(thief.token)).diamonds).toBe(520);
  });

  it('answers 400 for an id that is not a card id', async () => {
    const { token } = await registeredGuest(t.app);
    expect((await call(token, 'DELETE', '/lab/cards/not-a-uuid')).statusCode).toBe(400);
  });
});
