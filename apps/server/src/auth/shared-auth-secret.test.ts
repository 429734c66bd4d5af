import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { withSharedAuthSecret } from './shared-auth-secret';
import { tempDir } from '../test/temp-dir';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const instanceConfig = () =>
  loadConfig({
    DATA_DIR: tempDir('aa-instance-'),
    DATABASE_URL: 'postgres://game@db.internal:5432/alchemy',
  });

describe('the auth secret on PostgreSQL without AUTH_SECRET', () => {
  it('is one value for every instance, made by the first and kept in the database', async () => {
    const first = instanceConfig();
    expect(first).toMatchObject({ authSecret: '', authSecretFromDatabase: true });
    const one = await withSharedAuthSecret(first, t.database.db);
    const two = await withSharedAuthSecret(instanceConfig(), t.database.db);
    expect(one.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(two.authSecret).toBe(one.authSecret);
  });

  it('is AUTH_SECRET when that is set', async () => {
    const secret = 'a-secret-given-by-the-operator-0123456789';
    const config = loadConfig({
      DATA_DIR: tempDir('aa-instance-'),
      DATABASE_URL: 'postgres://game@db.internal:5432/alchemy',
      AUTH_SECRET: secret,
    });
    expect((await withSharedAuthSecret(config, t.database.db)).authSecret).toBe(secret);
  });
});
