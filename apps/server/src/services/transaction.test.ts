/**
 * The transaction wrapper and its lock helper: the order is enforced, and the retry
 * catches deadlocks and serialization failures only, a bounded number of times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPlayerRows } from '../repositories/row-locks';
import { createTestApp, registeredGuest, testStore, type TestApp } from '../test/test-app';
import {
  inTransaction,
  LockOrderError,
  MAX_TRANSACTION_ATTEMPTS,
  sqlState,
  transactionStats,
} from './transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An error shaped like drizzle's: the driver's error, with its SQLSTATE, as the cause. */
function driverError(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });
}

describe('Locks: the one lock order', () => {
  it('refuses a player lock after a card lock', async () => {
    const { profile } = await registeredGuest(t.app);
    const attempt = inTransaction(t.database, async (_tx, locks) => {
      await locks.cards([]);
      await locks.player(profile.id);
    });
    await expect(attempt).rejects.toThrow(LockOrderError);
  });

  it('takes each rank once: players come in one call', async () => {
    const one = await registeredGuest(t.app);
    const two = await registeredGuest(t.app);
    const attempt = inTransaction(t.database, async (_tx, locks) => {
      await locks.player(one.profile.id);
      await locks.player(two.profile.id);
    });
    await expect(attempt).rejects.toThrow(/players after players/);
  });

  it('locks several players at once and reads the database clock with them', async () => {
    const one = await registeredGuest(t.app);
    const two = await registeredGuest(t.app);
    const locked = await inTransaction(t.database, async (_tx, locks) =>
      locks.players([two.profile.id, one.profile.id, one.profile.id]),
    );
    expect([...locked.keys()].sort()).toEqual([one.profile.id, two.profile.id].sort());
    for (const player of locked.values()) {
      expect(Math.abs(player.nowMs - Date.now())).toBeLessThan(60_000);
    }
  });

  it('answers 404 PROFILE_NOT_FOUND for a player that is gone', async () => {
    const attempt = inTransaction(t.database, (_tx, locks) =>
      locks.player('00000000-0000-4000-8000-000000000000'),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' });
  });
});

describe('inTransaction: the retry', () => {
  it('reads the SQLSTATE through drizzle’s wrapping', () => {
    expect(sqlState(driverError('40P01'))).toBe('40P01');
    expect(sqlState(new Error('plain'))).toBeUndefined();
  });

  it.each(['40P01', '40001'])('runs the work again after %s', async (code) => {
    const before = transactionStats.retries;
    let runs = 0;
    const result = await inTransaction(t.database, async () => {
      runs += 1;
      if (runs === 1) throw driverError(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(2);
    expect(transactionStats.retries - before).toBe(1);
  });

  it('does not retry other errors', async () => {
    let runs = 0;
    const attempt = inTransaction(t.database, async () => {
      runs += 1;
      throw driverError('23505');
    });
    await expect(attempt).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it(`gives up after ${MAX_TRANSACTION_ATTEMPTS} attempts`, async () => {
    let runs = 0;
    const attempt = inTransaction(t.database, async () => {
      runs += 1;
      throw driverError('40P01');
    });
    await expect(attempt).rejects.toThrow('Failed query');
    expect(runs).toBe(MAX_TRANSACTION_ATTEMPTS);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can deadlock.
  it.skipIf(testStore === 'pglite')(
    'survives a real deadlock of two transactions locking in opposite orders',
    async () => {
      const one = (await registeredGuest(t.app)).profile.id;
      const two = (await registeredGuest(t.app)).profile.id;
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothHoldTheirFirstLock = new Promise<void>((resolve) => {
        release = resolve;
      });
      const before = transactionStats.retries;
      const crossed = (first: string, second: string) =>
        inTransaction(t.database, async (tx) => {
          // Straight to the repository, past Locks: exactly what the order forbids.
          await lockPlayerRows(tx, [first]);
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldTheirFirstLock;
          await lockPlayerRows(tx, [second]);
          return first;
        });
      const results = await Promise.all([crossed(one, two), crossed(two, one)]);
      expect(results.sort()).toEqual([one, two].sort());
      expect(transactionStats.retries - before).toBeGreaterThanOrEqual(1);
    },
  );
});
