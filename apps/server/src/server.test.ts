/**
 * The process as an operator meets it: real HTTP, a real PGlite directory on disk, signals.
 * Runs on the PGlite pass only (the lock and the directory are PGlite's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_HEADER, type Profile } from '@alchemy/contracts';
import { testStore } from './test/test-app';
import { tempDir } from './test/temp-dir';
import { freePort } from './test/free-port';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const running: ChildProcess[] = [];

// Killed and gone before their data directories are deleted (test/temp-dir.ts).
afterEach(async () => {
  const children = running.splice(0);
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', () => resolve());
        }),
    ),
  );
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

/** Paths under `root` that someone other than their owner could read or write. */
function looseFiles(root: string): string[] {
  const loose: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop();
    if (path === undefined) break;
    const stats = statSync(path);
    if ((stats.mode & 0o077) !== 0) loose.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return loose;
}

describe.runIf(testStore === 'pglite')('the server process', () => {
  it('stops on a bad variable with one line naming it', async () => {
    const server = startServer({
      PORT: 'not-a-port',
      DATA_DIR: tempDir('aa-'),
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toMatch(
      /^alchemy-arena: Invalid environment variable PORT: [^\n]+$/,
    );
  });

  it('keeps data across a restart, refuses a second process on the same directory, and shuts down cleanly', async () => {
    const dataDir = tempDir('aa-data-');
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);

    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const token = signIn.headers.get(AUTH_TOKEN_HEADER) ?? '';
    expect(token).not.toBe('');
    const auth = { authorization: `Bearer ${token}` };
    const registered = await fetch(`http://127.0.0.1:${port}/api/profile/register`, {
      method: 'POST',
      headers: auth,
    });
    const profile = (await registered.json()) as Profile;

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `is in use by another Alchemy Arena server (PID ${first.child.pid})`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const restarted = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    const again = await fetch(`http://127.0.0.1:${port}/api/profile`, { headers: auth });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(profile);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
    expect(looseFiles(dataDir)).toEqual([]);
  }, 120_000);

  it('makes the data directory private, including what an older version left open', async () => {
    const dataDir = tempDir('aa-data-');
    mkdirSync(join(dataDir, 'old'));
    writeFileSync(join(dataDir, 'old', 'file'), 'x');
    chmodSync(join(dataDir, 'old', 'file'), 0o666);
    chmodSync(dataDir, 0o777);
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(looseFiles(dataDir)).toEqual([]);
  }, 120_000);
});
