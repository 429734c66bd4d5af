import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A built web app in miniature: the page, a hashed asset and the service worker.
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'aa-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alchemy Arena</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
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
