import { Component, type ReactNode } from 'react';
import { SplashGone } from './splash-gone';

const RELOADED_AT_KEY = 'alchemy-arena.chunk-reload-at';
/** One reload per this window: a second failure right after is not a stale page. */
const RELOAD_WINDOW_MS = 10_000;

/**
 * Screens are lazy chunks (router.tsx). A tab opened before a deploy asks for chunk files
 * the new build no longer has, and the import fails: reloading fetches the new build's
 * page and chunks. One reload only, so a failure that persists does not loop.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to load', error);
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last > RELOAD_WINDOW_MS) {
        sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
        window.location.reload();
      }
    } catch {
      // No storage: no reload either, rather than risk a loop.
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <SplashGone /> : this.props.children;
  }
}
