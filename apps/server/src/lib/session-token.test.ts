import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedSessionToken } from './session-token';

const SECRET = 'a-secret-long-enough-for-the-server-to-accept-it';
const TOKEN = 'Q0KH4z8OjvrouPd0R0JJFEAu7gQniJGD';
const signature = createHmac('sha256', SECRET).update(TOKEN).digest('base64');
const bearer = `${TOKEN}.${signature}`;

describe('verifiedSessionToken', () => {
  it('accepts the token better-auth hands out, plain or URL-encoded, base64 or base64url', () => {
    expect(verifiedSessionToken(bearer, SECRET)).toBe(TOKEN);
    expect(verifiedSessionToken(encodeURIComponent(bearer), SECRET)).toBe(TOKEN);
    const url = signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, '');
    expect(verifiedSessionToken(`${TOKEN}.${url}`, SECRET)).toBe(TOKEN);
  });

  it.each([
    ['a tampered signature', `${bearer}.AAAA`],
    [
      'another signature',
      `${TOKEN}.${createHmac('sha256', 'other').update(TOKEN).digest('base64')}`,
    ],
    ['no signature', TOKEN],
    ['an empty token', ''],
    ['a NUL byte', '%00'],
    ['a NUL inside', `abc\u0000def.x`],
    ['an encoded NUL inside', 'abc%00def.x'],
    ['broken percent-encoding', `${TOKEN}.%E0%A4%A`],
    ['a huge token', `${'a'.repeat(5000)}.${signature}`],
    ['the signature of another token', `${TOKEN.replace('Q', 'R')}.${signature}`],
  ])('refuses %s', (_name, value) => {
    expect(verifiedSessionToken(value, SECRET)).toBeNull();
  });
});
