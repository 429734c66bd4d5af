/**
 * Google sign-in and linking in API tests, the way a browser goes through them: the app
 * starts the flow, the browser visits the provider (a real local OpenID Connect server),
 * comes back to the callback with the state cookie, then to the handover, and the app
 * trades the one-time code for its bearer token. Cookies are kept as a browser would.
 */
import {
  AUTH_COMPLETE_ROUTE,
  AUTH_TOKEN_HEADER,
  GOOGLE_PROVIDER_ID,
  OAUTH_HANDOVER_PATH,
} from '@alchemy/contracts';
import { z } from 'zod';
import type { App } from '../app';
import { bearer } from './test-app';

/** A browser's cookies for the game's origin: name -> value. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined) {
    const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

const StartAnswerSchema = z.object({ url: z.url() });

export interface FlowOptions {
  /** Sent as login_hint: the local provider signs in this Google account. */
  email?: string;
  /** A guest's bearer token (linking). */
  token?: string;
  jar?: CookieJar;
}

/** Where the browser lands after the whole flow: a path of the app, with its query and hash. */
export interface FlowEnd {
  location: string;
  jar: CookieJar;
}

function pathOf(location: string): string {
  const url = new URL(location, 'http://app.local');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Starts a sign-in (no token) or a link (with a token), goes through the provider, and
 * returns where the callback sends the browser. `tamper` may change the callback's URL.
 */
export async function throughProvider(
  app: App,
  options: FlowOptions & { tamper?: (callback: URL) => void } = {},
): Promise<FlowEnd> {
  const jar = options.jar ?? new CookieJar();
  const linking = options.token !== undefined;
  const start = await app.inject({
    method: 'POST',
    url: linking ? '/api/auth/link-social' : '/api/auth/sign-in/social',
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(jar.header() ? { cookie: jar.header() } : {}),
    },
    payload: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: linking ? `${AUTH_COMPLETE_ROUTE}?linked=1` : `/api${OAUTH_HANDOVER_PATH}`,
      errorCallbackURL: linking ? `${AUTH_COMPLETE_ROUTE}?linked=1` : AUTH_COMPLETE_ROUTE,
      disableRedirect: true,
      ...(options.email ? { loginHint: options.email } : {}),
    },
  });
  if (start.statusCode !== 200) throw new Error(`start: ${start.statusCode} ${start.body}`);
  jar.take(start.headers['set-cookie']);
  const { url } = StartAnswerSchema.parse(start.json());

  const provider = await fetch(url, { redirect: 'manual' });
  const callbackLocation = provider.headers.get('location');
  if (provider.status !== 302 || !callbackLocation) {
    throw new Error(`provider answered ${provider.status}`);
  }
  const callback = new URL(callbackLocation);
  options.tamper?.(callback);
  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: jar.header() ? { cookie: jar.header() } : {},
  });
  jar.take(back.headers['set-cookie']);
  const location = back.headers.location;
  if (back.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`callback answered ${back.statusCode} ${back.body}`);
  }
  return { location: pathOf(location), jar };
}

/** The handover: from the callback's session cookie to /auth/complete#code=... */
export async function handover(app: App, jar: CookieJar): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api${OAUTH_HANDOVER_PATH}`,
    headers: jar.header() ? { cookie: jar.header() } : {},
  });
  jar.take(response.headers['set-cookie']);
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`handover answered ${response.statusCode}`);
  }
  return pathOf(location);
}

/** The app trades the code for its bearer token: the answer, with the token if any. */
export async function exchangeCode(app: App, code: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/one-time-token/verify',
    payload: { token: code },
  });
  const token = response.headers[AUTH_TOKEN_HEADER];
  return { response, token: typeof token === 'string' ? token : null };
}

export function codeOf(location: string): string {
  const code = new URLSearchParams(new URL(location, 'http://app.local').hash.slice(1)).get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

/** A whole Google sign-in as the app makes it: the bearer token at the end. */
export async function signInWithGoogle(app: App, email: string): Promise<string> {
  const end = await throughProvider(app, { email });
  if (!end.location.startsWith(`/api${OAUTH_HANDOVER_PATH}`)) {
    throw new Error(`sign-in ended at ${end.location}`);
  }
  const { token, response } = await exchangeCode(app, codeOf(await handover(app, end.jar)));
  if (!token) throw new Error(`code exchange: ${response.statusCode} ${response.body}`);
  return token;
}
