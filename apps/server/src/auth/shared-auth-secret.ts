/**
 * The auth secret of a server on PostgreSQL without AUTH_SECRET: one value for every
 * instance, made by the first to start and kept in the database. Per-instance secrets
 * would make a session signed by one instance invalid on the next, and invite links
 * differ from instance to instance.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { sharedSecret } from '../repositories/server-secrets';

export async function withSharedAuthSecret(config: Config, db: Db): Promise<Config> {
  if (!config.authSecretFromDatabase) return config;
  const secret = await sharedSecret(db, 'auth', randomBytes(32).toString('base64url'));
  return { ...config, authSecret: secret };
}
