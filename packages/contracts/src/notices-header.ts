/**
 * The header of game notices (notices.ts), alone in its module: the web client reads it on
 * every answer, and the first screens must not load the notices' reader with it.
 */
export const GAME_NOTICES_HEADER = 'x-game-notices';
