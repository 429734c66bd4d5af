import { describe, expect, it } from 'vitest';
import { ApiError, NoAnswerError, retryAfterMs } from './api-error';
import { MAX_RETRY_MS, readRetryDelayMs, shouldRetryRead } from './query-retry';

const breathing = (wait: number | null) => new ApiError(503, 'SERVICE_UNAVAILABLE', 'Away', wait);

describe('a failed read', () => {
  it('is asked again, however often, while the connection is what failed', () => {
    for (const error of [new NoAnswerError(true), new NoAnswerError(false), breathing(2000)]) {
      expect(shouldRetryRead(50, error)).toBe(true);
    }
    expect(shouldRetryRead(50, new ApiError(502, 'INTERNAL', 'Bad gateway'))).toBe(true);
  });

  it('is never asked again after a refusal, and twice after a crash', () => {
    expect(shouldRetryRead(0, new ApiError(404, 'NOT_FOUND', 'No'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(401, 'UNAUTHORIZED', 'No'))).toBe(false);
    const crash = new ApiError(500, 'INTERNAL', 'Oops');
    expect([0, 1, 2].map((count) => shouldRetryRead(count, crash))).toEqual([true, true, false]);
  });

  it('waits what the server asked, or a doubling wait up to 8 s', () => {
    expect(readRetryDelayMs(1, breathing(3000))).toBe(3000);
    expect([1, 2, 3, 4, 5, 9].map((count) => readRetryDelayMs(count, null))).toEqual([
      1000,
      2000,
      4000,
      MAX_RETRY_MS,
      MAX_RETRY_MS,
      MAX_RETRY_MS,
    ]);
  });
});

describe('Retry-After', () => {
  it('reads whole seconds and nothing else', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(' 2 ')).toBe(2000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterMs('-1')).toBeNull();
  });
});
