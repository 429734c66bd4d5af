/**
 * The data directory holds the PGlite store (sessions, balances) and the auth secret:
 * only the server's own user may read or write it. The server runs with umask 077, so
 * what Node creates is private; PGlite's file system sets its own modes (0666), so this
 * walk runs before the store opens, after, and after it closes: directories 0700, files
 * 0600. Files PGlite adds while running sit inside the 0700 directory, out of reach of
 * other users until the walk on stop. Symbolic links are not followed.
 */
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Files and directories changed. */
export function makePrivate(root: string): number {
  let changed = 0;
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop();
    if (path === undefined) break;
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) pending.push(join(path, name));
    }
  }
  return changed;
}
