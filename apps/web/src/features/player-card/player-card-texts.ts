/** The words of a player's public card (/player/{playerId}). */
import { PlayerIdSchema } from '@alchemy/contracts';
import { ApiError } from '@/lib/api-error';

export const PLAYER_CARD = 'Player card';
export const PLAY = 'Play Alchemy Arena';
export const LOADING_CARD = 'Opening the player card…';
export const CARD_NOT_FOUND = 'There is no player behind this link.';
export const CARD_FAILED = 'The player card could not be loaded. Please try again.';
export const CARD_PROBLEM = 'No such player';
export const NO_TITLE = 'Alchemist';
export const PITCH = 'Craft items, forge battle cards and duel in the arena.';

/** Whether a link's id can be a player's at all (otherwise the API is not asked). */
export function isPlayerId(id: string): boolean {
  return PlayerIdSchema.safeParse(id).success;
}

/** What the card says when it did not load. */
export function cardFailureText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? CARD_NOT_FOUND : CARD_FAILED;
}

/** 'Best race streak: 1 day', '9 days'. */
export function streakText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
