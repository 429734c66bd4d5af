/**
 * Win odds off the request's thread (issue 28; ADR 0113): the simulations of
 * odds-tasks.ts run in a tinypool of worker threads, so a burst of newcomers (each first
 * duel simulates up to a few thousand fights) does not stall every other request. The
 * callers keep the database reads, the seeds and every decision; only the fights move.
 *
 * Bounded twice: at most `workers` threads (ODDS_WORKERS), and at most
 * QUEUED_TASKS_PER_WORKER tasks a thread waiting. A task that finds the queue full is
 * refused at once with a 503 SERVER_BUSY and Retry-After (BusyError), not run on the
 * request's thread: running it inline would bring back the stall exactly when the server
 * is loaded. The app's reads ask again after Retry-After by themselves.
 *
 * `workers: 0` runs every task inline, on the caller's thread (tests, tiny machines):
 * the same runOddsTask on the same seeds, so the same answers.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Tinypool } from 'tinypool';
import { z } from 'zod';
import type { DuelCard, WinOdds } from '@alchemy/game-rules';
import { BusyError } from '../lib/app-error';
import { runOddsTask, type OddsTask } from './odds-tasks';

/**
 * Tasks that may wait per thread. One task is 1,000 fights at most, about 3 ms of CPU at
 * the median and 6-8 ms at the 99th percentile on this machine kind (docs/performance.md),
 * so a full queue drains well within a second even on a loaded machine: past
 * Retry-After, an answer would come later than asking again does.
 */
export const QUEUED_TASKS_PER_WORKER = 32;
/** Seconds a refused caller is asked to wait: about the time a full queue takes to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/**
 * A thread starts on the first task that finds none free (loading the rules takes a few
 * hundred ms) and stays while it is used; idle this long, it ends.
 */
const IDLE_THREAD_MS = 5 * 60_000;

/** The simulations the arena asks for, as game-rules' winOdds and winsAtLeast answer. */
export interface OddsPool {
  winOdds(
    player: readonly DuelCard[],
    opponent: readonly DuelCard[],
    seeds: readonly number[],
  ): Promise<WinOdds>;
  winsAtLeast(
    player: readonly DuelCard[],
    opponent: readonly DuelCard[],
    seeds: readonly number[],
    needed: number,
  ): Promise<boolean>;
  /** Ends the threads (the app's onClose); a task still waiting is refused. */
  close(): Promise<void>;
}

/** What comes back from a thread is outside data: checked, never cast. */
const WinOddsAnswerSchema = z.object({
  wins: z.number().int().min(0),
  fights: z.number().int().min(1),
  chance: z.number().min(0).max(1),
});
const WinsAtLeastAnswerSchema = z.boolean();

/**
 * The worker is TypeScript, like the rest of the server (no build step), so each thread
 * registers tsx before tinypool imports it. Inheriting `--import tsx` is not enough: on
 * Node 20 loader hooks are per thread, and tsx's `--import` entry registers them on the
 * main thread only (a worker then fails on the first `.ts` import); under Vitest there is no
 * tsx to inherit at all. So the threads get one flag of their own, a module that calls tsx's
 * register() (resolved from this package, whatever the working directory), and no other:
 * a worker refuses process-wide flags (--inspect, V8's) in an explicit execArgv.
 */
const REGISTER_TSX = `data:text/javascript,${encodeURIComponent(
  `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register();`,
)}`;
const WORKER_FILE = new URL('./odds-worker.ts', import.meta.url);

function busy(): BusyError {
  return new BusyError(
    'The arena is busy working out odds. Try again in a moment.',
    BUSY_RETRY_AFTER_SECONDS,
  );
}

function oddsPoolOf(run: (task: OddsTask) => Promise<unknown>, close: () => Promise<void>) {
  const pool: OddsPool = {
    winOdds: async (player, opponent, seeds) =>
      WinOddsAnswerSchema.parse(await run({ kind: 'win-odds', player, opponent, seeds })),
    winsAtLeast: async (player, opponent, seeds, needed) =>
      WinsAtLeastAnswerSchema.parse(
        await run({ kind: 'wins-at-least', player, opponent, seeds, needed }),
      ),
    close,
  };
  return pool;
}

/** ODDS_WORKERS=0: each task on the caller's thread, unbounded (there is no queue). */
function inlineOddsPool(): OddsPool {
  const nothingToClose = async () => {};
  return oddsPoolOf(async (task) => runOddsTask(task), nothingToClose);
}

export function createOddsPool({
  workers,
  log,
}: {
  workers: number;
  log: FastifyBaseLogger;
}): OddsPool {
  if (workers === 0) return inlineOddsPool();

  const maxQueue = workers * QUEUED_TASKS_PER_WORKER;
  const threads = new Tinypool({
    filename: WORKER_FILE.href,
    // None until the first task: an app that never simulates (most test files) starts none.
    minThreads: 0,
    maxThreads: workers,
    maxQueue,
    idleTimeout: IDLE_THREAD_MS,
    execArgv: ['--import', REGISTER_TSX],
  });
  // A thread that fails with no task in hand (it could not load the worker, say) is
  // reported here; unheard, the event would end the process. The tasks waiting in the
  // queue would wait until another task starts a new thread, maybe for ever: they fail
  // now instead (a 500 each, and this line says why).
  threads.on('error', (error: unknown) => {
    log.error({ err: error }, 'odds worker thread failed');
    threads.cancelPendingTasks();
  });
  let closed = false;
  return oddsPoolOf(
    async (task) => {
      // Tinypool's own limit (maxQueue) refuses the same task with a bare Error; this
      // check comes first and says it in our terms. A closed pool (the app is stopping)
      // refuses too.
      if (closed || threads.queueSize >= maxQueue) throw busy();
      const answer: unknown = await threads.run(task);
      return answer;
    },
    async () => {
      closed = true;
      await threads.destroy();
    },
  );
}
