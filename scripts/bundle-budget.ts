/**
 * The bundle budget: the JavaScript a first visit must download before the screen is
 * interactive, gzipped as the server sends it, for each entry route. It reads the Vite
 * manifest of the built web app, follows the static imports from the HTML entry and from
 * the route's lazy modules (shell, screen); dynamic imports load later, on demand, so they
 * do not count. It fails when a route is over budget. Run after `vite build`; WEB_DIST
 * points at another build directory.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB as Vite prints them: 1,000 bytes. */
const BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Each entry route and the lazy modules its first screen waits for (app/router.tsx). */
const ROUTES: ReadonlyArray<{ path: string; screens: string[] }> = [
  { path: '/login', screens: ['src/features/auth/components/login-screen.tsx'] },
  {
    path: '/game/crafting',
    screens: [
      'src/app/shell/game-shell.tsx',
      'src/features/crafting/components/crafting-screen.tsx',
    ],
  },
];

function isManifestChunk(value: unknown): value is ManifestChunk {
  return (
    typeof value === 'object' && value !== null && 'file' in value && typeof value.file === 'string'
  );
}

function readManifest(dist: string): Map<string, ManifestChunk> {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first`);
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${path} is not an object`);
  const chunks = new Map<string, ManifestChunk>();
  for (const [key, value] of Object.entries(parsed)) {
    if (isManifestChunk(value)) chunks.set(key, value);
  }
  return chunks;
}

/** The chunk files a module needs before it runs: itself and its static imports, deep. */
function staticClosure(manifest: Map<string, ManifestChunk>, roots: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest.get(key);
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

function main(): void {
  const dist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  const manifest = readManifest(dist);
  const entry = [...manifest.entries()].find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry chunk');
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    const known = gzipSizes.get(file);
    if (known !== undefined) return known;
    // What the server sends to a gzip-only client: the build's .gz copy (level 9, see
    // apps/web/build/precompress-plugin.ts), or the file gzipped the same way if the
    // build kept none (a file under 1 kB).
    const precompressed = join(dist, `${file}.gz`);
    const size = existsSync(precompressed)
      ? statSync(precompressed).size
      : gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
    return size;
  };

  let over = false;
  for (const route of ROUTES) {
    const files = staticClosure(manifest, [entry, ...route.screens]);
    const sized = [...files].map((file) => ({ file, kB: gzipSize(file) / 1000 }));
    sized.sort((a, b) => b.kB - a.kB);
    const total = sized.reduce((sum, { kB }) => sum + kB, 0);
    const verdict = total <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
    console.log(
      `${route.path}: ${total.toFixed(1)} kB gzip of initial JavaScript (budget ${BUDGET_KB} kB) ${verdict}`,
    );
    for (const { file, kB } of sized) console.log(`  ${kB.toFixed(1).padStart(6)} kB  ${file}`);
    if (total > BUDGET_KB) over = true;
  }
  if (over) {
    console.error('bundle budget exceeded: lazy-load what the first screen does not need');
    process.exitCode = 1;
  }
}

main();
