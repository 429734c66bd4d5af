import { describe, expect, it } from 'vitest';
import { GoogleFlowError, readAuthCompletion } from './auth-completion';

const at = (search: string, hash = '') => ({ search, hash });

describe('reading /auth/complete', () => {
  it('finds a sign-in’s one-time code in the fragment', () => {
    expect(readAuthCompletion(at('', '#code=abc-123_x'), null)).toEqual({
      kind: 'signed-in',
      code: 'abc-123_x',
    });
    // The address is the proof, whatever this tab noted before leaving.
    expect(readAuthCompletion(at('', '#code=abc'), 'link')).toEqual({
      kind: 'signed-in',
      code: 'abc',
    });
  });

  it('reads a link’s success from ?linked=1', () => {
    expect(readAuthCompletion(at('?linked=1'), 'link')).toEqual({ kind: 'linked' });
    expect(readAuthCompletion(at('?linked=1'), null)).toEqual({ kind: 'linked' });
  });

  it('reads a failure and which flow failed', () => {
    expect(readAuthCompletion(at('?error=access_denied'), 'sign-in')).toEqual({
      kind: 'failed',
      flow: 'sign-in',
      error: 'access_denied',
    });
    expect(
      readAuthCompletion(at('?linked=1&error=account_already_linked_to_different_user'), null),
    ).toEqual({
      kind: 'failed',
      flow: 'link',
      error: 'account_already_linked_to_different_user',
    });
    expect(
      readAuthCompletion(at('?error=access_denied&error_description=The+user+said+no'), null),
    ).toMatchObject({ kind: 'failed', error: 'access_denied' });
  });

  it('tells a server failure without ?linked=1 by the flow this tab started', () => {
    expect(readAuthCompletion(at('?error=server_error'), 'link')).toEqual({
      kind: 'failed',
      flow: 'link',
      error: 'server_error',
    });
    expect(readAuthCompletion(at('?error=server_error'), 'sign-in')).toMatchObject({
      flow: 'sign-in',
    });
    // Nothing noted (storage blocked, another tab): a sign-in, the flow anyone can start.
    expect(readAuthCompletion(at('?error=server_error'), null)).toMatchObject({ flow: 'sign-in' });
  });

  it('puts a failure before a code, and an empty error is still one', () => {
    expect(readAuthCompletion(at('?error=state_mismatch', '#code=abc'), 'link')).toEqual({
      kind: 'failed',
      flow: 'sign-in',
      error: 'state_mismatch',
    });
    expect(readAuthCompletion(at('?error='), null)).toMatchObject({ kind: 'failed', error: '' });
  });

  it('finds nothing on a bare or cleaned address', () => {
    expect(readAuthCompletion(at(''), null)).toEqual({ kind: 'nothing' });
    expect(readAuthCompletion(at('', '#code='), 'sign-in')).toEqual({ kind: 'nothing' });
    expect(readAuthCompletion(at('?linked=0'), 'link')).toEqual({ kind: 'nothing' });
  });
});

describe('a failed flow’s error', () => {
  it('reads as the player’s text for its code, unknown codes as Unknown error', () => {
    expect(new GoogleFlowError('access_denied').message).toBe('Google sign-in was cancelled.');
    expect(new GoogleFlowError('access_denied').code).toBe('access_denied');
    expect(new GoogleFlowError('something_new').message).toBe('Unknown error');
    expect(new GoogleFlowError('').message).toBe('Unknown error');
  });
});
