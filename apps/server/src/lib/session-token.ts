/**
 * The bearer token is better-auth's signed session cookie value: `<session token>.<HMAC>`,
 * the HMAC-SHA256 of the session token under the server's secret, in base64 (URL-encoded
 * when it travels in a URL). The game's calls look the session up themselves, so they
 * check the signature themselves too: a token whose signature does not match is no token,
 * however real its first half. Anything that is not of this shape (a NUL byte, a stray
 * character, a missing half) is refused before it reaches the database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** better-auth's session tokens: 32 letters and digits. */
const SESSION_TOKEN = /^[A-Za-z0-9]{16,128}$/;
/** A SHA-256 HMAC in base64 or base64url, padded or not. */
const SIGNATURE = /^[A-Za-z0-9+/_-]{43}={0,1}$/;

function safeDecode(value: string): string | null {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

/** The session token inside a bearer token whose signature holds, else null. */
export function verifiedSessionToken(bearerToken: string, secret: string): string | null {
  const decoded = safeDecode(bearerToken.trim());
  if (decoded === null || decoded.length > 256) return null;
  const dot = decoded.indexOf('.');
  if (dot === -1) return null;
  const token = decoded.slice(0, dot);
  const signature = decoded.slice(dot + 1);
  if (!SESSION_TOKEN.test(token) || !SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
