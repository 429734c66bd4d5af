import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes, as a broken or hostile client would, and reads the whole answer. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe("errors of Node's HTTP parser", () => {
  it('answers headers over the limit with 431 { error, code }', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'The request headers are too large.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a broken chunked body with 400 { error, code }', async () => {
    const answer = await raw(
      'POST /api/auth/sign-in/anonymous HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'The request is malformed.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a malformed request line with 400 { error, code }', async () => {
    const answer = await raw('GET /api/health HTTP/9\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
