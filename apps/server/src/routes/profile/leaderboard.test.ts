/**
 * The leaderboard: the world's top 10, every player's exact rank from the trigger-kept
 * counts, and the friends board. The rank is checked against the plain definition (sort
 * everyone) after many kinds of change, so the counts cannot drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareLeaderboard } from '@alchemy/game-rules';
import type { Leaderboard } from '@alchemy/contracts';
import { player } from '../../db/schema';
import { setPlayer } from '../../test/grant';
import { apiCall, createTestApp, registeredGuest, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const boardOf = async (token: string) =>
  (await apiCall(t.app, token, 'GET', '/profile/leaderboard')).json<Leaderboard>();

/** Every player in leaderboard order, by sorting: the definition the counts must match. */
async function sortedIds(): Promise<string[]> {
  const rows = await t.database.db.select().from(player);
  return rows
    .map((row) => ({ ...row, createdAtMs: row.createdAt.getTime() }))
    .sort(compareLeaderboard)
    .map((row) => row.id);
}

describe('GET /api/profile/leaderboard', () => {
  it('ranks every player exactly as sorting would, through levels, experience and ties', async () => {
    const guests = [];
    for (let i = 0; i < 14; i += 1) guests.push(await registeredGuest(t.app));
    // Levels and experience of every sort, ties included; one player moves down again.
    const shape: Array<[number, number]> = [
      [5, 2000],
      [5, 2000],
      [5, 2500],
      [3, 600],
      [3, 600],
      [12, 14000],
      [1, 0],
      [1, 0],
      [1, 100],
      [2, 300],
      [7, 5000],
      [7, 5200],
      [1, 0],
      [3, 580],
    ];
    for (const [index, [level, experience]] of shape.entries()) {
      await setPlayer(t.database, guests[index]!.profile.id, { level, experience });
    }
    await setPlayer(t.database, guests[5]!.profile.id, { level: 2, experience: 250 });

    const order = await sortedIds();
    for (const guest of guests) {
      const board = await boardOf(guest.token);
      expect(board.me.rank, guest.profile.name).toBe(order.indexOf(guest.profile.id) + 1);
      expect(board.me.isYou).toBe(true);
      expect(board.top.map((entry) => entry.playerId)).toEqual(order.slice(0, 10));
      expect(board.top.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('puts the player and their friends on the friends board, ranked among themselves', async () => {
    const me = await registeredGuest(t.app);
    const friend = await registeredGuest(t.app);
    await setPlayer(t.database, friend.profile.id, { level: 4, experience: 1200 });
    const link = (await apiCall(t.app, friend.token, 'POST', '/friends/invite-link')).json<{
      inviteHash: string;
    }>();
    const accepted = await apiCall(
      t.app,
      me.token,
      'POST',
      `/friends/invitations/hash/${link.inviteHash}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    const board = await boardOf(me.token);
    expect(board.friends.map((entry) => [entry.playerId, entry.rank, entry.isYou])).toEqual([
      [friend.profile.id, 1, false],
      [me.profile.id, 2, true],
    ]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/leaderboard' });
    expect(response.statusCode).toBe(401);
  });
});
