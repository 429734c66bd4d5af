/**
 * Every error leaves the server as `{ error, code }` with a message a player can read (a
 * game rule's refusal adds its facts as `details`), and never with a stack trace.
 * Validation problems are 400, unknown API routes 404 JSON. A database that cannot be
 * reached is 503 SERVICE_UNAVAILABLE with Retry-After, a full worker pool 503 SERVER_BUSY
 * with Retry-After; any other failure is a bug: 500 INTERNAL, logged with its stack.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVICE_UNAVAILABLE_MESSAGE, type ErrorAnswer, type ErrorCode } from '@alchemy/contracts';
import { databaseUnavailableReason } from '../db/unreachable';
import { AppError, BusyError } from '../lib/app-error';
import { StoredDataError } from '../lib/stored-data';

/**
 * Seconds a client is asked to wait after a 503: a database restart or a failover takes a
 * few seconds, and the pool reconnects by itself on the next request after that.
 */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After, for a database that cannot be reached now (db/unreachable.ts). */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(errorBody('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE));
}

/** Fastify's own error codes that are the client's fault, and what to tell the player. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length.',
  },
};

/** An error answer; the route's response schema (ErrorResponseSchema) checks it on send. */
export function errorBody(
  code: ErrorCode,
  error: string,
  details?: Readonly<Record<string, unknown>>,
): ErrorAnswer {
  return details === undefined ? { error, code } : { error, code, details };
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  const where = error.validationContext ?? 'request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const place = field ? `${where}.${field}` : where;
  return `Invalid ${place}: ${first.message ?? 'not valid'}.`;
}

/**
 * Errors Fastify meets while routing, before any hook or error handler: a path that does
 * not decode ('/api/lab/cards/%zz', FST_ERR_BAD_URL), a path parameter too long. Without
 * this, Fastify answers them in its own shape, `{ error, code: 'FST_ERR_BAD_URL', ... }`,
 * whose code is none of ours. Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    void reply
      .status(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
    return;
  }
  void reply.status(status).send(errorBody('BAD_REQUEST', 'The address is not valid.'));
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusyError) {
      // Load, not a bug: one line, no stack; the client waits as told and asks again.
      request.log.warn({ code: error.code }, 'busy: answered 503');
      void reply
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', 'no-store');
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(errorBody('VALIDATION_FAILED', describeValidation(error)));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody('BAD_REQUEST', 'The request could not be processed.'));
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable !== null) {
      // An outage, not a bug: one line per request, without a stack.
      request.log.warn({ reason: unavailable }, 'database unavailable: answered 503');
      return sendUnavailable(reply);
    }
    if (error instanceof StoredDataError) {
      // Our data, not the caller's request: say exactly which row, answer without details.
      request.log.error({ what: error.what, problem: error.problem }, error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply
      .status(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});
