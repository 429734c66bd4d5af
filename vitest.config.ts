import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { gameIconsPlugin } from './apps/web/build/game-icons-plugin.ts';

// The web app's '@/...' imports, so its unit and component tests can import client code.
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

// Four projects so each layer runs on its own: `unit` (pure rules and client logic, *.ts),
// `component` (the web's screens, *.test.tsx, in happy-dom with the API mocked at the
// network by MSW: docs/adr/0112-component-tests-msw-happy-dom.md), `api` (the server
// through inject on PGlite, and on PostgreSQL when DATABASE_URL is set) and `e2e` (the
// built game in Debian's Chromium).
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
            'apps/web/src/**/*.test.ts',
            'scripts/sim/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: webAlias },
        // The icons' virtual module, as the app's build serves it (apps/web/vite.config.ts).
        plugins: [gameIconsPlugin()],
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Above Testing Library's wait for a screen (5 s, test/setup.ts), so a screen that
          // never shows fails with what was on the page, not with a bare timeout.
          testTimeout: 15_000,
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
