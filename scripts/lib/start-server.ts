/** Starts the real server as a child process for benchmarks and e2e tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port';

export interface RunningServer {
  url: string;
  /** Its DATA_DIR: the PGlite store, when no DATABASE_URL is given. */
  dataDir: string;
  child: ChildProcess;
  /** Stops it for good and deletes its DATA_DIR (a fresh PGlite store is about 60 MB). */
  stop: () => Promise<void>;
  /** Stops it and keeps its DATA_DIR, for a test that opens the store; `restart` resumes. */
  halt: () => Promise<void>;
  /**
   * Stops it, runs `meanwhile` (the store is free then: a test may open it), and starts it
   * again on the same port and data, so open pages carry on.
   */
  restart: (meanwhile?: () => Promise<void>) => Promise<void>;
}

/**
 * The origins of the servers this process has stopped on purpose (halted, or restarting)
 * and not yet started again. A page left open meanwhile meets Fastify's 503 for a closing
 * server, which is the restart's and not the game's: e2e/harness.ts lets those pass.
 */
const downOnPurpose = new Set<string>();

/** Whether the server at `origin` was stopped by a test and is not yet back. */
export function isDownOnPurpose(origin: string): boolean {
  return downOnPurpose.has(origin);
}

async function launch(env: NodeJS.ProcessEnv, url: string) {
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=x"
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A server's environment on loopback at `port` with its store in `dataDir`; `env` last. */
function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One process unless a caller asks for more: the tests' instances are counted ones
    // (on PostgreSQL the server's own default is a worker per core).
    WEB_CONCURRENCY: '1',
    ...env,
  };
}

const MIGRATIONS_DIR = 'apps/server/drizzle';

/**
 * A PGlite store made once by a server started with the defaults and stopped cleanly, for
 * e2e tests to copy instead of each making its own: a new store's initdb and migrations
 * were about a third of a server's start (measured: 29-31 s fresh against 12-20 s on a
 * copy, on a machine loaded about 9; the e2e suite starts some 30 servers). What a start
 * writes (the schema, the catalogue, the offers, the auth secret) does not depend on a
 * test's settings (cooldowns, rate limits, the sign-in provider), which act at run time as
 * on any existing store; the server still migrates and syncs the catalogue at every start.
 * Named by the migrations, so a new one makes a new template. Made under a temporary name
 * and renamed, so two processes never see half of one.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  const template = join(tmpdir(), `aa-store-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(`${template}-making-`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await launch(serverEnv(port, making, { DATABASE_URL: '' }), url);
  await server.stop();
  try {
    renameSync(making, template);
  } catch {
    // Another process made it first: theirs is as good.
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

export interface StartOptions {
  /** Start on a copy of a store made once (PGlite only): for e2e tests, which start many. */
  copyStoreTemplate?: boolean;
}

export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'aa-run-'));
  const fullEnv = serverEnv(port, dataDir, env);
  const databaseUrl = 'DATABASE_URL' in env ? env.DATABASE_URL : process.env.DATABASE_URL;
  if (options.copyStoreTemplate && !databaseUrl) {
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  }
  let running = await launch(fullEnv, url);
  const server: RunningServer = {
    url,
    dataDir,
    child: running.child,
    stop: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    halt: async () => {
      downOnPurpose.add(url);
      await running.stop();
    },
    restart: async (meanwhile) => {
      downOnPurpose.add(url);
      await running.stop();
      await meanwhile?.();
      running = await launch(fullEnv, url);
      server.child = running.child;
      downOnPurpose.delete(url);
    },
  };
  return server;
}
