/**
 * The server's one table from a game rule's refusal (a RuleError of @alchemy/game-rules)
 * to an HTTP answer: the status for each code. The words are the game's one text table
 * (`ruleMessage` of @alchemy/contracts), the same the web shows for its own checks: the
 * product has the client show the server's message for several calls (lab crafting,
 * buying items), so one table keeps both sides saying the same thing. The client branches
 * on the code, never on the words. docs/RULES.md, "Error codes", lists every code.
 */
import type { Result, RuleError, RuleErrorCode } from '@alchemy/game-rules';
import { refusalDetails, ruleMessage } from '@alchemy/contracts';
import { AppError } from './app-error';

/**
 * 400: the request asks for something the rules refuse. 403: a part of the game the
 * player's level has not opened yet. 404: a thing the player does not have (another player's is reported the same way, so its existence is not revealed).
 * 409: the thing is in a state that forbids it now. 429: wait, then ask again.
 */
export const RULE_ERROR_STATUS: Record<RuleErrorCode, 400 | 403 | 404 | 409 | 429> = {
  NOT_ENOUGH_CREDITS: 400,
  NOT_ENOUGH_DIAMONDS: 400,
  NOT_ENOUGH_MAGIC_DUST: 400,
  UNKNOWN_ELEMENT: 400,
  ELEMENT_LOCKED: 400,
  ELEMENT_TWICE: 400,
  ALLOCATION_BELOW_MINIMUM: 400,
  ELEMENT_MISSING: 400,
  ALLOCATION_TOTAL: 400,
  NO_CRAFTING_GAME: 404,
  RUN_OVER: 409,
  ITEM_NOT_IN_RUN: 404,
  ITEM_IS_SECRET: 400,
  ITEM_NOT_HELD: 400,
  SAME_ITEM: 400,
  NO_BUILDING_BLOCK: 400,
  ITEM_NOT_DISCOVERED: 404,
  AMOUNT_OUT_OF_RANGE: 400,
  ITEM_IN_USE: 400,
  NO_SLOT_FOR_RARITY: 400,
  SLOT_COUNT: 400,
  ITEM_NOT_IN_LAB: 404,
  RARITIES_MISMATCH: 400,
  CARD_NOT_FOUND: 404,
  CARD_LISTED: 409,
  CARD_FULLY_ASCENDED: 409,
  DUEL_SLOTS_FULL: 400,
  DUEL_CARD_COUNT: 400,
  DUEL_CARD_TWICE: 400,
  CARD_LEVEL_TOO_HIGH: 400,
  DUEL_COOLDOWN: 429,
  NO_DUEL: 404,
  RIVAL_ALREADY_CHOSEN: 409,
  RIVAL_REFRESH_LIMIT: 429,
  NO_RACE_ATTEMPT: 409,
  RACE_NOT_FOUND: 404,
  RACE_DAY_NOT_OVER: 409,
  MARKET_LOCKED: 403,
  PRICE_OUT_OF_RANGE: 400,
  LISTING_NOT_FOUND: 404,
  NO_LONGER_FOR_SALE: 409,
  OWN_LISTING: 400,
  OFFER_NOT_FOUND: 404,
  DAILY_LIMIT_REACHED: 409,
  USERNAME_REQUIRED: 400,
  USERNAME_TOO_SHORT: 400,
  USERNAME_TOO_LONG: 400,
  USERNAME_INVISIBLE_CHARACTERS: 400,
  USERNAME_BAD_CHARACTERS: 400,
  USERNAME_LONE_MARK: 400,
  USERNAME_TOO_MANY_MARKS: 400,
  USERNAME_NO_LETTER_OR_DIGIT: 400,
  INVITE_SELF: 400,
  PLAYER_NOT_FOUND: 404,
  ALREADY_FRIENDS: 400,
  INVITATION_PENDING: 400,
  TOO_MANY_INVITATIONS: 400,
  INVITATION_NOT_FOUND: 404,
  OWN_INVITATION: 400,
  INVITATION_ANSWERED: 409,
  HINT_ON_COOLDOWN: 409,
  NO_HINT_AVAILABLE: 409,
  GOAL_NOT_FOUND: 404,
  GOAL_NOT_DONE: 409,
  GOAL_EXPIRED: 409,
  COLLECTION_NOT_FOUND: 404,
  COLLECTION_NOT_REACHED: 409,
  TITLE_NOT_EARNED: 409,
};

/** The AppError that answers a refusal. */
export function ruleFailure(error: RuleError): AppError {
  return new AppError(
    RULE_ERROR_STATUS[error.code],
    error.code,
    ruleMessage(error),
    refusalDetails(error),
  );
}

/** The move's value, or the HTTP refusal thrown. */
export function orRefuse<T>(result: Result<T, RuleError>): T {
  if (result.ok) return result.value;
  throw ruleFailure(result.error);
}
