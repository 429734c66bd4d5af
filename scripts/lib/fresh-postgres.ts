/** A fresh database on the DATABASE_URL server for one run, dropped afterwards. */
import pg from 'pg';

export async function withFreshPostgres<T>(
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
