/**
 * Runs `work` when the browser is next idle (at the latest after `timeoutMs`), in a task
 * of its own; returns a cancel. For decoration a screen starts as it mounts: started in
 * the screen's own effects, it lengthened the task that shows the screen (starting a
 * worker costs a few milliseconds, four times that on a slow phone). Browsers without
 * requestIdleCallback (Safari) get a short timer instead.
 */
export function whenIdle(work: () => void, timeoutMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
