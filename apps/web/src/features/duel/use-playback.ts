import type { DuelAction } from '@alchemy/game-rules';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useState,
} from 'react';
import { holdAppStable } from '@/lib/use-app-stable';
import {
  playbackReducer,
  tickDelayMs,
  type PlaybackMessage,
  type PlaybackRun,
  type PlaybackSpeed,
} from './playback-run';
import { PLAYBACK_END_MARK, PLAYBACK_START_MARK } from './playback-marks';
import { viewAfter, type PlaybackView } from './playback-state';

/** Where a playback begins: the first action, or a step a reloaded page had reached. */
function startingRun(
  actions: readonly DuelAction[],
  initial: PlaybackView,
  startAt: number,
): PlaybackRun {
  if (startAt <= 0) return { view: initial, next: 0, done: false };
  const next = Math.min(startAt, actions.length);
  return { view: viewAfter(initial, actions, next), next, done: next >= actions.length };
}

/**
 * Plays the action list in order, one timer at a time, at the chosen speed, from `startAt`
 * (0: the beginning).
 */
export function useDuelPlayback(
  actions: readonly DuelAction[],
  initial: PlaybackView,
  startAt = 0,
) {
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const reducer = useCallback(
    (run: PlaybackRun, message: PlaybackMessage) => playbackReducer(run, message, actions),
    [actions],
  );
  const [run, dispatch] = useReducer(reducer, null, () => startingRun(actions, initial, startAt));

  // The fight proper, for the playback benchmark: from the first action to the end. In a
  // layout effect, so the end is marked before the result dialog's effects run.
  useLayoutEffect(() => {
    if (run.next === 1 && !run.done) performance.mark(PLAYBACK_START_MARK);
    if (run.done) performance.mark(PLAYBACK_END_MARK);
  }, [run.next, run.done]);

  // While the fight plays, the app is not stable: the service worker's precache and other
  // background work wait for its end rather than take a slow phone's CPU from its frames.
  useEffect(() => {
    if (run.done) return;
    return holdAppStable();
  }, [run.done]);

  useEffect(() => {
    if (run.done) return;
    // A step as a transition: React renders it in slices that yield to the browser between
    // them, so a step with many new effects is not one long task on a slow phone.
    const timer = window.setTimeout(
      () => startTransition(() => dispatch({ type: 'advance' })),
      tickDelayMs(run, actions, speed),
    );
    return () => window.clearTimeout(timer);
  }, [run, actions, speed]);

  const skip = useCallback(() => dispatch({ type: 'skip' }), []);
  return { run, speed, setSpeed, skip };
}
