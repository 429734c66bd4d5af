/**
 * The environment, parsed once at start by a schema. A bad value stops the process with a
 * one-line message naming the variable (parse, don't validate; docs/ARCHITECTURE.md, "The
 * server").
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DUEL_COOLDOWN_SECONDS, DEFAULT_SEASON_LENGTH_DAYS } from '@alchemy/game-rules';

/** Google's OpenID Connect discovery document: the provider's endpoints and keys. */
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DUEL_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(DEFAULT_DUEL_COOLDOWN_SECONDS),
  SEASON_LENGTH_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_SEASON_LENGTH_DAYS),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  GUEST_SIGN_UPS_PER_DAY: z.coerce.number().int().min(1).default(100),
  PICTURE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  PICTURE_DRAWS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  WEB_DIST: z.string().min(1).optional(),
  LIVE_STREAM_MAX_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  ODDS_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  ITEM_GENERATOR_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ITEM_GENERATOR_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ITEM_GENERATOR_API_KEY: z.string().min(1).optional(),
  ITEM_GENERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  TRUST_PROXY: booleanFlag.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISCOVERY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(GOOGLE_DISCOVERY_URL),
});

export interface Config {
  port: number;
  host: string;
  /**
   * Processes serving on the port (node:cluster): every core by default on PostgreSQL,
   * where instances share nothing but the database; one on PGlite, whose store one
   * process opens (docs/adr/0114-one-process-per-core.md).
   */
  workers: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** Empty until resolved when `authSecretFromDatabase` (see withSharedAuthSecret). */
  authSecret: string;
  /** No AUTH_SECRET on PostgreSQL: the instances share one kept in the database. */
  authSecretFromDatabase: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  duelCooldownSeconds: number;
  /** A ranked season's length in game days (docs/RULES.md, "Ranked seasons"). */
  seasonLengthDays: number;
  /**
   * How long one live stream lasts before the server ends it and the app reconnects (with
   * Last-Event-ID, missing nothing): a signed-out session's stream ends by then, and
   * streams spread again over the instances.
   */
  liveStreamMaxMs: number;
  /**
   * Worker threads that simulate win odds (workers/odds-pool.ts), per serving process: by
   * default one fewer than the process's share of the cores (at least one), so its request
   * thread keeps a core; 0 runs the simulations on the request's thread.
   */
  oddsWorkers: number;
  authRateLimitPerMinute: number;
  /** New guests one IP may create per day (all instances together). */
  guestSignUpsPerDay: number;
  /** Pictures (avatars, items, cards) one IP may ask for per minute, from each instance. */
  pictureRateLimitPerMinute: number;
  /** Pictures not kept yet that one IP may have drawn per minute, all instances together. */
  pictureDrawsPerMinute: number;
  webDist: string;
  trustProxy: boolean;
  /**
   * Sign-in with Google, set when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are. The
   * discovery URL may point at any OpenID Connect provider (a local one in tests and dev).
   */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Set when an OpenAI-compatible endpoint invents results for unknown pairs. */
  itemGenerator:
    { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST = new URL('../../web/dist', import.meta.url).pathname;

/** Parses the environment; throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.shape && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'}`);
  }
  const values = parsed.data;
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment variable GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (!values.DATABASE_URL && values.WEB_CONCURRENCY !== undefined && values.WEB_CONCURRENCY > 1) {
    throw new ConfigError(
      'Invalid environment variable WEB_CONCURRENCY: PGlite is opened by one process, so more than 1 needs DATABASE_URL',
    );
  }
  const dataDir = resolve(values.DATA_DIR);
  const workers = values.WEB_CONCURRENCY ?? (values.DATABASE_URL ? availableParallelism() : 1);
  return {
    port: values.PORT,
    host: values.HOST,
    workers,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    // On PostgreSQL every instance must sign with one secret: unless AUTH_SECRET is set,
    // it is kept in the database and read at start (auth/shared-auth-secret.ts).
    authSecret: values.AUTH_SECRET ?? (values.DATABASE_URL ? '' : storedAuthSecret(dataDir)),
    authSecretFromDatabase: values.AUTH_SECRET === undefined && values.DATABASE_URL !== undefined,
    logLevel: values.LOG_LEVEL,
    duelCooldownSeconds: values.DUEL_COOLDOWN_SECONDS,
    seasonLengthDays: values.SEASON_LENGTH_DAYS,
    liveStreamMaxMs: values.LIVE_STREAM_MAX_MS,
    oddsWorkers:
      values.ODDS_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / workers) - 1),
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    guestSignUpsPerDay: values.GUEST_SIGN_UPS_PER_DAY,
    pictureRateLimitPerMinute: values.PICTURE_RATE_LIMIT_PER_MINUTE,
    pictureDrawsPerMinute: values.PICTURE_DRAWS_PER_MINUTE,
    webDist: resolve(values.WEB_DIST ?? DEFAULT_WEB_DIST),
    trustProxy: values.TRUST_PROXY,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            discoveryUrl: values.OIDC_DISCOVERY_URL,
          }
        : undefined,
    itemGenerator: values.ITEM_GENERATOR_URL
      ? {
          baseUrl: values.ITEM_GENERATOR_URL,
          model: values.ITEM_GENERATOR_MODEL,
          apiKey: values.ITEM_GENERATOR_API_KEY,
          timeoutMs: values.ITEM_GENERATOR_TIMEOUT_MS,
        }
      : undefined,
  };
}

/**
 * Sessions must survive a restart, so a generated secret is kept under DATA_DIR (mode 600)
 * and reused; it never leaves the machine.
 */
function storedAuthSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
