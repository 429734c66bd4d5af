/**
 * Chromium itself must consider the game installable: its service worker controls the
 * page, the manifest parses with a name, start URL, standalone display and 192 and 512 px
 * icons, DevTools reports no installability errors, and Chromium offers the install
 * (`beforeinstallprompt`), which the login screen turns into 'Install Game'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type RunningServer } from '../../../scripts/lib/start-server';
import { appId, newProfileVisitor } from './devices';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
});
afterAll(async () => {
  await server?.stop();
});

const InstallabilityErrors = z.object({
  installabilityErrors: z.array(
    z.object({
      errorId: z.string(),
      errorArguments: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
});

const AppManifestAnswer = z.object({
  url: z.string(),
  errors: z.array(z.object({ message: z.string() })),
  /** The manifest as served; absent when the page links none. */
  data: z.string().optional(),
  /** Chromium's reading of it, urls resolved. */
  manifest: z.object({
    relatedApplications: z.array(z.object({ url: z.string() })).optional(),
  }),
});

const Manifest = z.object({
  name: z.string(),
  short_name: z.string(),
  id: z.string(),
  start_url: z.string(),
  display: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});

/** A PNG's own width and height, from its IHDR chunk (bytes 16 to 24). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installing the game', () => {
  it('Chromium finds the game installable and the login screen offers Install Game', async () => {
    const visitor = await newProfileVisitor({ server });
    const { page, cdp, problems } = visitor;
    try {
      await page.goto('/');
      await page.waitForURL('**/login');

      // The app registers its worker once the page is idle; the page that registered it
      // is not controlled until it loads again (no clients.claim: updates wait for
      // 'Refresh').
      const scope = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.scope;
      });
      expect(scope).toBe(`${server.url}/`);
      await page.reload();
      await page.waitForURL('**/login');
      const controller = await page.evaluate(
        () => navigator.serviceWorker.controller?.scriptURL ?? null,
      );
      expect(controller).toBe(`${server.url}/sw.js`);

      const installability = InstallabilityErrors.parse(
        await cdp.send('Page.getInstallabilityErrors'),
      );
      expect(installability.installabilityErrors).toEqual([]);

      const answer = AppManifestAnswer.parse(await cdp.send('Page.getAppManifest'));
      expect(answer.url).toBe(`${server.url}/manifest.webmanifest`);
      expect(answer.errors).toEqual([]);
      const manifest = Manifest.parse(JSON.parse(answer.data ?? 'null'));
      expect(manifest).toMatchObject({
        name: 'Alchemy Arena',
        short_name: 'Alchemy',
        id: '/game',
        start_url: '/game',
        display: 'standalone',
      });
      // What getInstalledRelatedApps() matches an installed copy against: this very manifest.
      expect(answer.manifest.relatedApplications).toEqual([
        { url: `${server.url}/manifest.webmanifest` },
      ]);
      // The identity an installed copy keeps: the pinned id, resolved against the origin.
      expect(await appId(cdp)).toBe(`${server.url}/game`);

      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find(
          (entry) => entry.sizes === size && entry.type === 'image/png' && entry.purpose === 'any',
        );
        expect(icon, `a ${size} PNG icon`).toBeDefined();
        const response = await page.request.get(icon?.src ?? '');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body())).toBe(size);
      }

      // Chromium only fires beforeinstallprompt for an installable page; the login screen
      // keeps it and offers the install itself.
      await page.getByRole('button', { name: 'Install Game', exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
