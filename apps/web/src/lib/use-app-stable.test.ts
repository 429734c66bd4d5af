import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: whether the first screen was shown is the module's own state. */
async function stableModule() {
  vi.resetModules();
  return import('./use-app-stable');
}

/**
 * A page in `readyState`, with or without requestIdleCallback and PerformanceObserver,
 * whose idle time and finished downloads come when told.
 */
function fakePage(
  readyState: DocumentReadyState,
  { withIdle = true, withObserver = true }: { withIdle?: boolean; withObserver?: boolean } = {},
) {
  const listeners = new Map<string, () => void>();
  const idle = new Map<number, () => void>();
  const observers = new Set<() => void>();
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
  class FakeObserver {
    static supportedEntryTypes = ['resource', 'navigation'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('PerformanceObserver', withObserver ? FakeObserver : undefined);
  return {
    load: () => listeners.get('load')?.(),
    becomeIdle: () => {
      const due = [...idle.values()];
      idle.clear();
      due.forEach((callback) => callback());
    },
    idleWaiting: () => idle.size,
    downloadFinished: () => [...observers].forEach((callback) => callback()),
    observing: () => observers.size,
  };
}

/**
 * A loaded page whose first screen is shown, and work waiting for the app to be stable:
 * what most cases start from.
 */
async function waitingOnShownScreen() {
  const module = await stableModule();
  const page = fakePage('complete');
  const work = vi.fn();
  module.markFirstScreenShown();
  const cancel = module.whenAppStable(work);
  return { ...module, page, work, cancel };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenAppStable', () => {
  it('waits for the load, the first screen, a quiet network and an idle moment; runs once', async () => {
    const { whenAppStable, markFirstScreenShown, APP_QUIET_MS, APP_STABLE_TIMEOUT_MS } =
      await stableModule();
    const page = fakePage('loading');
    const work = vi.fn();
    whenAppStable(work);

    page.load();
    vi.advanceTimersByTime(APP_QUIET_MS * 2);
    page.becomeIdle();
    expect(work).not.toHaveBeenCalled(); // the splash is still up

    markFirstScreenShown();
    vi.advanceTimersByTime(APP_QUIET_MS - 1);
    expect(page.idleWaiting()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.idleWaiting()).toBe(1);
    expect(page.observing()).toBe(0);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('starts the quiet anew at every finished download', async () => {
    const { page, work, APP_QUIET_MS } = await waitingOnShownScreen();
    for (let download = 0; download < 5; download += 1) {
      vi.advanceTimersByTime(APP_QUIET_MS - 100);
      page.downloadFinished();
    }
    expect(page.idleWaiting()).toBe(0);
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the load even when the first screen came first', async () => {
    const { whenAppStable, markFirstScreenShown, APP_QUIET_MS } = await stableModule();
    const page = fakePage('interactive');
    const work = vi.fn();
    whenAppStable(work);
    markFirstScreenShown();
    vi.advanceTimersByTime(APP_QUIET_MS * 2);
    page.becomeIdle();
    expect(work).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after the quiet where the browser has no requestIdleCallback nor observer', async () => {
    const { whenAppStable, markFirstScreenShown, APP_QUIET_MS } = await stableModule();
    const page = fakePage('interactive', { withIdle: false, withObserver: false });
    const work = vi.fn();
    whenAppStable(work);
    page.load();
    markFirstScreenShown();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(APP_QUIET_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after 30 s at the latest, and not again when the app settles later', async () => {
    const { whenAppStable, markFirstScreenShown, APP_QUIET_MS, APP_STABLE_TIMEOUT_MS } =
      await stableModule();
    const page = fakePage('loading');
    const work = vi.fn();
    whenAppStable(work);
    page.load();
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    markFirstScreenShown();
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, and stops observing the downloads', async () => {
    const { page, work, cancel, APP_QUIET_MS, APP_STABLE_TIMEOUT_MS } =
      await waitingOnShownScreen();
    expect(page.observing()).toBe(1);
    cancel();
    expect(page.observing()).toBe(0);
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS);
    expect(work).not.toHaveBeenCalled();
  });

  it('waits while a fight holds it back, and counts the quiet anew from its end', async () => {
    const { page, work, holdAppStable, APP_QUIET_MS } = await waitingOnShownScreen();
    const release = holdAppStable();
    vi.advanceTimersByTime(APP_QUIET_MS * 10);
    page.becomeIdle();
    expect(page.idleWaiting()).toBe(0);
    expect(work).not.toHaveBeenCalled();

    release();
    release(); // a second release of the same hold changes nothing
    vi.advanceTimersByTime(APP_QUIET_MS - 1);
    expect(page.idleWaiting()).toBe(0);
    vi.advanceTimersByTime(1);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for every hold, and for one that began while it waited for an idle moment', async () => {
    const { page, work, holdAppStable, APP_QUIET_MS } = await waitingOnShownScreen();
    vi.advanceTimersByTime(APP_QUIET_MS);
    expect(page.idleWaiting()).toBe(1);
    const first = holdAppStable();
    const second = holdAppStable();
    page.becomeIdle(); // the idle moment came during the fight: not stable yet
    expect(work).not.toHaveBeenCalled();

    first();
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    expect(work).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(APP_QUIET_MS);
    page.becomeIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('holds the 30 s bound until the fight ends', async () => {
    const { whenAppStable, holdAppStable, APP_STABLE_TIMEOUT_MS } = await stableModule();
    fakePage('loading');
    const work = vi.fn();
    whenAppStable(work);
    const release = holdAppStable();
    vi.advanceTimersByTime(APP_STABLE_TIMEOUT_MS * 2);
    expect(work).not.toHaveBeenCalled();
    release();
    expect(work).toHaveBeenCalledOnce();
  });
});
