import type { DuelAction } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ACTION_DELAY_MS,
  playbackReducer,
  tickDelayMs,
  type PlaybackRun,
} from './playback-run';
import type { PlaybackView } from './playback-state';

const view: PlaybackView = {
  cards: {},
  playerIds: [],
  opponentIds: [],
  round: 0,
  step: 0,
  last: null,
};
const start: PlaybackRun = { view, next: 0, done: false };
const actions: DuelAction[] = [
  { type: 'attack', attackerId: 'a', targetId: 'b' },
  { type: 'dodge', cardId: 'b', attackerId: 'a' },
];

describe('the playback run', () => {
  it('plays one action per tick, then ends after the last one', () => {
    let run = playbackReducer(start, { type: 'advance' }, actions);
    expect(run).toMatchObject({ next: 1, done: false });
    run = playbackReducer(run, { type: 'advance' }, actions);
    expect(run).toMatchObject({ next: 2, done: false });
    run = playbackReducer(run, { type: 'advance' }, actions);
    expect(run).toMatchObject({ next: 2, done: true });
    expect(playbackReducer(run, { type: 'advance' }, actions)).toBe(run);
  });

  it('skips to the same end state at once', () => {
    const skipped = playbackReducer(start, { type: 'skip' }, actions);
    expect(skipped).toMatchObject({ next: 2, done: true });
    expect(skipped.view.step).toBe(2);
  });

  it('waits the playback time of the previous action, divided by the speed', () => {
    expect(tickDelayMs(start, actions, 1)).toBe(FIRST_ACTION_DELAY_MS);
    const afterAttack = { ...start, next: 1 };
    // The dodge comes at contact, the end of the lunge (300 ms)...
    expect(tickDelayMs(afterAttack, actions, 1)).toBe(300);
    expect(tickDelayMs(afterAttack, actions, 4)).toBe(75);
    // ...and holds the rest of the attack (1,300 - 300) and its own 800 ms.
    expect(tickDelayMs({ ...start, next: 2 }, actions, 2)).toBe(900);
  });
});
