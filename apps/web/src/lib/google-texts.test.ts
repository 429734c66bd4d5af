import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import * as texts from './google-texts';
import * as snackbar from './snackbar-store';

afterEach(() => vi.restoreAllMocks());

describe('the texts of Google sign-in and linking', () => {
  it('are the product’s words, word for word', () => {
    expect(texts).toMatchObject({
      LOGIN_WITH_GOOGLE: 'Login with Google',
      LINK_WITH_GOOGLE: 'Link with Google',
      NOT_AUTHENTICATED: 'User is not authenticated',
      ACCOUNT_UPGRADED: 'Account upgraded successfully! Your progress is now saved.',
      GOOGLE_MESSAGE_MS: 5000,
    });
    expect(texts.signInFailedText('Google sign-in was cancelled.')).toBe(
      'Google Sign-In Failed: Google sign-in was cancelled.',
    );
    expect(texts.linkFailedText('Unknown error')).toBe('Failed to link with Google: Unknown error');
  });

  it('say a failure for 5 s, with its message or Unknown error, and log it', () => {
    const shown = vi.spyOn(snackbar, 'showSnackbar').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new ApiError(400, 'BAD_REQUEST', 'Provider not found');
    texts.showSignInFailure(refused);
    expect(logged).toHaveBeenCalledWith('Login failed', refused);
    expect(shown).toHaveBeenLastCalledWith('Google Sign-In Failed: Provider not found', {
      type: 'error',
      durationMs: 5000,
    });
    texts.showLinkFailure('not an error');
    expect(shown).toHaveBeenLastCalledWith('Failed to link with Google: Unknown error', {
      type: 'error',
      durationMs: 5000,
    });
  });
});
