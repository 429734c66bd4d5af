/**
 * A local OpenID Connect provider standing in for Google, for API tests, e2e tests and
 * `npm run dev`: oauth2-mock-server (a real provider: discovery, JWKS, authorization code
 * with PKCE, ID tokens signed with RS256 and bound to the nonce) with a choice of account.
 *
 * Google's own page asks which account to use; here the account comes from the
 * authorization request's `login_hint` (an email) when one is sent, else from the last
 * `signInAs`, else the default account. Each account's subject is derived from its email,
 * so the same email is the same Google account across sign-ins.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server';

export interface OidcAccount {
  email: string;
  name: string;
}

export interface LocalOidcProvider {
  /** The issuer, e.g. http://127.0.0.1:43121 */
  issuer: string;
  /** What OIDC_DISCOVERY_URL is set to. */
  discoveryUrl: string;
  /** The server's environment for this provider: client id, secret, discovery URL. */
  env: Record<'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'OIDC_DISCOVERY_URL', string>;
  /** The account the next sign-ins choose (when the request names none). */
  signInAs(account: OidcAccount): void;
  /** The next authorization is refused, as when the person cancels on the provider's page. */
  refuseNext(error?: string): void;
  /** The subject (Google's user id) of an account. */
  subjectOf(email: string): string;
  stop(): Promise<void>;
}

export const DEFAULT_OIDC_ACCOUNT: OidcAccount = {
  email: 'dev.player@example.test',
  name: 'Dev Player',
};

export function subjectOf(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21);
}

function accountFromHint(hint: unknown): OidcAccount | null {
  if (typeof hint !== 'string' || !hint.includes('@')) return null;
  const local = hint.split('@')[0] ?? hint;
  return { email: hint, name: local.replace(/[._-]+/g, ' ') };
}

function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://provider.local').searchParams;
}

function bearerSubject(req: IncomingMessage): string | null {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && 'sub' in claims
      ? String(claims.sub)
      : null;
  } catch {
    return null;
  }
}

export async function startOidcProvider(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<LocalOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(options.port ?? 0, options.host ?? '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the OIDC provider did not report its address');

  let chosen: OidcAccount = DEFAULT_OIDC_ACCOUNT;
  let refusal: string | null = null;
  /** Which account each authorization code (then each subject) stands for. */
  const byCode = new Map<string, OidcAccount>();
  const bySubject = new Map<string, OidcAccount>();

  server.service.on(
    'beforeAuthorizeRedirect',
    (redirect: MutableRedirectUri, req: IncomingMessage) => {
      const code = redirect.url.searchParams.get('code');
      if (refusal) {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', refusal);
        refusal = null;
        return;
      }
      const account = accountFromHint(queryOf(req).get('login_hint')) ?? chosen;
      if (code) byCode.set(code, account);
    },
  );

  server.service.on(
    'beforeTokenSigning',
    (token: MutableToken, req: IncomingMessage & { body?: unknown }) => {
      const body = req.body;
      const code =
        typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : null;
      const account = code ? byCode.get(code) : undefined;
      if (!account) return;
      const sub = subjectOf(account.email);
      bySubject.set(sub, account);
      Object.assign(token.payload, {
        sub,
        email: account.email,
        email_verified: true,
        name: account.name,
      });
    },
  );

  server.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    const sub = bearerSubject(req);
    const account = sub ? bySubject.get(sub) : undefined;
    if (!sub || !account) return;
    response.body = { sub, email: account.email, email_verified: true, name: account.name };
  });

  const clientId = options.clientId ?? 'alchemy-arena-local';
  const clientSecret = options.clientSecret ?? 'local-provider-secret';
  const discoveryUrl = `${issuer}/.well-known/openid-configuration`;
  return {
    issuer,
    discoveryUrl,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      OIDC_DISCOVERY_URL: discoveryUrl,
    },
    signInAs: (account) => {
      chosen = account;
    },
    refuseNext: (error = 'access_denied') => {
      refusal = error;
    },
    subjectOf,
    stop: () => server.stop(),
  };
}
