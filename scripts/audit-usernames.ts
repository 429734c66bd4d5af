/**
 * Lists the stored player names that today's username rule would refuse (docs/RULES.md,
 * "Accounts and profile"): names saved before the rule grew stricter stay as they are until
 * their player changes them, and this tells an operator which and why.
 *
 *   npm run audit:usernames                         # the PGlite store in DATA_DIR (./data)
 *   DATABASE_URL=postgres://… npm run audit:usernames
 *
 * It only reads: no migration runs, nothing is written. On PGlite it takes the data
 * directory's lock (two processes would corrupt the store), so stop the server first.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { z } from 'zod';
import { checkUsername } from '@alchemy/game-rules';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock';

const PLAYERS_QUERY = `select id, name from player order by created_at`;
const TABLE_QUERY = `select to_regclass('public.player') is not null as present`;
const PlayerRows = z.array(z.object({ id: z.string(), name: z.string() }));
const TableRows = z.array(z.object({ present: z.boolean() }));

type Query = (text: string) => Promise<unknown[]>;

async function withStore<T>(run: (query: Query, store: string) => Promise<T>): Promise<T> {
  // The server's variables, read as it reads them (apps/server/src/config.ts), without
  // its side effects (a new auth secret in an empty directory).
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await run(
        async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        'postgres',
      );
    } finally {
      await client.end();
    }
  }
  const storeDir = join(dataDir, 'pglite');
  if (!existsSync(storeDir)) throw new Error(`No PGlite store at ${storeDir}: set DATA_DIR.`);
  const lock = lockDataDir(dataDir);
  try {
    const store = await PGlite.create(storeDir);
    try {
      return await run(async (text) => (await store.query(text)).rows, `pglite ${dataDir}`);
    } finally {
      await store.close();
    }
  } finally {
    lock.release();
  }
}

await withStore(async (query, store) => {
  const [table] = TableRows.parse(await query(TABLE_QUERY));
  if (!table?.present) {
    console.log(`[audit:usernames] ${store}: no player table yet, nothing to audit`);
    return;
  }
  const players = PlayerRows.parse(await query(PLAYERS_QUERY));
  const refused = players.flatMap((player) => {
    const checked = checkUsername(player.name);
    return checked.ok ? [] : [{ ...player, code: checked.error.code }];
  });
  for (const player of refused) {
    // Escapes show what a screen does not: "\u{3164}\u{3164}\u{3164}".
    const shown = JSON.stringify(player.name).replace(
      /[^\x20-\x7e]/gu,
      (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`,
    );
    console.log(`${player.id}  ${player.code}  ${shown}`);
  }
  console.log(
    `[audit:usernames] ${store}: ${players.length} players, ` +
      `${refused.length} with a name today's rule refuses`,
  );
});
