import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { tempDir } from '../test/temp-dir';

const BIG_ASSET = `console.log(1);${'/* padding */'.repeat(200)}`;

// A built web app in miniature: the page, a hashed asset and the service worker.
function fakeWebDist(): string {
  const dist = tempDir('aa-web-dist-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alchemy Arena</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BIG_ASSET);
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  // The build's precompressed copies (apps/web/build/precompress-plugin.ts).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(BIG_ASSET));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: fakeWebDist() });
});
afterAll(() => t.close());

describe('the web app on the API port', () => {
  it.each(['GET', 'HEAD'] as const)(
    'serves the app at / for %s (the front door)',
    async (method) => {
      const response = await t.app.inject({ method, url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(response.body).toContain('<title>Alchemy Arena</title>');
    },
  );

  it('serves client routes such as /game/profile with the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/game/profile?tab=friends' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Alchemy Arena</title>');
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'serves a hashed asset precompressed for Accept-Encoding %s (%s)',
    async (accept, encoding) => {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      if (encoding === 'br')
        expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(BIG_ASSET);
    },
  );

  it('serves the asset as it is to a client that accepts no compression', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(BIG_ASSET);
  });

  it('answers /robots.txt with the file as text/plain, not the app page', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
  });

  it('compresses a JSON answer over 1 kB with Brotli, and leaves small ones alone', async () => {
    // The API's description: tens of kB of JSON, and public.
    const url = '/api/docs/json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['the assets directory', '/assets/'],
    ['a missing asset', '/assets/nothing-here.js'],
  ])('answers %s with a JSON 404, never a 403 or the page', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats doubled slashes as one: //api/profile is the API, not a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '//api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    ['GET', `/api/friends/invitations/hash/${'a'.repeat(300)}`],
    ['GET', `/api/images/cards/${'a'.repeat(300)}.svg`],
    ['DELETE', `/api/lab/cards/${'a'.repeat(300)}`],
  ] as const)(
    'answers %s with a path parameter over 100 characters with a JSON 4xx',
    async (method, url) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ code: string }>().code).toMatch(/^[A-Z_]+$/);
    },
  );

  it('answers unknown API paths with JSON, never with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
