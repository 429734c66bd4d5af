/**
 * What a test may do that a player cannot: change rows in the store. The server is stopped
 * meanwhile (PGlite is one process's), then started again on the same port and data, so
 * the players' pages and sessions carry on.
 */
import type { Page } from 'playwright-core';
import { inArray } from 'drizzle-orm';
import { xpForLevel } from '@alchemy/game-rules';
import { loadConfig } from '../../server/src/config';
import { openConfiguredDatabase } from '../../server/src/db/open-database';
import { player } from '../../server/src/db/schema';
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
