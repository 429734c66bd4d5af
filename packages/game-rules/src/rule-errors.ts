/**
 * Every way a move can refuse, as one union of error objects keyed by `code`, and the list
 * of those codes. The server maps each code to an HTTP status and a message in one table
 * (apps/server/src/lib/rule-error-http.ts); the words for each code are one table shared by
 * both (packages/contracts/src/rule-messages.ts). Neither side ever compares English text.
 */
import type { Shortfall } from './moves/afford';
import type { AllocationError } from './moves/allocation';
import type { CardStepError } from './moves/card-step';
import type { CraftPairError, RunStateError } from './moves/craft-pair';
import type {
  DuelCooldownError,
  DuelPlacementError,
  DuelStartError,
  NoDuelError,
} from './moves/duel-selection';
import type { ExchangeError } from './moves/exchange';
import type { CollectionClaimError, GoalClaimError, TitleError } from './moves/goals';
import type { HintCooldownError, NoHintError } from './moves/hints';
import type { AcceptLinkError, AnswerError, InviteError } from './moves/friends';
import type { ItemPurchaseError, LabItemPurgeError } from './moves/lab-items';
import type { LabCraftError, SlotPlacementError } from './moves/lab-slots';
import type { CancelError, ListingError, PurchaseError } from './moves/market';
import type { UsernameError } from './moves/profile';
import type { RivalChoiceError, RivalRefreshError } from './moves/rivals';
import type { NoRaceAttemptError, RaceDayError } from './race/race-moves';

export type RuleError =
  | Shortfall
  | AllocationError
  | CraftPairError
  | RunStateError
  | SlotPlacementError
  | LabCraftError
  | ItemPurchaseError
  | LabItemPurgeError
  | CardStepError
  | DuelPlacementError
  | DuelStartError
  | DuelCooldownError
  | NoDuelError
  | ListingError
  | PurchaseError
  | CancelError
  | ExchangeError
  | UsernameError
  | InviteError
  | AcceptLinkError
  | AnswerError
  | HintCooldownError
  | NoHintError
  | GoalClaimError
  | CollectionClaimError
  | TitleError
  | RivalChoiceError
  | RivalRefreshError
  | NoRaceAttemptError
  | RaceDayError;

export type RuleErrorCode = RuleError['code'];

/**
 * The error of one code, with the facts its message needs. (Not a plain Extract: a
 * shortfall is one shape whose code names the currency, so it matches any of its codes.)
 */
export type RuleErrorOf<C extends RuleErrorCode> = RuleError extends infer E
  ? E extends { code: infer K }
    ? C extends K
      ? E
      : never
    : never
  : never;

export const RULE_ERROR_CODES = [
  'NOT_ENOUGH_CREDITS',
  'NOT_ENOUGH_DIAMONDS',
  'NOT_ENOUGH_MAGIC_DUST',
  'UNKNOWN_ELEMENT',
  'ELEMENT_LOCKED',
  'ELEMENT_TWICE',
  'ALLOCATION_BELOW_MINIMUM',
  'ELEMENT_MISSING',
  'ALLOCATION_TOTAL',
  'NO_CRAFTING_GAME',
  'RUN_OVER',
  'ITEM_NOT_IN_RUN',
  'ITEM_IS_SECRET',
  'ITEM_NOT_HELD',
  'SAME_ITEM',
  'NO_BUILDING_BLOCK',
  'ITEM_NOT_DISCOVERED',
  'AMOUNT_OUT_OF_RANGE',
  'ITEM_IN_USE',
  'NO_SLOT_FOR_RARITY',
  'SLOT_COUNT',
  'ITEM_NOT_IN_LAB',
  'RARITIES_MISMATCH',
  'CARD_NOT_FOUND',
  'CARD_LISTED',
  'CARD_FULLY_ASCENDED',
  'DUEL_SLOTS_FULL',
  'DUEL_CARD_COUNT',
  'DUEL_CARD_TWICE',
  'CARD_LEVEL_TOO_HIGH',
  'DUEL_COOLDOWN',
  'NO_DUEL',
  'MARKET_LOCKED',
  'PRICE_OUT_OF_RANGE',
  'LISTING_NOT_FOUND',
  'NO_LONGER_FOR_SALE',
  'OWN_LISTING',
  'OFFER_NOT_FOUND',
  'DAILY_LIMIT_REACHED',
  'USERNAME_REQUIRED',
  'USERNAME_TOO_SHORT',
  'USERNAME_TOO_LONG',
  'USERNAME_INVISIBLE_CHARACTERS',
  'USERNAME_BAD_CHARACTERS',
  'USERNAME_LONE_MARK',
  'USERNAME_TOO_MANY_MARKS',
  'USERNAME_NO_LETTER_OR_DIGIT',
  'INVITE_SELF',
  'PLAYER_NOT_FOUND',
  'ALREADY_FRIENDS',
  'INVITATION_PENDING',
  'TOO_MANY_INVITATIONS',
  'INVITATION_NOT_FOUND',
  'OWN_INVITATION',
  'INVITATION_ANSWERED',
  'HINT_ON_COOLDOWN',
  'NO_HINT_AVAILABLE',
  'GOAL_NOT_FOUND',
  'GOAL_NOT_DONE',
  'GOAL_EXPIRED',
  'COLLECTION_NOT_FOUND',
  'COLLECTION_NOT_REACHED',
  'TITLE_NOT_EARNED',
  'RIVAL_ALREADY_CHOSEN',
  'RIVAL_REFRESH_LIMIT',
  'NO_RACE_ATTEMPT',
  'RACE_NOT_FOUND',
  'RACE_DAY_NOT_OVER',
] as const satisfies readonly RuleErrorCode[];

// Both ways: a code added to the union but not to the list fails to compile here.
type Missing = Exclude<RuleErrorCode, (typeof RULE_ERROR_CODES)[number]>;
const everyCodeListed: [Missing] extends [never] ? true : Missing = true;
void everyCodeListed;

export function isRuleErrorCode(code: string): code is RuleErrorCode {
  return (RULE_ERROR_CODES as readonly string[]).includes(code);
}
