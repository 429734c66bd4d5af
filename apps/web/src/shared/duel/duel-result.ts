/**
 * Fetching a fought duel, shared by the arena (the duel it just started) and the duel
 * feature (a replay): both get a DuelResult checked in full by the contract (in the
 * answer worker, like every answer), or an
 * UnreadableDuelError the screen can explain.
 *
 * Why the client refuses a duel it cannot parse instead of playing what it can: the
 * actions are the whole story of the fight, the animation and the battle log both fold
 * them, and the outcome is already decided on the server. A server on a newer protocol
 * version (DUEL_PROTOCOL_VERSION), or an action this client does not know, means the
 * client would show a fight that did not happen (health that jumps, a log that skips a
 * heal, a winner the bars contradict). So no part of it is played: the player is told
 * this version cannot show the duel and to reload, which brings the client that matches
 * the server (the app is a PWA: a stale cached client is the likely cause). The duel
 * itself is not lost: it counted on the server and stays there to replay.
 */
import { AnswerShapeError } from '@/lib/answer-parser';

export const UNREADABLE_DUEL_MESSAGE =
  'This version of the game cannot show this duel. Reload the page to update the game.';

/** The server answered with a duel this client cannot read (see the file comment). */
export class UnreadableDuelError extends Error {
  constructor(cause: Error) {
    super(UNREADABLE_DUEL_MESSAGE, { cause });
    this.name = 'UnreadableDuelError';
  }
}

/**
 * A call whose answer carries a fought duel's actions (a player's duel, or a replay), with
 * an answer that does not fit its schema turned into an UnreadableDuelError.
 */
export async function readFoughtDuel<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    // The player gets the plain message; whoever debugs gets what failed and where.
    console.warn('Unreadable duel', error.message);
    throw new UnreadableDuelError(error);
  }
}
