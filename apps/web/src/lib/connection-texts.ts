/**
 * What the game says about its connection (docs/RULES.md, "Client timings and texts"): the
 * banner's words for each state, and the words for a write that could not be made. A write
 * refused for the connection changed nothing, and the text says so with what it was.
 */
import { connectionFailure } from './api-error';
import type { ConnectionState } from './connection-status';

export const BREATHING_TITLE = 'The game is catching its breath';
export const OFFLINE_TITLE = 'You are offline';
export const UNREACHABLE_TITLE = 'The game server cannot be reached';

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

/**
 * The words for a write that met a connection failure, with what did not happen
 * ('nothing was crafted'), or null when the failure was an answer of the server's.
 */
export function unsentWriteText(error: unknown, nothingHappened: string): string | null {
  switch (connectionFailure(error)) {
    case 'offline':
      return `You are offline: ${nothingHappened}.`;
    case 'unreachable':
      return `The game server could not be reached: ${nothingHappened}.`;
    case 'breathing':
      return `${BREATHING_TITLE}: ${nothingHappened}. Try again in a moment.`;
    case null:
      return null;
  }
}
