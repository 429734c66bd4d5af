import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { tempDir as makeTempDir } from '../test/temp-dir';

const tempDir = () => makeTempDir('aa-lock-');

describe('lockDataDir', () => {
  it('refuses a directory another live process holds, naming its PID', () => {
    const dir = tempDir();
    // PID 1 is always alive: it stands in for another server.
    writeFileSync(join(dir, 'server.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Alchemy Arena server \(PID 1\)/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the directory, and frees it on release', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    lock.release();
    const again = lockDataDir(dir);
    again.release();
  });
});
