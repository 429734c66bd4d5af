/**
 * How many statements the lab's moves send (the lab craft, improve and ascend, purging a
 * card and a lab stack): each is a round trip, and the count is what ADR 0118 promises.
 * Counted on PostgreSQL, where the pool tells each statement it sends
 * (db/observe-queries.ts); the session's read and the transaction's begin and commit are
 * counted too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BattleCard } from '@alchemy/contracts';
import { battleCard } from '../db/schema';
import { grantCurrency, grantLabItems } from '../test/grant';
import {
  countsStatements,
  ownStatements as own,
  statementCountingApp,
  type CountCall,
} from '../test/statement-counter';
import { registeredGuest, type TestApp } from '../test/test-app';

describe.runIf(countsStatements)('statements per lab move', () => {
  let t: TestApp;
  let counted: CountCall;
  beforeAll(async () => {
    ({ t, counted } = await statementCountingApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each lab move', async () => {
    const { token, profile } = await registeredGuest(t.app);
    await grantLabItems(t.database, profile.id, [
      ['steam', 3],
      ['ash', 3],
      ['sand', 3],
    ]);
    await grantCurrency(t.database, profile.id, 'diamonds', 100);
    const items = { items: ['steam', 'ash', 'sand'] };
    const firstCraft = await counted(token, 'POST', '/lab/craft', items); // the day's goals
    const craft = await counted(token, 'POST', '/lab/craft', items);
    const card = JSON.parse(craft.body) as BattleCard;
    await t.database.db
      .update(battleCard)
      .set({ quality: 'poor' })
      .where(eq(battleCard.id, card.id));
    const improve = await counted(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    await counted(token, 'PUT', `/lab/cards/${card.id}/ascend`); // to superior
    const ascend = await counted(token, 'PUT', `/lab/cards/${card.id}/ascend`);
    const purgeCard = await counted(token, 'DELETE', `/lab/cards/${card.id}`);
    const purgeItem = await counted(token, 'DELETE', '/lab/items/steam');
    const refused = await counted(token, 'PUT', `/lab/cards/${card.id}/ascend`); // gone: 404

    const moves = { firstCraft, craft, improve, ascend, purgeCard, purgeItem, refused };
    const counts = Object.fromEntries(
      Object.entries(moves).map(([name, move]) => [name, move.texts.length]),
    );
    console.log('statements per lab move', counts);
    if (process.env.LAB_STATEMENTS_DUMP) console.log(JSON.stringify(moves, null, 1));
    expect(Object.values(moves).map((move) => move.status)).toEqual([
      200, 200, 200, 200, 200, 200, 404,
    ]);

    // The move itself is its locks and one write; the locks read all the move decides from.
    // What follows is the progress it counts (rank 8) and the commit.
    for (const move of [craft, firstCraft]) {
      const texts = own(move.texts);
      expect(texts).toHaveLength(3);
      expect(texts[0]).toMatch(/for no key update/);
      expect(texts[1]).toMatch(/"lab_item".*for update/s);
      expect(texts[2]).toMatch(/with given as/);
    }
    for (const move of [improve, ascend, purgeCard]) {
      const texts = own(move.texts);
      expect(texts).toHaveLength(3);
      expect(texts[0]).toMatch(/for no key update/);
      expect(texts[1]).toMatch(/"battle_card".*for update/s);
      expect(texts[2]).toMatch(/with given as/);
    }
    const item = own(purgeItem.texts);
    expect(item).toHaveLength(3);
    expect(item[1]).toMatch(/"lab_item".*for update/s);
    expect(item[2]).toMatch(/with given as/);

    // Before the moves returned effects (ADR 0118), on the same calls: firstCraft 15,
    // craft 9, improve 8, ascend 10, purgeCard 7, purgeItem 7, refused 5. The progress a
    // step counts varies with the day's goals (an "improve a card" goal is one more
    // write), so the steps are held to their own three statements above; the rest is pinned.
    expect(counts).toMatchObject({
      craft: 8, // session, begin, the move's 3, progress 2, commit
      purgeCard: 6, // session, begin, the move's 3, commit: no progress
      purgeItem: 6,
      refused: 5, // session, begin, the player's lock, the card's, rollback
    });
  });
});
