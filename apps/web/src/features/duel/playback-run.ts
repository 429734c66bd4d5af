import type { DuelAction } from '@alchemy/game-rules';
import { applyAction, applyAll, type PlaybackView } from './playback-state';
import { delayAfterMs } from './playback-timing';

/** Where a replay stands: the view, the next action to play, and whether it has ended. */
export interface PlaybackRun {
  view: PlaybackView;
  next: number;
  done: boolean;
}

export type PlaybackMessage = { type: 'advance' } | { type: 'skip' };

/** A short breath before the first action, so the two sides are seen standing. */
export const FIRST_ACTION_DELAY_MS = 400;

export const PLAYBACK_SPEEDS = [1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/**
 * One tick: play the next action, or, after the last one's wait, end. A skip folds the
 * rest at once, so the end state is the same whether the player watched or not.
 */
export function playbackReducer(
  run: PlaybackRun,
  message: PlaybackMessage,
  actions: readonly DuelAction[],
): PlaybackRun {
  if (run.done) return run;
  if (message.type === 'skip') {
    return { view: applyAll(run.view, actions.slice(run.next)), next: actions.length, done: true };
  }
  const action = actions[run.next];
  if (!action) return { ...run, done: true };
  return { view: applyAction(run.view, action), next: run.next + 1, done: false };
}

/** How long the screen holds before the next tick: the last action's wait, sped up. */
export function tickDelayMs(
  run: PlaybackRun,
  actions: readonly DuelAction[],
  speed: PlaybackSpeed,
): number {
  const waited = run.next === 0 ? FIRST_ACTION_DELAY_MS : delayAfterMs(actions, run.next - 1);
  return waited / speed;
}
