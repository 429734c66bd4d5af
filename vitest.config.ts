import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's '@/...' imports, so its unit tests can import shared client code.
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

// Three projects so each layer runs on its own: `unit` (pure rules and client logic),
// `api` (the server through inject on PGlite, and on PostgreSQL when DATABASE_URL is set)
// and `e2e` (the built game in Debian's Chromium).
export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: on the 2-core CI
    // machine that is one, and the unit and API suites (CPU-bound: PGlite is WASM) left a
    // core idle. The e2e project stays one file at a time (fileParallelism below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/sim/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
