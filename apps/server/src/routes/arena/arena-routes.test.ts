import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DuelResultSchema, type BattleCard, type Duel, type DuelResult } from '@alchemy/contracts';
import { duelCooldownSeconds, duelExperience, simulateDuel } from '@alchemy/game-rules';
import { battleCard, duel } from '../../db/schema';
import { toDuelCard } from '../../mappers/cards';
import { guestWithCard } from '../../test/cards';
import { setPlayer } from '../../test/grant';
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

/** Makes the pending duel's opponent harmless, so the player surely wins. */
async function weakenOpponent(duelId: string) {
  const [row] = await t.database.db.select().from(duel).where(eq(duel.id, duelId));
  const opponent = row!.opponentCard as BattleCard;
  await t.database.db
    .update(duel)
    .set({ opponentCard: { ...opponent, attack: 1, health: 1, defense: 0, speed: 1 } })
    .where(eq(duel.id, duelId));
}

describe('GET /api/arena/duel', () => {
  it('finds an opponent card and keeps the same duel until it is fought', async () => {
    const { token, card } = await guestWithCard(t);
    const first = await call(token, 'GET', '/arena/duel');
    expect(first.statusCode).toBe(200);
    const found = first.json<Duel>();
    expect(found.playerCardSlots).toBe(1);
    expect(found.opponent.id).not.toBe(card.id);
    expect(Math.abs(found.opponent.level - 1)).toBeLessThanOrEqual(3);
    expect((await call(token, 'GET', '/arena/duel')).json()).toEqual(found);
  });

  it('makes one duel when two first asks race', async () => {
    const { token } = await guestWithCard(t);
    const [a, b] = await Promise.all([
      call(token, 'GET', '/arena/duel'),
      call(token, 'GET', '/arena/duel'),
    ]);
    expect(a.json<Duel>().id).toBe(b.json<Duel>().id);
  });

  it('never offers a listed card of another player', async () => {
    const rival = await guestWithCard(t);
    await t.database.db
      .update(battleCard)
      .set({ isListed: true })
      .where(eq(battleCard.id, rival.card.id));
    const { token } = await guestWithCard(t);
    const found = (await call(token, 'GET', '/arena/duel')).json<Duel>();
    expect(found.opponent.id).not.toBe(rival.card.id);
  });
});

