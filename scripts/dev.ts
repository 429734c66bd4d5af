// `npm run dev`: the API (restarting on change) on :8080 and Vite with hot reload on :5173,
// which proxies /api to the API. Unless GOOGLE_CLIENT_ID is set, a local OpenID Connect
// provider stands in for Google (scripts/lib/oidc-provider.ts), so 'Login with Google' and
// 'Link with Google' can be clicked through offline; OIDC_DEV_EMAIL picks its account.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { DEFAULT_OIDC_ACCOUNT, startOidcProvider } from './lib/oidc-provider';

const google = process.env.GOOGLE_CLIENT_ID ? null : await startOidcProvider({ port: 8090 });
if (google) {
  const email = process.env.OIDC_DEV_EMAIL ?? DEFAULT_OIDC_ACCOUNT.email;
  google.signInAs({ email, name: email.split('@')[0] ?? email });
  console.log(`dev: Google is played by the local provider at ${google.issuer} as ${email}`);
}

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      ...(google?.env ?? {}),
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: 'apps/web' }),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
  google?.stop().catch(() => {});
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
