// The API suite runs on the embedded PGlite store, then again on PostgreSQL when
// DATABASE_URL is set, so both stores are held to the same behaviour.
import { spawnSync } from 'node:child_process';

function run(store, env) {
  console.log(`\n[test:api] store: ${store}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...env, TEST_STORE: store },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
run('pglite', withoutDatabase);
if (DATABASE_URL) run('postgres', process.env);
else console.log('[test:api] DATABASE_URL is not set: skipping the PostgreSQL pass');
