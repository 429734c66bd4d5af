import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STABLE_TIMEOUT_MS, whenAppStable } from './use-app-stable';

/** A page in `readyState`, with or without requestIdleCallback, whose idle time comes when told. */
function fakePage(readyState: DocumentReadyState, withIdle = true) {
  const listeners = new Map<string, () => void>();
  const idle = new Map<number, () => void>();
  let nextIdle = 1;
  const page = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void) => {
            idle.set(nextIdle, callback);
            return nextIdle++;
          },
          cancelIdleCallback: (id: number) => idle.delete(id),
        }
      : {}),
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { readyState });
  return {
    load: () => listeners.get('load')?.(),
    becomeIdle: () => {
      const due = [...idle.values()];
      idle.clear();
      due.forEach((callback) => callback());
    },
    idleWaiting: () => idle.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenAppStable', () => {
  it('waits for the load, then for an idle moment, and runs once', () => {
    const page = fakePage('loading');
    const work = vi.fn();
    whenAppStable(work);
    page.becomeIdle();
    expect(work).not.toHaveBeenCalled();
    page.load();
    expect(work).not.toHaveBeenCalled();
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('asks for idle time at once on a page already loaded', () => {
    const page = fakePage('complete');
    const work = vi.fn();
    whenAppStable(work);
    expect(page.idleWaiting()).toBe(1);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at the load where the browser has no requestIdleCallback', () => {
    const page = fakePage('interactive', false);
    const work = vi.fn();
    whenAppStable(work);
    page.load();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after 30 s at the latest, and not again when the idle moment comes later', () => {
    const page = fakePage('loading');
    const work = vi.fn();
    whenAppStable(work);
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    page.load();
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    const page = fakePage('complete');
    const work = vi.fn();
    whenAppStable(work)();
    page.becomeIdle();
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
