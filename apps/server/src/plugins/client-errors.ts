/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a broken chunked body,
 * headers over the size limit, a malformed request line). Fastify's default answer is
 * `{ error, message, statusCode }`; every answer of ours is `{ error, code }`, these too.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestErrorResponse } from '@alchemy/contracts';

const BY_PARSER_CODE: Record<string, { status: number; error: RequestErrorResponse }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: { error: 'The request headers are too large.', code: 'BAD_REQUEST' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: { error: 'The request took too long to arrive.', code: 'BAD_REQUEST' },
  },
};

const MALFORMED = {
  status: 400,
  error: { error: 'The request is malformed.', code: 'BAD_REQUEST' },
} as const;

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset or a socket already answered: nothing can be sent.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, error: body } =
    (error.code ? BY_PARSER_CODE[error.code] : undefined) ?? MALFORMED;
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}
