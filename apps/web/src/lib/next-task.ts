/**
 * Runs `step` in a task of its own, right after the tasks already queued, and resolves
 * with what it returns. A phone counts any task over 50 ms as blocking, and a module that
 * starts several loads as it is evaluated makes one long task of them all; one step per
 * task lets the browser paint and answer input in between, at the cost of a few
 * milliseconds of order. A posted message, not a timer: browsers clamp nested timers to
 * 4 ms, and messages on one port run in the order they were posted.
 */
export function nextTask<T>(step: () => T | PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(step());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    channel().port2.postMessage(null);
  });
}

const queue: Array<() => void> = [];
let shared: MessageChannel | undefined;

function channel(): MessageChannel {
  if (shared) return shared;
  shared = new MessageChannel();
  // One queued step per message: each message is a task of its own.
  shared.port1.onmessage = () => queue.shift()?.();
  return shared;
}
