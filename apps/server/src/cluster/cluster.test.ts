/**
 * One `npm start` on every core, as an operator meets it (PostgreSQL pass only: PGlite
 * serves from one process). Real processes, real HTTP on fresh connections, signals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_HEADER } from '@alchemy/contracts';
import { createDatabase, type ThrowawayDatabase } from '../db/create-database';
import { testStore } from '../test/test-app';
import { freePort } from '../test/free-port';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One call on its own connection (no keep-alive), so the cluster may hand it to anyone. */
function call(port: number, method: string, path: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { connection: 'close' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (method === 'POST') headers['content-type'] = 'application/json';
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? '{}' : undefined);
  });
}

/** The pids in the server's log lines that answered a request. */
function servingPids(log: string): Set<number> {
  const pids = new Set<number>();
  for (const line of log.split('\n')) {
    const match = /"pid":(\d+).*"msg":"request completed"/.exec(line);
    if (match?.[1]) pids.add(Number(match[1]));
  }
  return pids;
}

function workerPids(log: string): number[] {
  return [...log.matchAll(/"pid":(\d+).*"msg":"worker ready"/g)].map((match) => Number(match[1]));
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(testStore === 'postgres')('the server on every core (WEB_CONCURRENCY)', () => {
  let database: ThrowawayDatabase | undefined;
  let primary: ChildProcess | undefined;

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    await database?.drop();
  });

  it('serves one game from two workers, replaces a killed one and stops all on SIGTERM', async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    database = await createDatabase(adminUrl, 'aa_cluster');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
        AUTH_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = child;
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );

    await until(() => log.includes('(store: PostgreSQL, 2 workers)'), 'the ready line', 90_000);
    const workers = workerPids(log);
    expect(new Set(workers).size).toBe(2);

    // A guest signed in by one worker plays on both: the instances share the auth secret
    // (kept in the database) and nothing else.
    const signIn = await call(port, 'POST', '/api/auth/sign-in/anonymous');
    const token = signIn.headers[AUTH_TOKEN_HEADER];
    expect(signIn.status).toBe(200);
    expect(typeof token).toBe('string');
    const registered = await call(port, 'POST', '/api/profile/register', String(token));
    expect(registered.status).toBe(201);
    for (let i = 0; i < 12; i += 1) {
      expect((await call(port, 'GET', '/api/profile', String(token))).status).toBe(200);
    }
    expect(servingPids(log)).toEqual(new Set(workers));

    // A worker that dies is replaced, and the game goes on meanwhile.
    const [killed] = workers;
    if (killed === undefined) throw new Error('no worker');
    process.kill(killed, 'SIGKILL');
    await until(() => workerPids(log).length === 3, 'a new worker');
    const replacement = workerPids(log)[2] ?? 0;
    expect(workers).not.toContain(replacement);
    // Round-robin hands every other new connection to it.
    for (let i = 0; i < 12 && !servingPids(log).has(replacement); i += 1) {
      expect((await call(port, 'GET', '/api/profile', String(token))).status).toBe(200);
    }
    expect(servingPids(log).has(replacement)).toBe(true);

    // SIGTERM to the primary stops every worker, then the primary, cleanly.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workerPids(log)) expect(alive(pid)).toBe(false);
  }, 180_000);
});
