/** Starts the real server as a child process for benchmarks and e2e tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'aa-run-'));
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  let running = await launch(fullEnv, url);
  const server: RunningServer = {
    url,
    dataDir,
    child: running.child,
    stop: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    halt: () => running.stop(),
    restart: async (meanwhile) => {
      await running.stop();
      await meanwhile?.();
      running = await launch(fullEnv, url);
      server.child = running.child;
    },
  };
  return server;
}
