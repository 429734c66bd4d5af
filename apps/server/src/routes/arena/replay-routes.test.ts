/**
 * Shared replays (issue 23): GET /api/replays/{replayId} and its card pictures are open to
 * anyone holding the link, signed in or not, and give away nothing another call accepts.
 * GET /api/arena/last-duel sums up the player's last fight for the arena. Runs on PGlite,
 * and on PostgreSQL with TEST_STORE=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DuelResultSchema,
  ErrorResponseSchema,
  LastDuelSchema,
  PublicReplaySchema,
  type DuelResult,
} from '@alchemy/contracts';
import { guestWithCard } from '../../test/cards';
import { setPlayer } from '../../test/grant';
import { apiCall, createTestApp, registeredGuest, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A new guest who has fought one duel: the duel, their token, their profile. */
async function foughtDuel() {
  const player = await guestWithCard(t);
  await apiCall(t.app, player.token, 'GET', '/arena/duel');
  const response = await apiCall(t.app, player.token, 'POST', '/arena/duel/start', {
    cardIds: [player.card.id],
  });
  expect(response.statusCode).toBe(200);
  return { ...player, duel: DuelResultSchema.parse(response.json()) };
}

const anonymous = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

describe('GET /api/replays/{replayId}', () => {
  it('plays the fight for a visitor with no token, naming cards only by their slot', async () => {
    const { duel, profile, card } = await foughtDuel();
    expect(duel.replayId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    // At least 128 bits, and not the duel's id.
    expect(Buffer.from(duel.replayId, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(duel.replayId).not.toContain(duel.id);

    const response = await anonymous(`/replays/${duel.replayId}`);
    expect(response.statusCode).toBe(200);
    const replay = PublicReplaySchema.parse(response.json());
    expect(replay.playerCards.map((c) => c.id)).toEqual(['p1']);
    expect(replay.opponentCards.map((c) => c.id)).toEqual(['o1']);
    // The same fight, step by step, as its owner sees it.
    expect(replay.animationSequence.map((action) => action.type)).toEqual(
      duel.animationSequence.map((action) => action.type),
    );
    expect(replay.winner[0]?.isPlayer).toBe(duel.winner[0]?.isPlayer);
    expect(replay.playerCards[0]?.card.name).toBe(card.card.name);
    expect(replay.playerCards[0]?.attack).toBe(card.attack);
    expect(replay.opponentCards[0]?.level).toBe(duel.opponentCards[0]?.level);

    // Nothing private: no card, player or duel id anywhere, no balances, no experience.
    const body = response.body;
    expect(body.match(UUID)).toBeNull();
    for (const secret of [duel.id, card.id, profile.id, duel.opponentCards[0]!.id]) {
      expect(body).not.toContain(secret);
    }
    for (const word of ['credits', 'diamonds', 'magicDust', 'experience', 'isListed', 'player']) {
      expect(Object.keys(replay)).not.toContain(word);
    }
    expect(body).not.toMatch(/"(credits|diamonds|magicDust|experienceGained|playerId)"/);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    const unknown = await anonymous(`/replays/${'A'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(unknown.json()).code).toBe('NOT_FOUND');
    for (const bad of ['short', 'has%20space-and-more-letters', 'x'.repeat(65)]) {
      const response = await anonymous(`/replays/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
    }
  });

  it('does not open by the duel id, nor does the replay id open the owner’s calls', async () => {
    const { duel, token } = await foughtDuel();
    expect((await anonymous(`/replays/${duel.id}`)).statusCode).toBe(404);
    const owner = await apiCall(t.app, token, 'GET', `/arena/duels/${duel.replayId}`);
    expect(owner.statusCode).toBe(400);
    // Another player with the link reads the replay, but not the owner's duel.
    const other = await registeredGuest(t.app);
    const shared = await apiCall(t.app, other.token, 'GET', `/replays/${duel.replayId}`);
    expect(shared.statusCode).toBe(200);
    const theirs = await apiCall(t.app, other.token, 'GET', `/arena/duels/${duel.id}`);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('GET /api/replays/{replayId}/cards/{slot}.svg', () => {
  it('draws each fighter’s picture for a visitor with no token, and only the replay’s', async () => {
    const { duel } = await foughtDuel();
    const replay = PublicReplaySchema.parse((await anonymous(`/replays/${duel.replayId}`)).json());
    for (const fighter of [...replay.playerCards, ...replay.opponentCards]) {
      expect(fighter.card.imageUrl).toMatch(
        new RegExp(`^/api/replays/${duel.replayId}/cards/${fighter.id}\\.svg\\?v=`),
      );
      const picture = await anonymous(fighter.card.imageUrl.slice('/api'.length));
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(picture.body).toContain('<svg');
      expect(picture.body.match(UUID)).toBeNull();
    }
    // The same picture the owner's card URL draws.
    const own = await anonymous(duel.playerCards[0]!.card.imageUrl.slice('/api'.length));
    const shared = await anonymous(replay.playerCards[0]!.card.imageUrl.slice('/api'.length));
    expect(shared.body).toBe(own.body);
    // A slot the fight does not have, and a file that is no slot.
    expect((await anonymous(`/replays/${duel.replayId}/cards/p2.svg`)).statusCode).toBe(404);
    expect((await anonymous(`/replays/${duel.replayId}/cards/x1.svg`)).statusCode).toBe(400);
    expect((await anonymous(`/replays/${'B'.repeat(24)}/cards/p1.svg`)).statusCode).toBe(404);
  });
});

describe('GET /api/arena/last-duel', () => {
  it('is null before the first duel, then sums up the last one', async () => {
    const player = await guestWithCard(t);
    const none = await apiCall(t.app, player.token, 'GET', '/arena/last-duel');
    expect(none.statusCode).toBe(200);
    expect(LastDuelSchema.parse(none.json())).toEqual({ duel: null });

    let last: DuelResult | undefined;
    for (let fight = 0; fight < 2; fight += 1) {
      await setPlayer(t.database, player.profile.id, { nextDuelAt: null });
      await apiCall(t.app, player.token, 'GET', '/arena/duel');
      const started = await apiCall(t.app, player.token, 'POST', '/arena/duel/start', {
        cardIds: [player.card.id],
      });
      last = DuelResultSchema.parse(started.json());
    }
    const summary = LastDuelSchema.parse(
      (await apiCall(t.app, player.token, 'GET', '/arena/last-duel')).json(),
    );
    expect(summary.duel).toEqual({
      id: last!.id,
      won: last!.winner[0]!.isPlayer,
      experienceGained: last!.experienceGained,
      opponentName: last!.opponentCards[0]!.card.name,
    });
  });

  it('refuses a signed-out request with 401', async () => {
    expect((await anonymous('/arena/last-duel')).statusCode).toBe(401);
  });
});
