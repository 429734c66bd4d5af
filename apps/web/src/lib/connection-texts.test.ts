import { describe, expect, it } from 'vitest';

import { connectionStateOf } from './connection-status';
import { ApiError, BREATHING_TITLE, NoAnswerError, unsentWriteText } from './api-error';
import { bannerText } from './connection-texts';

describe('the connection banner', () => {
  it('puts the device’s word first, then what the server did', () => {
    expect(connectionStateOf(false, { kind: 'unreachable' })).toEqual({ kind: 'offline' });
    expect(connectionStateOf(true, null)).toEqual({ kind: 'online' });
    expect(connectionStateOf(true, { kind: 'breathing', retryAt: 9 })).toEqual({
      kind: 'breathing',
      retryAt: 9,
    });
  });

  it('says nothing online, and counts down a 503’s wait', () => {
    expect(bannerText({ kind: 'online' }, 0)).toBeNull();
    expect(bannerText({ kind: 'offline' }, 0)?.title).toBe('You are offline');
    const breathing = { kind: 'breathing', retryAt: 10_000 } as const;
    expect(bannerText(breathing, 7_200)).toEqual({
      title: 'The game is catching its breath',
      detail: 'Back in a moment: trying again in 3 s.',
    });
    expect(bannerText(breathing, 12_000)?.detail).toBe('Back in a moment: trying again now.');
  });
});

describe('a write the connection stopped', () => {
  it('says what did not happen, by the cause', () => {
    expect(unsentWriteText(new NoAnswerError(true), 'nothing was crafted')).toBe(
      'You are offline: nothing was crafted.',
    );
    expect(unsentWriteText(new NoAnswerError(false), 'nothing was bought')).toBe(
      'The game server could not be reached: nothing was bought.',
    );
    expect(
      unsentWriteText(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Away', 2000), 'nothing was sold'),
    ).toBe(`${BREATHING_TITLE}: nothing was sold. Try again in a moment.`);
  });

  it('leaves the server’s answers to the screen', () => {
    expect(unsentWriteText(new ApiError(400, 'NOT_ENOUGH_CREDITS', 'No'), 'x')).toBeNull();
    expect(unsentWriteText(new ApiError(500, 'INTERNAL', 'Oops'), 'x')).toBeNull();
    expect(unsentWriteText(new Error('parse'), 'x')).toBeNull();
  });
});
