/**
 * The process: parse the environment, open the store (migrating it), serve the app, and
 * on SIGINT/SIGTERM stop taking requests, close the database (PGlite checkpoints its WAL
 * on close) and release the data-directory lock. On PostgreSQL with more than one worker
 * (WEB_CONCURRENCY, every core by default) this process is the cluster's primary and each
 * worker runs the same steps but the content's (cluster/primary.ts).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { withSharedAuthSecret } from './auth/shared-auth-secret';
import { runPrimary, WORKER_READY } from './cluster/primary';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase, type OpenedStore } from './db/open-database';
import { makePrivate } from './db/private-data-dir';
import { loadCatalogue } from './content/load-catalogue';
import { loadExchangeOffers, offerRows } from './content/load-exchange-offers';
import { syncCatalogue } from './repositories/catalogue';
import { syncOffers } from './repositories/exchange';
import { startHousekeeping } from './services/housekeeping-service';
import { retryingTransient, sqlState } from './services/transaction';
import type { Database } from './db/database';

/**
 * Upserts the catalogue and the offers. An instance that starts while others serve players
 * (a rolling restart, a crash) writes item rows that crafts are writing too (a world-first
 * claim), so a deadlock there is retried as the game's own transactions are, instead of
 * stopping the instance (found by the soak test's restart).
 */
function syncContent(db: Database['db']): Promise<void> {
  return retryingTransient(async () => {
    await syncCatalogue(db, loadCatalogue());
    await syncOffers(db, offerRows(loadExchangeOffers()));
  });
}

function fail(message: string): never {
  process.stderr.write(`alchemy-arena: ${message}\n`);
  process.exit(1);
}

let catalogueMs = 0;
let stopHousekeeping = () => {};

/** Opens the store (migrating it), or stops the process saying why. */
async function openStore(config: Config) {
  if (!config.databaseUrl) makePrivate(config.dataDir);
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(
      `could not open the database (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${reason}`,
    );
  }
}

/** Writes the catalogue and the offers, or closes the store and stops saying why. */
async function loadContent({ database, lock }: OpenedStore) {
  try {
    const started = performance.now();
    await syncContent(database.db);
    catalogueMs = Math.round(performance.now() - started);
  } catch (error) {
    await database.close();
    lock?.release();
    const state = sqlState(error);
    fail(
      `could not load the content${state ? ` (SQLSTATE ${state})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function readyLine(config: Config, driver: Database['driver'], workers: number) {
  const store = driver === 'pglite' ? config.dataDir : 'PostgreSQL';
  const processes = workers > 1 ? `, ${workers} workers` : '';
  return `Alchemy Arena is ready at ${config.publicUrl} (store: ${store}${processes})`;
}

/**
 * One serving process: alone, or a cluster worker (whose primary already migrated the
 * store and wrote the content, so it only opens the store).
 */
async function serve(config: Config) {
  const store = await openStore(config);
  const { database, lock } = store;
  // PGlite writes its files with its own modes (0666): tighten what it just made. What
  // it adds while running sits in the 0700 directory, and is tightened again on stop.
  const tighten = () => {
    if (!config.databaseUrl) makePrivate(config.dataDir);
  };
  tighten();
  if (!cluster.isWorker) await loadContent(store);

  config = await withSharedAuthSecret(config, database.db);
  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    try {
      await app.close();
      await database.close();
      tighten();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    lock?.release();
    const reason = error instanceof Error ? error.message : String(error);
    fail(`could not listen on ${config.host}:${config.port}: ${reason}`);
  }
  stopHousekeeping = startHousekeeping(database.db, config.seasonLengthDays, app.log);
  if (cluster.isWorker) {
    app.log.info({ worker: cluster.worker?.id }, 'worker ready');
    process.send?.(WORKER_READY);
    return;
  }
  app.log.info({ catalogueMs }, 'catalogue loaded');
  app.log.info(readyLine(config, database.driver, 1));
}

async function main() {
  // What the server writes (the store, the secret, the lock) is its user's alone.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (cluster.isWorker || config.workers === 1) return serve(config);

  // The primary: the store made ready once, then the workers (cluster/primary.ts).
  await runPrimary({
    workers: config.workers,
    prepare: async () => {
      const store = await openStore(config);
      await loadContent(store);
      await withSharedAuthSecret(config, store.database.db);
      await store.database.close();
    },
    announce: (workers) =>
      process.stdout.write(
        `${readyLine(config, 'postgres', workers)}; content written in ${catalogueMs} ms\n`,
      ),
    fail,
  });
}

void main();
