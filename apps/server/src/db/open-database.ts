/** Opens the configured store: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

export interface OpenedStore {
  database: Database;
  /** Present for PGlite: released after the database is closed. */
  lock: DataDirLock | null;
}

export async function openConfiguredDatabase(config: Config): Promise<OpenedStore> {
  if (config.databaseUrl) {
    return { database: await openPostgres(config.databaseUrl), lock: null };
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(join(config.dataDir, 'pglite'));
    return { database: await openPglite(client, { migrate: true }), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
