import type { DuelAction } from '@alchemy/game-rules';
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  playbackReducer,
  tickDelayMs,
  type PlaybackMessage,
  type PlaybackRun,
  type PlaybackSpeed,
} from './playback-run';
import type { PlaybackView } from './playback-state';

/** Plays the action list in order, one timer at a time, at the chosen speed. */
export function useDuelPlayback(actions: readonly DuelAction[], initial: PlaybackView) {
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const reducer = useCallback(
    (run: PlaybackRun, message: PlaybackMessage) => playbackReducer(run, message, actions),
    [actions],
  );
  const [run, dispatch] = useReducer(reducer, { view: initial, next: 0, done: false });

  useEffect(() => {
    if (run.done) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'advance' }),
      tickDelayMs(run, actions, speed),
    );
    return () => window.clearTimeout(timer);
  }, [run, actions, speed]);

  const skip = useCallback(() => dispatch({ type: 'skip' }), []);
  return { run, speed, setSpeed, skip };
}
