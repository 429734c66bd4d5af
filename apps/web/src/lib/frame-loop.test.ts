import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameLoop } from './frame-loop';

/** A display at `hz`: each call of `advance` runs the frames due by then. */
function fakeDisplay(hz: number) {
  let now = 0;
  let pending = new Map<number, (time: number) => void>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  return {
    frames(count: number) {
      for (let i = 0; i < count; i += 1) {
        now += 1000 / hz;
        const due = pending;
        pending = new Map();
        for (const callback of due.values()) callback(now);
      }
    },
    waiting: () => pending.size,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('frameLoop', () => {
  it('draws every other frame of a 60 Hz display at 30 per second', () => {
    const display = fakeDisplay(60);
    const draws: Array<number | null> = [];
    frameLoop(30, (_now, since) => draws.push(since)).start();
    display.frames(60);
    expect(draws).toHaveLength(30);
    expect(draws[0]).toBeNull();
    expect(draws.slice(1).every((since) => Math.abs((since ?? 0) - 1000 / 30) < 0.01)).toBe(true);
  });

  it('stops, starts once however often it is started, and restarts with no last frame', () => {
    const display = fakeDisplay(60);
    const draws: Array<number | null> = [];
    const loop = frameLoop(30, (_now, since) => draws.push(since));
    loop.start();
    loop.start();
    expect(display.waiting()).toBe(1);
    display.frames(4);
    loop.stop();
    display.frames(10);
    expect(draws).toHaveLength(2);
    loop.start();
    display.frames(1);
    expect(draws.at(-1)).toBeNull();
  });
});
