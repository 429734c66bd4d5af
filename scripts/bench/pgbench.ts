/**
 * The physical reference: pgbench's TPC-B-like run on the same PostgreSQL server as the
 * game's scenarios, in the same run, so each scenario's throughput reads as a ratio to what
 * the database alone sustains on this machine at this moment (issue 13).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createFreshPostgres } from '../lib/fresh-postgres';

const exec = promisify(execFile);

export const PGBENCH_SCALE = 10;
export const PGBENCH_CLIENTS = 50;
export const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 15);

/** pgbench on PATH's usual places or Debian's versioned directory; null when absent. */
export function findPgbench(): string | null {
  const candidates = [process.env.PGBENCH ?? '', '/usr/bin/pgbench'];
  const versions = '/usr/lib/postgresql';
  if (existsSync(versions)) {
    for (const version of readdirSync(versions).sort().reverse()) {
      candidates.push(join(versions, version, 'bin', 'pgbench'));
    }
  }
  return candidates.find((path) => path !== '' && existsSync(path)) ?? null;
}

/** Initialises scale 10 in the given (empty) database and runs TPC-B; answers its tps. */
export async function pgbenchTps(bin: string, url: string): Promise<number> {
  await exec(bin, ['-i', '-q', '-s', String(PGBENCH_SCALE), url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const { stdout } = await exec(
    bin,
    [
      '-c',
      String(PGBENCH_CLIENTS),
      '-j',
      '2',
      '-M',
      'prepared',
      '-T',
      String(PGBENCH_SECONDS),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

/**
 * pgbench in a database of its own on the DATABASE_URL server, dropped afterwards (the drop
 * waits out the autovacuum workers the run draws: see dropDatabase).
 */
export async function pgbenchOnFreshDatabase(bin: string): Promise<number> {
  const fresh = await createFreshPostgres('aa_pgbench');
  try {
    return await pgbenchTps(bin, fresh.url);
  } finally {
    await fresh.drop();
  }
}
