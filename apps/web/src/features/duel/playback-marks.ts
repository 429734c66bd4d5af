/**
 * User timing marks around the fight proper (first action to the end), set by the playback
 * and read by the playback benchmark (scripts/bench/playback.ts) to tell the fight from the
 * screen coming in and the result going up.
 */
export const PLAYBACK_START_MARK = 'duel-playback-start';
export const PLAYBACK_END_MARK = 'duel-playback-end';
