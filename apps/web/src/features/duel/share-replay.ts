import { showSnackbar } from '@/lib/snackbar-store';

const REPLAY_COPIED = 'Replay link copied to clipboard!';
const REPLAY_SHARED = 'Replay link shared!';

/** A shared replay's address: public by design, its id opens that fight and nothing else. */
function replayLink(replayId: string): string {
  return `${window.location.origin}/replay/${encodeURIComponent(replayId)}`;
}

/**
 * 'Share replay': the device's share sheet where there is one (phones), else the clipboard;
 * when neither works the link is shown to copy by hand.
 */
export async function shareReplay(replayId: string, title: string): Promise<void> {
  const link = replayLink(replayId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: link });
      showSnackbar(REPLAY_SHARED, { type: 'success' });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    showSnackbar(REPLAY_COPIED, { type: 'success' });
  } catch (error) {
    console.warn('Clipboard unavailable', error);
    showSnackbar(`Copy this replay link: ${link}`, { type: 'info', durationMs: 8000 });
  }
}
