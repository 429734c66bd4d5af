import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fontPreloadPlugin } from './build/font-preload-plugin.ts';
import { gameIconsPlugin } from './build/game-icons-plugin.ts';
import { inlineEntryCssPlugin } from './build/inline-entry-css-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { pureSchemasPlugin } from './build/pure-schemas-plugin.ts';
import { titleHeroPlugin } from './build/title-hero-plugin.ts';

/**
 * A digest of the contracts' sources: the persisted query cache's buster
 * (src/lib/query-persistence.ts). Answers kept by a build with other contracts may have
 * another shape, and are dropped rather than shown unparsed.
 */
function contractsHash(): string {
  const dir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(readFileSync(dir + name));
  }
  return hash.digest('hex').slice(0, 16);
}

const THEME_COLOR = '#14112a';
const BACKGROUND_COLOR = '#0d0b1a';

export default defineConfig({
  define: { __CONTRACTS_HASH__: JSON.stringify(contractsHash()) },
  plugins: [
    react(),
    pureSchemasPlugin(),
    gameIconsPlugin(),
    titleHeroPlugin(),
    fontPreloadPlugin(),
    inlineEntryCssPlugin(),
    VitePWA({
      // 'prompt': a new version waits for the player's 'Refresh' instead of reloading mid-duel.
      registerType: 'prompt',
      // The app registers through useRegisterSW; anything injected would be an inline
      // script, which the server's CSP (script-src 'self') refuses.
      injectRegister: false,
      // The manifest's PNG icons are read by the browser when it installs the app, online;
      // the precache keeps only the tab's icon (globPatterns), not half a megabyte of PNGs.
      includeManifestIcons: false,
      manifest: {
        // The app's identity, pinned: without it Chromium derives it from start_url, and a
        // later change of start_url would make installed copies a different app.
        id: '/game',
        name: 'Alchemy Arena',
        short_name: 'Alchemy',
        description: 'Craft items, forge battle cards and duel in the arena.',
        start_url: '/game',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['games'],
        // Lets navigator.getInstalledRelatedApps() find this very app once it is installed,
        // for the login screen's 'Open Installed App' (a relative url resolves against the
        // manifest's own address, so no origin is baked into the build).
        related_applications: [{ platform: 'webapp', url: '/manifest.webmanifest' }],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // API answers are live game state: never serve them from the precache fallback.
        navigateFallbackDenylist: [/^\/api\//],
        // Latin font subsets only: the other subsets load on demand via unicode-range. The
        // icons are PNGs, not SVGs (see icon-sources/README.md).
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/*-latin-*.woff2', 'icons/favicon-32.png'],
      },
      devOptions: { enabled: false },
    }),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  worker: {
    // Module workers: the answer worker imports its schema modules as chunks of their own.
    format: 'es',
    // The worker's own build: without this, it would keep every schema of a contract file.
    plugins: () => [pureSchemasPlugin()],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: scripts/bundle-budget.ts follows it to size each route's
    // initial JavaScript.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own: left to the default grouping it joins React's
          // shared chunk, and every first screen would download it whether it parses or not.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // TanStack Query in one chunk (with React, which it imports: a group takes its
            // modules' dependencies along), as every screen needs it. Left to the default
            // grouping, its modules followed whichever lazy chunks imported them, and a
            // useMutation in one more route split its core out of the entry into a chunk
            // of its own, 1 kB more on every first screen (ADR 0115).
            {
              name: 'tanstack-query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            // The small modules every game screen needs, in one chunk rather than a dozen:
            // each chunk costs its own gzip header and request (the bundle budget).
            {
              name: 'game-core',
              test: /[\\/]src[\\/](lib[\\/](format|wait|game-notices|connection-status|api-error|api-client|answer-json|answer-parser|token-storage|sound|register-profile)|shared[\\/](spending|invites[\\/]invite-hash)|components[\\/]ui[\\/](icon|button|button-link|spinner))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
