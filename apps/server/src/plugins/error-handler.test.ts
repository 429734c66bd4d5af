/**
 * The error handler's kinds of server failure: a database that cannot be reached, or a full
 * worker pool, is 503 with Retry-After and one warning line; anything else is a bug, 500
 * and logged with its stack (docs/ARCHITECTURE.md, "Errors").
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@alchemy/contracts';
import { DatabaseUnreachableError } from '../db/unreachable';
import { BusyError } from '../lib/app-error';
import { errorHandlerPlugin } from './error-handler';

const LogLine = z.object({
  level: z.number(),
  msg: z.string(),
  reason: z.string().optional(),
  err: z.object({ stack: z.string() }).optional(),
});
type LogLine = z.infer<typeof LogLine>;

const WARN = 40;
const ERROR = 50;

const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(LogLine.parse(JSON.parse(text)));
    }
    done();
  },
});

const app = Fastify({ logger: { level: 'info', stream } });

function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
}

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  app.get('/lost', async () => {
    throw new DrizzleQueryError('select 1', [], new DatabaseUnreachableError(refused()));
  });
  app.get('/cut', async () => {
    throw new DrizzleQueryError(
      'update player set name = $1',
      ['Merlin'],
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    );
  });
  app.get('/busy', async () => {
    throw new BusyError('The arena is busy working out odds. Try again in a moment.', 2);
  });
  app.get('/bug', async () => {
    const row: { name?: { length: number } } = {};
    return { length: row.name!.length };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function newLines(run: () => Promise<unknown>) {
  const before = lines.length;
  return run().then(() => lines.slice(before).filter((line) => line.level >= WARN));
}

describe('a database that cannot be reached', () => {
  it.each(['/lost', '/cut'])(
    '%s answers 503 with Retry-After and the game’s words',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        error: 'The game is catching its breath. Try again in a moment.',
      });
      expect(SERVICE_UNAVAILABLE_MESSAGE).toBe(response.json<{ error: string }>().error);
    },
  );

  it('is logged as one warning with the reason, without a stack', async () => {
    const logged = await newLines(() => app.inject({ method: 'GET', url: '/lost' }));
    expect(logged).toEqual([
      {
        level: WARN,
        msg: 'database unavailable: answered 503',
        reason: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432',
      },
    ]);
  });
});

describe('a full worker pool', () => {
  it('answers 503 SERVER_BUSY with its Retry-After, logged as one warning', async () => {
    let status = 0;
    const logged = await newLines(async () => {
      const response = await app.inject({ method: 'GET', url: '/busy' });
      status = response.statusCode;
      expect(response.headers['retry-after']).toBe('2');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        code: 'SERVER_BUSY',
        error: 'The arena is busy working out odds. Try again in a moment.',
      });
    });
    expect(status).toBe(503);
    expect(logged).toEqual([{ level: WARN, msg: 'busy: answered 503' }]);
  });
});

describe('a bug', () => {
  it('answers 500 INTERNAL and is logged as an error with its stack', async () => {
    let status = 0;
    const logged = await newLines(async () => {
      const response = await app.inject({ method: 'GET', url: '/bug' });
      status = response.statusCode;
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        error: 'Something went wrong on our side. Please try again.',
      });
      expect(response.headers['retry-after']).toBeUndefined();
    });
    expect(status).toBe(500);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: ERROR, msg: 'unhandled error' });
    expect(logged[0]?.err?.stack).toMatch(/TypeError/);
  });
});
