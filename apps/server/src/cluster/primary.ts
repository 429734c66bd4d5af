/**
 * One `npm start` on every core (issue 28, docs/adr/0114-one-process-per-core.md). On
 * PostgreSQL the instances share nothing but the database, as N instances behind nginx
 * do, so the primary process prepares the store once (migrations, catalogue, offers) and
 * forks `workers` server processes that share the port: node:cluster hands each new
 * connection to the next worker in turn. The primary serves nothing itself.
 *
 * A worker that dies after it was ready is replaced. One that dies before it was ready
 * stops them all: the port is taken or the database is away, its own message says which,
 * and a loop of restarts would only hide it. So does a worker dying again and again.
 */
import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it listens. */
export const WORKER_READY = 'alchemy-arena:ready';

/** Restarts within RESTART_WINDOW_MS beyond which the primary gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** How long the workers have to finish their requests on SIGTERM before being killed. */
const STOP_GRACE_MS = 30_000;

export interface PrimaryOptions {
  workers: number;
  /** Runs once before any worker starts; a throw stops the process (it says why). */
  prepare: () => Promise<void>;
  /** Said once every worker listens. */
  announce: (workers: number) => void;
  fail: (message: string) => never;
}

export async function runPrimary({ workers, prepare, announce, fail }: PrimaryOptions) {
  await prepare();
  const ready = new Set<number>();
  const restarts: number[] = [];
  let stopping = false;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (message !== WORKER_READY) return;
      ready.add(worker.id);
      if (!announced && ready.size === workers) {
        announced = true;
        announce(workers);
      }
    });
    worker.on('exit', (code, signal) => onExit(worker, code, signal));
  };

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    const wasReady = ready.delete(worker.id);
    const how = signal ? `signal ${signal}` : `code ${code ?? '?'}`;
    if (!wasReady) {
      void stopAll().then(() => fail(`a worker stopped before it was ready (${how})`));
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      void stopAll().then(() =>
        fail(`workers stopped ${restarts.length} times in a minute; the last: ${how}`),
      );
      return;
    }
    process.stderr.write(
      `alchemy-arena: worker ${worker.process.pid} stopped (${how}), starting another\n`,
    );
    fork();
  };

  const stopAll = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    const gone = running.map(
      (worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    );
    for (const worker of running) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(gone);
    clearTimeout(timer);
  };

  const stop = () => {
    if (stopping) return;
    void stopAll().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < workers; i += 1) fork();
}
