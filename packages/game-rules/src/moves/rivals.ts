/**
 * Choosing a rival and drawing three new ones (docs/RULES.md, "Three rivals"): the choice is
 * fixed until the duel is fought or the rivals are drawn again, and new draws are limited
 * per game day.
 */
import { err, ok, type Result } from '../result';
import { rivalRefreshesLeft, RIVAL_REFRESHES_PER_DAY, type RivalKind } from '../duel/rivals';

/** Another rival was chosen already for this duel: the choice stands until it is fought. */
export type RivalChoiceError = { code: 'RIVAL_ALREADY_CHOSEN'; chosen: RivalKind };

/** Every new draw of the day is used; the next day brings more. */
export type RivalRefreshError = { code: 'RIVAL_REFRESH_LIMIT'; perDay: number };

/**
 * Whether the player may choose `wanted`: yes when nothing was chosen yet, and again (no
 * change) when it is the rival already chosen, so a repeated tap is harmless.
 */
export function checkRivalChoice(
  chosen: RivalKind | null,
  wanted: RivalKind,
): Result<{ changed: boolean }, RivalChoiceError> {
  if (chosen === null) return ok({ changed: true });
  if (chosen === wanted) return ok({ changed: false });
  return err({ code: 'RIVAL_ALREADY_CHOSEN', chosen });
}

export function checkRivalRefresh(usedToday: number): Result<void, RivalRefreshError> {
  return rivalRefreshesLeft(usedToday) > 0
    ? ok(undefined)
    : err({ code: 'RIVAL_REFRESH_LIMIT', perDay: RIVAL_REFRESHES_PER_DAY });
}
