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

  it('takes the code for a bare status from the contract', () => {
    expect(toApiError(503, null).code).toBe('SERVICE_UNAVAILABLE');
    expect(toApiError(413, null).code).toBe('PAYLOAD_TOO_LARGE');
    expect(toApiError(429, { message: 'Slow down' }).code).toBe('RATE_LIMITED');
  });

  it('keeps a rule’s own code', () => {
    const error = toApiError(400, { error: 'Not enough credits.', code: 'NOT_ENOUGH_CREDITS' });
    expect(error.code).toBe('NOT_ENOUGH_CREDITS');
  });
});

describe('errorMessage', () => {
  it('uses the message or says Unknown error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
    expect(errorMessage('nope')).toBe('Unknown error');
  });
});
