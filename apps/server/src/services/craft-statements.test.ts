/**
 * How many statements a craft sends, by kind of craft: each is a round trip, and the count
 * is what docs/ARCHITECTURE.md ("Round trips") and ADR 0118 promise. Counted on PostgreSQL,
 * where the pool tells each statement it sends (db/observe-queries.ts); the session's read
 * and the transaction's begin and commit are counted too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CraftingGame } from '@alchemy/contracts';
import {
  countsStatements,
  ownStatements,
  statementCountingApp,
  type CountCall,
} from '../test/statement-counter';
import { apiCall, registeredGuest, type TestApp } from '../test/test-app';

describe.runIf(countsStatements)('statements per craft', () => {
  let t: TestApp;
  let counted: CountCall;
  beforeAll(async () => {
    ({ t, counted } = await statementCountingApp());
  });
  afterAll(async () => {
    await t.close();
  });

  async function started(fire: number, water: number) {
    const { token } = await registeredGuest(t.app);
    const response = await apiCall(t.app, token, 'POST', '/craft/game/start', {
      items: [
        { name: 'Fire', allocate: fire },
        { name: 'Water', allocate: water },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CraftingGame>().isGameOver).toBe(false);
    return token;
  }

  /** The statements of one craft, and its status. */
  function crafted(token: string, one: string, two: string) {
    return counted(token, 'POST', '/craft/game/items/craft', { itemOneId: one, itemTwoId: two });
  }

  it('counts each kind of craft', async () => {
    const token = await started(4, 4);
    const first = await crafted(token, 'fire', 'water'); // a first discovery: Steam
    const again = await crafted(token, 'fire', 'water'); // Steam again
    const discovery = await crafted(token, 'water', 'steam'); // a first discovery: Cloud
    const failed = await crafted(token, 'fire', 'steam'); // no recipe
    const ending = await started(7, 1);
    await crafted(ending, 'fire', 'water'); // Fire 6, Water 0, Steam 1
    const last = await crafted(ending, 'fire', 'steam'); // fails, and Fire is all that is left
    const counts = {
      firstCraftOfTheDay: first.texts.length,
      again: again.texts.length,
      discovery: discovery.texts.length,
      failed: failed.texts.length,
      runEnd: last.texts.length,
    };
    console.log('statements per craft', counts);
    if (process.env.CRAFT_STATEMENTS_DUMP)
      console.log(JSON.stringify({ first, again, discovery, failed, last }, null, 1));
    expect([first, again, discovery, failed, last].map((craft) => craft.status)).toEqual([
      200, 200, 200, 204, 204,
    ]);
    // Whatever the kind, the craft itself is the lock, one read and one write; what follows
    // is the progress it counts (rank 8) and, at the end, the commit.
    for (const craft of [first, again, discovery, failed, last]) {
      const own = ownStatements(craft.texts);
      expect(own).toHaveLength(3);
      expect(own[0]).toMatch(/for no key update/);
      expect(own[1]).toMatch(/from crafting_run run/);
      expect(own[2]).toMatch(/with given as/);
    }
    expect(again.texts.length).toBe(8); // session, begin, the craft's 3, progress 2, commit
    expect(failed.texts.length).toBe(8);
  });
});
