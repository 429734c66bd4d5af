/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it
 * (docs/ARCHITECTURE.md, "The server"). The server takes this lock first, a file holding
 * its PID, and refuses to start while another live process holds it. A lock left by a dead
 * process is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Alchemy Arena server (PID ${pid}). ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails if the file exists: creating it is the atomic test-and-set.
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockFile);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
