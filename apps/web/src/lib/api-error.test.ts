import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps the server error and code', () => {
    const error = toApiError(404, { error: 'No profile yet', code: 'PROFILE_NOT_FOUND' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('PROFILE_NOT_FOUND');
    expect(error.message).toBe('No profile yet');
  });

  it('keeps a better-auth message', () => {
    const error = toApiError(400, { message: 'Anonymous users cannot sign in again' });
    expect(error.message).toBe('Anonymous users cannot sign in again');
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('falls back to the status when the body is not JSON', () => {
    const error = toApiError(502, null);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Request failed with status 502');
  });
});

describe('errorMessage', () => {
  it('uses the message or says Unknown error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage('nope')).toBe('Unknown error');
  });
});
