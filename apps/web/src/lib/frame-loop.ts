/**
 * Animation frames at most `perSecond` times a second, for the decoration workers (the
 * crafting motes and the duel's nebula draw at 30: they move slowly, and every frame of a
 * screen-sized canvas is work for the compositor too). `start` does nothing while running;
 * `draw` gets the frame's time and the milliseconds since the last drawn frame, null for
 * the first one after a start.
 */
export function frameLoop(
  perSecond: number,
  draw: (nowMs: number, sinceLastMs: number | null) => void,
): { start(): void; stop(): void } {
  const interval = 1000 / perSecond;
  let frame = 0;
  let last: number | null = null;
  const tick = (nowMs: number) => {
    frame = requestAnimationFrame(tick);
    // Half a 60 Hz frame of slack: at 30 a 60 Hz display draws every other frame, where
    // frames a hair early would make it every third.
    if (last !== null && nowMs - last < interval - 8) return;
    const since = last === null ? null : nowMs - last;
    last = nowMs;
    draw(nowMs, since);
  };
  return {
    start() {
      if (frame !== 0) return;
      last = null;
      frame = requestAnimationFrame(tick);
    },
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
