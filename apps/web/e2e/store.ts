/**
 * What a test may do that a player cannot: change rows in the store. The server is stopped
 * meanwhile (PGlite is one process's), then started again on the same port and data, so
 * the players' pages and sessions carry on.
 */
import type { Page } from 'playwright-core';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { xpForLevel, type CardClass, type CardQuality } from '@alchemy/game-rules';
import { loadConfig } from '../../server/src/config';
import { openConfiguredDatabase } from '../../server/src/db/open-database';
import { battleCard, discovery, item, player } from '../../server/src/db/schema';
import type { Game } from './harness';

/** The signed-in player's id and name, read the way the app reads its profile. */
export async function whoIs(page: Page): Promise<{ id: string; name: string }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('alchemy-arena.token');
    const response = await fetch('/api/profile', { headers: { authorization: `Bearer ${token}` } });
    const profile = (await response.json()) as { id: string; name: string };
    return { id: profile.id, name: profile.name };
  });
}

/** Raises the players to `level`, with that level's experience, as if they had played. */
export async function raiseToLevel(game: Game, playerIds: string[], level: number) {
  await game.server.restart(async () => {
    const config = loadConfig({ DATA_DIR: game.server.dataDir, LOG_LEVEL: 'silent' });
    const { database, lock } = await openConfiguredDatabase(config);
    try {
      await database.db
        .update(player)
        .set({ level, experience: xpForLevel(level) })
        .where(inArray(player.id, playerIds));
    } finally {
      await database.close();
      lock?.release();
    }
  });
}

/** Makes the cards one kind for the market (class, quality, level), as if forged so. */
export async function makeCardsAlike(
  game: Game,
  cardIds: string[],
  kind: { class: CardClass; quality: CardQuality; level: number },
) {
  await game.server.restart(async () => {
    const config = loadConfig({ DATA_DIR: game.server.dataDir, LOG_LEVEL: 'silent' });
    const { database, lock } = await openConfiguredDatabase(config);
    try {
      await database.db
        .update(battleCard)
        .set({ characterType: kind.class, quality: kind.quality, level: kind.level })
        .where(inArray(battleCard.id, cardIds));
    } finally {
      await database.close();
      lock?.release();
    }
  });
}

/**
 * Gives `ownerId` a copy of the card named `name`, as weak as a card can be (poor, every
 * stat 1): another player's card sure to lose, without playing a second crafting run.
 */
export async function giveWeakCopy(game: Game, cardId: string, ownerId: string, name: string) {
  await game.server.restart(async () => {
    const config = loadConfig({ DATA_DIR: game.server.dataDir, LOG_LEVEL: 'silent' });
    const { database, lock } = await openConfiguredDatabase(config);
    try {
      const [card] = await database.db.select().from(battleCard).where(eq(battleCard.id, cardId));
      if (!card) throw new Error(`no card ${cardId}`);
      const { id: _id, createdAt: _createdAt, ...rest } = card;
      await database.db.insert(battleCard).values({
        ...rest,
        playerId: ownerId,
        name,
        quality: 'poor',
        baseAttack: 1,
        baseDefense: 1,
        baseHealth: 1,
        baseSpeed: 1,
      });
    } finally {
      await database.close();
      lock?.release();
    }
  });
}

/** Sets the players' experience within their level 1 (a level-up is then one duel away). */
export async function setLevelOneExperience(game: Game, playerIds: string[], experience: number) {
  await game.server.restart(async () => {
    const config = loadConfig({ DATA_DIR: game.server.dataDir, LOG_LEVEL: 'silent' });
    const { database, lock } = await openConfiguredDatabase(config);
    try {
      await database.db
        .update(player)
        .set({ level: 1, experience })
        .where(inArray(player.id, playerIds));
    } finally {
      await database.close();
      lock?.release();
    }
  });
}

/**
 * Marks `count` more items of `family` discovered by the player, as if they had crafted
 * them (for a collection's milestone without an hour of play). Answers the count made.
 */
export async function discoverFamilyItems(
  game: Game,
  playerId: string,
  family: string,
  count: number,
): Promise<number> {
  let made = 0;
  await game.server.restart(async () => {
    const config = loadConfig({ DATA_DIR: game.server.dataDir, LOG_LEVEL: 'silent' });
    const { database, lock } = await openConfiguredDatabase(config);
    try {
      const known = database.db
        .select({ itemId: discovery.itemId })
        .from(discovery)
        .where(and(eq(discovery.itemId, item.id), eq(discovery.playerId, playerId)));
      const fresh = await database.db
        .select({ id: item.id })
        .from(item)
        .where(and(eq(item.family, family), eq(item.isBuildingBlock, false), notExists(known)))
        .orderBy(item.id)
        .limit(count);
      if (fresh.length > 0) {
        await database.db.insert(discovery).values(
          fresh.map((row) => ({
            playerId,
            itemId: row.id,
            fromItemA: 'Fire',
            fromItemB: 'Water',
          })),
        );
      }
      made = fresh.length;
    } finally {
      await database.close();
      lock?.release();
    }
  });
  return made;
}
