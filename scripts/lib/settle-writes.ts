import { execFileSync } from 'node:child_process';

/**
 * After seeding a million rows: the operating system's dirty pages written out now (`sync`),
 * not in the middle of the timing. Without it, the first board timed after each seed had
 * its p99 doubled by the writeback, whichever board it was.
 */
export function settleWrites(): void {
  execFileSync('sync');
}
