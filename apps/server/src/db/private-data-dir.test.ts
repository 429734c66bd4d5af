import { chmodSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePrivate } from './private-data-dir';
import { tempDir } from '../test/temp-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('makePrivate', () => {
  it('makes every directory 0700 and every file 0600, and leaves links alone', () => {
    const root = tempDir('aa-private-');
    const outside = tempDir('aa-outside-');
    writeFileSync(join(outside, 'public.txt'), 'x');
    chmodSync(join(outside, 'public.txt'), 0o644);
    mkdirSync(join(root, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(root, 'pglite', 'base', '1234'), 'rows');
    writeFileSync(join(root, 'auth-secret'), 'secret');
    chmodSync(join(root, 'pglite'), 0o777);
    chmodSync(join(root, 'pglite', 'base', '1234'), 0o666);
    chmodSync(join(root, 'auth-secret'), 0o644);
    symlinkSync(join(outside, 'public.txt'), join(root, 'link'));

    expect(makePrivate(root)).toBeGreaterThanOrEqual(4);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(join(root, 'pglite'))).toBe(0o700);
    expect(modeOf(join(root, 'pglite', 'base'))).toBe(0o700);
    expect(modeOf(join(root, 'pglite', 'base', '1234'))).toBe(0o600);
    expect(modeOf(join(root, 'auth-secret'))).toBe(0o600);
    expect(modeOf(join(outside, 'public.txt'))).toBe(0o644);
    expect(makePrivate(root)).toBe(0);
  });
});
