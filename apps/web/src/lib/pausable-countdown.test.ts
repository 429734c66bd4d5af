import { describe, expect, it } from 'vitest';
import {
  countdownLeftMs,
  pauseCountdown,
  resumeCountdown,
  startCountdown,
} from './pausable-countdown';

describe('a pausable countdown', () => {
  it('runs down, stops while held, and goes on from where it stopped', () => {
    let countdown = startCountdown(4000, 1000);
    expect(countdownLeftMs(countdown, 2500)).toBe(2500);
    countdown = pauseCountdown(countdown, 2500);
    expect(countdownLeftMs(countdown, 9000)).toBe(2500);
    countdown = resumeCountdown(countdown, 9000);
    expect(countdownLeftMs(countdown, 10_000)).toBe(1500);
    expect(countdownLeftMs(countdown, 20_000)).toBe(0);
  });

  it('ignores a second pause or resume', () => {
    const paused = pauseCountdown(startCountdown(4000, 0), 1000);
    expect(pauseCountdown(paused, 3000)).toBe(paused);
    const running = resumeCountdown(paused, 2000);
    expect(resumeCountdown(running, 2500)).toBe(running);
  });
});
