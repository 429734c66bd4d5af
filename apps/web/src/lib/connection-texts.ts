/**
 * What the banner says about the connection (docs/RULES.md, "Client timings and texts"),
 * for each state. The words for a write the connection stopped are lib/api-error.ts's
 * (unsentWriteText), which every screen's first download has.
 */
import { BREATHING_TITLE } from './api-error';
import type { ConnectionState } from './connection-status';

const OFFLINE_TITLE = 'You are offline';
const UNREACHABLE_TITLE = 'The game server cannot be reached';

export interface BannerText {
  title: string;
  detail: string;
}

/** '3 s' while waiting, 'now' once the wait is over. */
function inSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds <= 0 ? 'now' : `in ${seconds} s`;
}

/** The banner's words, or null when the connection is fine. */
export function bannerText(state: ConnectionState, nowMs: number): BannerText | null {
  switch (state.kind) {
    case 'online':
      return null;
    case 'offline':
      return {
        title: OFFLINE_TITLE,
        detail:
          'You see the game as it last was. It catches up by itself when the network is back.',
      };
    case 'unreachable':
      return {
        title: UNREACHABLE_TITLE,
        detail: 'Trying again by itself. Nothing you did is lost.',
      };
    case 'breathing':
      return {
        title: BREATHING_TITLE,
        detail: `Back in a moment: trying again ${inSeconds(state.retryAt - nowMs)}.`,
      };
  }
}
