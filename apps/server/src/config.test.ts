import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { tempDir as makeTempDir } from './test/temp-dir';

const tempDir = () => makeTempDir('aa-config-');

describe('loadConfig', () => {
  it('applies the defaults: port 8080, ./data, a local public URL', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      duelCooldownSeconds: 60,
      seasonLengthDays: 28,
    });
  });

  it("turns Google on with a client id and secret, on Google's discovery document by default", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).google).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })
        .google,
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
  });

  it('serves from one process on PGlite and from every core on PostgreSQL, unless told', () => {
    const postgres = 'postgres://u:p@127.0.0.1:5432/db';
    expect(loadConfig({ DATA_DIR: tempDir() }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: postgres }).workers).toBe(
      availableParallelism(),
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: postgres, WEB_CONCURRENCY: '3' }).workers,
    ).toBe(3);
  });

  it("runs the odds on one thread fewer than a process's share of the cores, at least one; 0 runs them inline", () => {
    const cores = availableParallelism();
    expect(loadConfig({ DATA_DIR: tempDir() }).oddsWorkers).toBe(Math.max(1, cores - 1));
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
        WEB_CONCURRENCY: '1',
      }).oddsWorkers,
    ).toBe(Math.max(1, cores - 1));
    // A worker per core: each process's pool has one thread.
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' })
        .oddsWorkers,
    ).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), ODDS_WORKERS: '0' }).oddsWorkers).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), ODDS_WORKERS: '3' }).oddsWorkers).toBe(3);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty', /^Invalid environment variable PORT: /],
    ['PORT', '70000', /^Invalid environment variable PORT: /],
    ['DATABASE_URL', 'mysql://x', /^Invalid environment variable DATABASE_URL: /],
    ['PUBLIC_URL', 'not a url', /^Invalid environment variable PUBLIC_URL: /],
    ['AUTH_SECRET', 'short', /^Invalid environment variable AUTH_SECRET: /],
    ['LOG_LEVEL', 'loud', /^Invalid environment variable LOG_LEVEL: /],
    ['ODDS_WORKERS', '-1', /^Invalid environment variable ODDS_WORKERS: /],
    ['ODDS_WORKERS', 'many', /^Invalid environment variable ODDS_WORKERS: /],
    ['OIDC_DISCOVERY_URL', 'ftp://x/y', /^Invalid environment variable OIDC_DISCOVERY_URL: /],
    ['GOOGLE_CLIENT_ID', 'id-only', /^Invalid environment variable GOOGLE_CLIENT_SECRET: /],
    ['WEB_CONCURRENCY', '0', /^Invalid environment variable WEB_CONCURRENCY: /],
    ['WEB_CONCURRENCY', 'many', /^Invalid environment variable WEB_CONCURRENCY: /],
    ['WEB_CONCURRENCY', '2', /^Invalid environment variable WEB_CONCURRENCY: PGlite /],
  ])('stops on a bad %s with a one-line message naming it', (name, value, message) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('generates an auth secret once, stores it privately under DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('prefers AUTH_SECRET when given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: secret }).authSecret).toBe(secret);
  });
});
