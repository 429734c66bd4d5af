/**
 * How many statements a start, a purchase and a duel start send, as
 * services/craft-statements.test.ts counts the craft's: each is a round trip, and the move
 * itself is its locks, one read and one write (docs/adr/0118-moves-return-effects.md).
 * Counted on PostgreSQL, where the pool tells each statement it sends
 * (db/observe-queries.ts); the session's read and the transaction's begin and commit count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BattleCard, Duel } from '@alchemy/contracts';
import { duel, player } from '../db/schema';
import { guestWithCard } from '../test/cards';
import {
  countsStatements,
  ownStatements as own,
  statementCountingApp,
  type CountCall,
} from '../test/statement-counter';
import { apiCall, registeredGuest, type TestApp } from '../test/test-app';

describe.runIf(countsStatements)('statements per move', () => {
  let t: TestApp;
  let counted: CountCall;
  beforeAll(async () => {
    ({ t, counted } = await statementCountingApp({ DUEL_COOLDOWN_SECONDS: '0' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const allocation = (fire: number, water: number) => ({
    items: [
      { name: 'Fire', allocate: fire },
      { name: 'Water', allocate: water },
    ],
  });

  it('counts a start, a start that harvests, and a purchase', async () => {
    const { token } = await registeredGuest(t.app);
    const first = await counted(token, 'POST', '/craft/game/start', allocation(4, 4));
    const crafted = await apiCall(t.app, token, 'POST', '/craft/game/items/craft', {
      itemOneId: 'fire',
      itemTwoId: 'water',
    });
    expect(crafted.statusCode).toBe(200);
    const harvesting = await counted(token, 'POST', '/craft/game/start', allocation(5, 3));
    const bought = await counted(token, 'POST', '/items/buy', { itemId: 'steam', amount: 1 });
    const counts = {
      firstStart: first.texts.length,
      startWithHarvest: harvesting.texts.length,
      buy: bought.texts.length,
    };
    console.log('statements per move', counts);
    if (process.env.MOVE_STATEMENTS_DUMP) {
      console.log(JSON.stringify({ first, harvesting, bought }, null, 1));
    }
    expect([first, harvesting, bought].map((move) => move.status)).toEqual([200, 200, 200]);
    // The start: the player's lock, the run's, the read, the write; then the new grid.
    for (const start of [first, harvesting]) {
      const move = own(start.texts);
      expect(move).toHaveLength(4);
      expect(move[0]).toMatch(/for no key update/);
      expect(move[1]).toMatch(/"crafting_run".*for update/);
      expect(move[2]).toMatch(/from item base/);
      expect(move[3]).toMatch(/with given as/);
    }
    // The purchase: the lock, the read, the write.
    const move = own(bought.texts);
    expect(move).toHaveLength(3);
    expect(move[2]).toMatch(/with given as/);
    expect(bought.texts.length).toBe(6); // session, begin, the purchase's 3, commit
  });

  it('counts a duel start, unrated and rated', async () => {
    const [one, two] = [await guestWithCard(t), await guestWithCard(t)];
    async function start(who: typeof one, opponentPlayerId: string | null) {
      await t.database.db
        .update(player)
        .set({ nextDuelAt: null })
        .where(eq(player.id, who.profile.id));
      const found = (await apiCall(t.app, who.token, 'GET', '/arena/duel')).json<Duel>();
      const [row] = await t.database.db.select().from(duel).where(eq(duel.id, found.id));
      // A weak opponent: the player wins, and is paid.
      const opponentCard = { ...(row!.opponentCard as BattleCard), attack: 1, health: 1 };
      await t.database.db
        .update(duel)
        .set({ opponentCard, opponentPlayerId })
        .where(eq(duel.id, found.id));
      return counted(who.token, 'POST', '/arena/duel/start', { cardIds: [who.card.id] });
    }
    const unrated = await start(one, null);
    const rated = await start(one, two.profile.id);
    console.log('statements per duel start', {
      unrated: unrated.texts.length,
      rated: rated.texts.length,
    });
    if (process.env.MOVE_STATEMENTS_DUMP) console.log(JSON.stringify({ unrated, rated }, null, 1));
    expect([unrated.status, rated.status]).toEqual([200, 200]);
    for (const fought of [unrated, rated]) {
      // The player's lock, the cards', the pending duel's, the read, the write.
      const move = own(fought.texts);
      expect(move).toHaveLength(5);
      expect(move[3]).toMatch(/from duel fought/);
      expect(move[4]).toMatch(/with given as/);
    }
    // The first duel earns an achievement; a rated one writes its rating row last, after
    // the progress (its board's counts are world rows: docs/ARCHITECTURE.md, "Lock order").
    expect(unrated.texts.at(-2)).toMatch(/player_achievement/);
    expect(rated.texts.at(-2)).toMatch(/insert into season_rating/);
    expect(rated.texts.length).toBe(11); // session, begin, 5, progress 2, the rating, commit
  });

  it("counts the duel screen's ask: a new duel, then the same one again", async () => {
    const who = await guestWithCard(t);
    const made = await counted(who.token, 'GET', '/arena/duel');
    const again = await counted(who.token, 'GET', '/arena/duel');
    console.log('statements per ask for the duel', {
      made: made.texts.length,
      again: again.texts.length,
    });
    if (process.env.MOVE_STATEMENTS_DUMP) console.log(JSON.stringify({ made, again }, null, 1));
    expect([made.status, again.status]).toEqual([200, 200]);
    // The pending duel and the day's draws of rivals and duels fought are one read, once
    // outside the transaction and once under the player's lock when it makes the duel.
    const dayUsage = (texts: readonly string[]) =>
      texts.filter((text) => /"rival_refresh"/.test(text) && /count\(\*\)/.test(text));
    expect(dayUsage(made.texts)).toHaveLength(2);
    expect(dayUsage(again.texts)).toHaveLength(1);
    // The duels a newcomer fought come with it, not on their own.
    expect(made.texts.filter((text) => /^select count\(\*\) from "duel"/.test(text))).toEqual([]);
    // A newcomer's sparring cards draft from their level's items, read once for all three.
    expect(made.texts.filter((text) => /from "item" where/.test(text)).length).toBeLessThan(2);
    // The pending duel, readable as it is: the session, then the duel with the day's usage.
    expect(again.texts).toHaveLength(2);
  });
});
