/**
 * Fetching a fought duel, shared by the arena (the duel it just started) and the duel
 * feature (a replay): both get a DuelResult checked in full by the contract, or an
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
import { DuelResultSchema, type DuelResult } from '@alchemy/contracts';
import { ZodError, type z } from 'zod';
import { apiRequest, type ApiRequest } from '@/lib/api-client';

export const UNREADABLE_DUEL_MESSAGE =
  'This version of the game cannot show this duel. Reload the page to update the game.';

/** The server answered with a duel this client cannot read (see the file comment). */
export class UnreadableDuelError extends Error {
  constructor(cause: ZodError) {
    super(UNREADABLE_DUEL_MESSAGE, { cause });
    this.name = 'UnreadableDuelError';
  }
}

/** apiRequest with DuelResultSchema, for the calls that answer with a fought duel. */
export function requestDuelResult(
  request: Omit<ApiRequest<DuelResult>, 'schema'>,
): Promise<DuelResult> {
  return requestFoughtDuel(request, DuelResultSchema);
}

/** apiRequest for any answer that carries a fought duel's actions: a player's, or a replay. */
export async function requestFoughtDuel<T>(
  request: Omit<ApiRequest<T>, 'schema'>,
  schema: z.ZodType<T>,
): Promise<T> {
  try {
    return await apiRequest({ ...request, schema });
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    // The player gets the plain message; whoever debugs gets what failed and where.
    console.warn('Unreadable duel', error.issues);
    throw new UnreadableDuelError(error);
  }
}
