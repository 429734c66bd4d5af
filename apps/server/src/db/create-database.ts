/**
 * Creates a throw-away database (tests, benchmarks, the soak) on the DATABASE_URL server
 * and answers its URL; db/drop-database.ts removes it. The role needs CREATEDB only, the
 * way CI runs.
 */
import pg from 'pg';

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a generated database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
