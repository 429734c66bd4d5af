import { unsentWriteText } from './api-error';
import { showSnackbar } from './snackbar-store';
import { playRefusedSound } from './sound';

/** A write the connection stopped stays on screen as long as the other failures. */
const UNSENT_WRITE_MS = 5000;

/**
 * Says, with a sound, that a write the connection stopped changed nothing ('You are
 * offline: nothing was bought.'). Returns false, and says nothing, when the failure was an
 * answer of the server's, which the caller words.
 */
export function showUnsentWrite(error: unknown, nothingHappened: string): boolean {
  const text = unsentWriteText(error, nothingHappened);
  if (!text) return false;
  playRefusedSound();
  showSnackbar(text, { type: 'error', durationMs: UNSENT_WRITE_MS });
  return true;
}
