/**
 * Debian's nginx in front of running server instances, configured by the deployment's own
 * file (deploy/nginx/alchemy-arena.conf) with only its addresses changed: the listen
 * port, and the upstream ports of the instances under test. Runs unprivileged, with its
 * pid, logs and temporary files in a directory of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE = new URL('../../deploy/nginx/alchemy-arena.conf', import.meta.url);

export function hasNginx(): boolean {
  return existsSync(NGINX_PATH);
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/** The deployment's site file, listening on `port`, proxying to `upstreamPorts`. */
export function siteFor(port: number, upstreamPorts: number[]): string {
  const site = readFileSync(SITE, 'utf8');
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=2 fail_timeout=10s;`)
    .join('\n');
  const rewritten = site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace('    least_conn;\n', `    least_conn;\n${servers}\n`)
    .replace('    listen 80;\n', `    listen 127.0.0.1:${port};\n`)
    .replace('    listen [::]:80;\n', '');
  if (rewritten === site || !rewritten.includes(`listen 127.0.0.1:${port}`)) {
    throw new Error('deploy/nginx/alchemy-arena.conf no longer has the expected shape');
  }
  return rewritten;
}

export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'aa-nginx-'));
  writeFileSync(join(prefix, 'site.conf'), siteFor(port, upstreamPorts));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${join(prefix, 'access.log')};`,
      `  client_body_temp_path ${join(prefix, 'body')};`,
      `  proxy_temp_path ${join(prefix, 'proxy')};`,
      `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
      `  scgi_temp_path ${join(prefix, 'scgi')};`,
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    NGINX_PATH,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(prefix, 'error.log'))
        ? readFileSync(join(prefix, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