describe('POST /api/arena/duel/start', () => {
  it('fights on the server, pays experience and starts the cooldown; a second start is 429', async () => {
    const { token, card, profile } = await guestWithCard(t);
    const found = (await call(token, 'GET', '/arena/duel')).json<Duel>();
    const response = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(response.statusCode).toBe(200);
    const result = DuelResultSchema.parse(response.json());
    expect(result.animationSequence[0]).toMatchObject({ type: 'round-start', round: 1 });
    const won = result.winner[0]!.isPlayer;
    expect(result.experienceGained).toBe(duelExperience(won, found.opponent.level, profile.level));
    const after = await profileOf(token);
    expect(after.experience).toBe(profile.experience + result.experienceGained!);
    // A level-1 player waits a quarter of the server's 60 s (the pace of the first hour).
    expect(after.duelIntervalSeconds).toBeGreaterThan(duelCooldownSeconds(1, 60) - 5);
    expect(result.playerCards.map((entry) => entry.id)).toEqual([card.id]);
    expect(result.opponentCards[0]!.id).toBe(found.opponent.id);

    const again = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'DUEL_COOLDOWN' });
  });

  it('gives one duel and one 429 when two starts race', async () => {
    const { token, card } = await guestWithCard(t);
    await call(token, 'GET', '/arena/duel');
    const results = await Promise.all([
      call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] }),
      call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 429]);
  });

  it('replays the same fight from the stored seed, and serves the replay to its player only', async () => {
    const { token, card } = await guestWithCard(t);
    await call(token, 'GET', '/arena/duel');
    const result = (
      await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] })
    ).json<DuelResult>();
    const [row] = await t.database.db.select().from(duel).where(eq(duel.id, result.id));
    const again = simulateDuel({
      player: (row!.playerCards as BattleCard[]).map(toDuelCard),
      opponent: [toDuelCard(row!.opponentCard as BattleCard)],
      seed: row!.seed!,
    });
    expect(again.actions).toEqual(result.animationSequence);

    const replay = await call(token, 'GET', `/arena/duels/${result.id}`);
    expect(replay.json()).toEqual(result);
    const stranger = await registeredGuest(t.app);
    expect((await call(stranger.token, 'GET', `/arena/duels/${result.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', '/arena/duels/not-a-uuid')).statusCode).toBe(400);
  });

  it('raises the level and pays 10 diamonds per level gained', async () => {
    const { token, card, profile } = await guestWithCard(t);
    await setPlayer(t.database, profile.id, { experience: 200 });
    const found = (await call(token, 'GET', '/arena/duel')).json<Duel>();
    await weakenOpponent(found.id);
    const result = (
      await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] })
    ).json<DuelResult>();
    expect(result.winner[0]!.isPlayer).toBe(true);
    const after = await profileOf(token);
    expect(after.level).toBe(2);
    expect(after.diamonds).toBe(profile.diamonds + 10);
    await expectLedger(t.database, after);
  });

  it.each([
    [
      'the wrong number of cards',
      (card: BattleCard) => ({ cardIds: [card.id, card.id] }),
      400,
      'Please select 1 card to start the duel.',
    ],
    ['an id that is not a card id', () => ({ cardIds: ['nope'] }), 400, undefined],
    ['no cards', () => ({ cardIds: [] }), 400, undefined],
    [
      'another player’s card',
      (_card: BattleCard, other: BattleCard) => ({ cardIds: [other.id] }),
      404,
      undefined,
    ],
  ])('refuses %s, and the cooldown is not spent', async (_case, body, status, message) => {
    const { token, card } = await guestWithCard(t);
    const other = await guestWithCard(t);
    await call(token, 'GET', '/arena/duel');
    const response = await call(token, 'POST', '/arena/duel/start', body(card, other.card));
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toMatchObject({ error: message });
    expect((await profileOf(token)).duelIntervalSeconds).toBe(0);
  });

  it('refuses a listed card with 409 and a card above the player’s level with 400', async () => {
    const { token, card } = await guestWithCard(t);
    await call(token, 'GET', '/arena/duel');
    await t.database.db
      .update(battleCard)
      .set({ isListed: true })
      .where(eq(battleCard.id, card.id));
    const listed = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(listed.statusCode).toBe(409);
    expect(listed.json()).toMatchObject({
      error: 'Cannot select a card that is listed on the marketplace.',
    });

    await t.database.db
      .update(battleCard)
      .set({ isListed: false, characterType: 'Warrior', name: 'Iron Vanguard' })
      .where(eq(battleCard.id, card.id));
    const tooHigh = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      error: 'Card "Iron Vanguard" requires user level 5. Your level is 1.',
    });
  });

  it('is 404 NO_DUEL before a duel was found', async () => {
    const { token, card } = await guestWithCard(t);
    const response = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_DUEL' });
    expect((await profileOf(token)).duelIntervalSeconds).toBe(0);
  });
});

describe('two players finding each other', () => {
  it('makes both duels when they ask at the same moment (no deadlock between them)', async () => {
    // Pairs on levels far apart, so each player's only rival is the other of its pair.
    const pairs = await Promise.all(
      [60, 70, 80, 90].map(async (level) => {
        const pair = [await guestWithCard(t), await guestWithCard(t)];
        for (const guest of pair) {
          await setPlayer(t.database, guest.profile.id, { level });
          await t.database.db
            .update(battleCard)
            .set({ level })
            .where(eq(battleCard.id, guest.card.id));
          // Past a newcomer's first three duels, whose opponents must be winnable
          // (fair-matchmaking.test.ts): here the rival is whoever is in the window.
          for (let fought = 0; fought < 3; fought += 1) {
            await t.database.db.insert(duel).values({
              playerId: guest.profile.id,
              status: 'fought',
              opponentCard: {},
              playerCardSlots: 1,
            });
          }
        }
        return pair;
      }),
    );
    for (const [a, b] of pairs) {
      const [first, second] = await Promise.all([
        call(a!.token, 'GET', '/arena/duel'),
        call(b!.token, 'GET', '/arena/duel'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      // The other is one of the three rivals; the arena's own cards fill the rest.
      const offered = (response: typeof first) =>
        response.json<Duel>().rivals.map((rival) => rival.opponent.id);
      expect(offered(first)).toContain(b!.card.id);
      expect(offered(second)).toContain(a!.card.id);
    }
  });
});

describe('stored duels are parsed, not trusted', () => {
  it('replaces a pending duel whose stored opponent does not parse', async () => {
    const { token, card } = await guestWithCard(t);
    const first = (await call(token, 'GET', '/arena/duel')).json<Duel>();
    await t.database.db
      .update(duel)
      .set({ opponentCard: { id: first.opponent.id, attack: 'lots' } })
      .where(eq(duel.id, first.id));

    const started = await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toMatchObject({ code: 'NO_DUEL' });

    const again = await call(token, 'GET', '/arena/duel');
    expect(again.statusCode).toBe(200);
    expect(again.json<Duel>().id).not.toBe(first.id);
  });

  it('answers 500 without details for a fought duel that does not parse', async () => {
    const { token, card } = await guestWithCard(t);
    const found = (await call(token, 'GET', '/arena/duel')).json<Duel>();
    const fought = (
      await call(token, 'POST', '/arena/duel/start', { cardIds: [card.id] })
    ).json<DuelResult>();
    expect(fought.protocolVersion).toBe(1);
    await t.database.db
      .update(duel)
      .set({ actions: [{ type: 'teleport' }] })
      .where(eq(duel.id, found.id));
    const replay = await call(token, 'GET', `/arena/duels/${found.id}`);
    expect(replay.statusCode).toBe(500);
    expect(replay.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });

    await t.database.db.update(duel).set({ protocolVersion: 2 }).where(eq(duel.id, found.id));
    expect((await call(token, 'GET', `/arena/duels/${found.id}`)).statusCode).toBe(500);
  });
});
