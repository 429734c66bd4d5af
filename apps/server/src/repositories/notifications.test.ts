/**
 * A stream reads a player's notifications after the last id it sent (live/live-hub.ts), so
 * they must become visible in id order. Two moves that notify one player at once (here: a
 * direct notification and a friend's world-first) must not commit the higher id first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendship } from '../db/schema';
import { createTestApp, registeredGuest, testStore, type TestApp } from '../test/test-app';
import { transactionStats } from '../services/transaction';
import { keepNotifications, notificationsAfter } from './notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs one transaction at a time: only PostgreSQL can interleave two.
describe.runIf(testStore === 'postgres')('keepNotifications on PostgreSQL', () => {
  it('holds a second move that notifies the same player until the first commits', async () => {
    const seller = (await registeredGuest(t.app)).profile.id;
    const friend = (await registeredGuest(t.app)).profile.id;
    const [playerA, playerB] = [seller, friend].sort();
    await t.database.db.insert(friendship).values({ playerA: playerA!, playerB: playerB! });
    const retriesBefore = transactionStats.retries;

    let kept: () => void = () => undefined;
    const firstKept = new Promise<void>((resolve) => {
      kept = resolve;
    });
    let release: () => void = () => undefined;
    const commitFirst = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first move keeps a sale for the seller and stays open.
    const first = t.database.db.transaction(async (tx) => {
      await keepNotifications(tx, [
        {
          to: seller,
          body: {
            kind: 'card-sold',
            cardName: 'Ember Hound',
            price: 1000,
            fee: 50,
            currency: 'magicDust',
            buyerName: 'Buyer',
          },
        },
      ]);
      kept();
      await commitFirst;
    });
    await firstKept;
    // The second tells the seller, as a friend, of a world-first, and would commit at once.
    let secondDone = false;
    const second = t.database.db
      .transaction(async (tx) => {
        await keepNotifications(tx, [
          {
            friendsOf: friend,
            body: { kind: 'friend-world-first', friendName: 'Friend', itemName: 'Steam' },
          },
        ]);
      })
      .then(() => {
        secondDone = true;
      });
    await pause(400);
    // Without the recipient's slot the second would have committed the higher id by now,
    // and a stream reading `id > 0` would pass the first's lower id for ever.
    expect(secondDone).toBe(false);
    expect(await notificationsAfter(t.database.db, seller, 0, 10)).toEqual([]);

    release();
    await Promise.all([first, second]);
    const seen = await notificationsAfter(t.database.db, seller, 0, 10);
    expect(seen.map((notification) => notification.body.kind)).toEqual([
      'card-sold',
      'friend-world-first',
    ]);
    expect(seen[0]!.id).toBeLessThan(seen[1]!.id);
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });
});

describe('keepNotifications', () => {
  it('keeps what a move told, in the order told, and tells each friend once', async () => {
    const me = (await registeredGuest(t.app)).profile.id;
    const friend = (await registeredGuest(t.app)).profile.id;
    const [playerA, playerB] = [me, friend].sort();
    await t.database.db.insert(friendship).values({ playerA: playerA!, playerB: playerB! });
    await t.database.db.transaction(async (tx) => {
      await keepNotifications(tx, [
        { to: friend, body: { kind: 'friend-request', fromName: 'Me' } },
        {
          friendsOf: me,
          body: { kind: 'friend-world-first', friendName: 'Me', itemName: 'Steam' },
        },
        { to: me, body: { kind: 'invitation-accepted', friendName: 'Friend' } },
      ]);
    });
    const toFriend = await notificationsAfter(t.database.db, friend, 0, 10);
    expect(toFriend.map((notification) => notification.body.kind)).toEqual([
      'friend-request',
      'friend-world-first',
    ]);
    const toMe = await notificationsAfter(t.database.db, me, 0, 10);
    expect(toMe.map((notification) => notification.body.kind)).toEqual(['invitation-accepted']);
  });

  it('keeps nothing when nothing was told, nor for a world-first of a player without friends', async () => {
    const me = (await registeredGuest(t.app)).profile.id;
    await t.database.db.transaction(async (tx) => keepNotifications(tx, []));
    await t.database.db.transaction(async (tx) =>
      keepNotifications(tx, [
        {
          friendsOf: me,
          body: { kind: 'friend-world-first', friendName: 'Me', itemName: 'Steam' },
        },
      ]),
    );
    expect(await notificationsAfter(t.database.db, me, 0, 10)).toEqual([]);
  });
});
