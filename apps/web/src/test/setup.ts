/**
 * The `component` project's setup (vitest.config.ts): the fake API server around every
 * test file, and a clean page after every test. Vitest runs without globals here, so
 * Testing Library's automatic cleanup does not register itself: it is called below.
 *
 * What happy-dom lacks, the app already guards, so nothing is polyfilled: there is no
 * `Worker`, so lib/answer-parser.ts parses answers on the page (its own fallback for
 * browsers without module workers), and the canvas decoration (lib/canvas-worker.ts) and
 * the sounds (lib/sound.ts, no `AudioContext`) stay off. happy-dom's IntersectionObserver
 * never reports, so the market's price memory asks for no history.
 */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server, takeUnanswered } from './api-server';
import { forgetScreens } from './render-screen';

// A screen's first render loads its lazy parts (the lab's workbench, the arena's board),
// which Vitest transforms on first use: on a busy 2-core machine that took more than the
// default second. A passing `findBy` does not wait for it; only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen());

afterEach(() => {
  // The snackbar store outlives a render (lib/snackbar-store.ts): a message left showing
  // is dismissed as a player would, by a click, so it cannot show in the next test.
  for (const message of screen.queryAllByTitle('Click to dismiss')) fireEvent.click(message);
  cleanup();
  forgetScreens();
  // What the screens kept for the next visit ('New' badges, the mute switch).
  localStorage.clear();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  const unanswered = takeUnanswered();
  if (unanswered.length > 0) {
    throw new Error(`The screen made calls the test did not answer: ${unanswered.join(', ')}`);
  }
});

afterAll(() => server.close());
