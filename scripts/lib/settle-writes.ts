import { execFileSync } from 'node:child_process';
import type pg from 'pg';

/**
 * After seeding a million rows: the operating system's dirty pages written out now (`sync`),
 * not in the middle of the timing. Without it, the first board timed after each seed had
 * its p99 doubled by the writeback, whichever board it was.
 */
export function settleWrites(): void {
  execFileSync('sync');
}

let toldNoCheckpoint = false;

/**
 * settleWrites, after PostgreSQL's own dirty buffers are written (a CHECKPOINT): a seed's
 * million rows otherwise leave the checkpointer writing them out, spread over minutes,
 * under the first board timed next. CHECKPOINT needs a superuser or the pg_checkpoint role
 * (PostgreSQL 15); without either, the bench says so once and goes on with `sync` alone.
 */
export async function checkpointAndSettle(client: pg.Client): Promise<void> {
  try {
    await client.query('CHECKPOINT');
  } catch (error) {
    if (!toldNoCheckpoint) {
      toldNoCheckpoint = true;
      const reason = error instanceof Error ? error.message : String(error);
      console.log(
        `[bench] no CHECKPOINT before the timing (${reason}); for steadier figures: GRANT pg_checkpoint TO <the bench's role>`,
      );
    }
  }
  settleWrites();
}
