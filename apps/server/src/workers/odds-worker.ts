/**
 * The worker thread's entry (tinypool calls its default export once per task). Its input
 * is built by odds-pool.ts alone, typed by the shared OddsTask; what it answers is checked
 * again on the main thread.
 */
import { runOddsTask, type OddsTask } from './odds-tasks';

export default function oddsWorker(task: OddsTask) {
  return runOddsTask(task);
}
