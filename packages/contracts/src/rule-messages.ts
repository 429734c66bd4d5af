/**
 * The game's words for every refusal of a game rule: one table, keyed by the rule's code
 * (docs/RULES.md, "Moves" and "Error codes"). game-rules says what is wrong and with which
 * facts; this table alone says it to the player. The server answers a refusal with these
 * words (lib/rule-error-http.ts adds the HTTP status) and the web shows them for its own
 * checks, so a player reads the same sentence whichever side refused, and neither side
 * holds a copy of these texts or compares one. The texts the product quotes are binding
 * word for word; rule-messages.test.ts pins them.
 */
import {
  MIN_ALLOCATION,
  type Rarity,
  type RuleError,
  type RuleErrorCode,
  type RuleErrorOf,
  type Shortfall,
} from '@alchemy/game-rules';
import { countOf, formatInteger } from './format';

/** One entry per code: a code added in game-rules fails to compile here until it has words. */
type MessageTable = { [C in RuleErrorCode]: (error: RuleErrorOf<C>) => string };

/** '9 min 5 s', '42 s': a wait the player can read at a glance. */
function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const list = (names: readonly string[]): string => names.join(', ');

/** '2 common items, 1 rare item': the rarities a card's slots ask for. */
function rarityCounts(rarities: readonly Rarity[]): string {
  const counts = new Map<Rarity, number>();
  for (const rarity of rarities) counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
  return [...counts]
    .map(([rarity, count]) => `${count} ${rarity} item${count === 1 ? '' : 's'}`)
    .join(', ');
}

/** What the player was paying for, as the end of 'Not enough diamonds ...'. */
const PURPOSE_PHRASE: Record<Shortfall['purpose'], string> = {
  'buy-items': 'to buy this',
  'items-limit': 'for one more starting item',
  'improve-card': 'to improve this card',
  'ascend-card': 'to ascend this card',
  'market-purchase': 'to buy this card',
  exchange: 'for this offer',
  avatar: 'for a new avatar',
  hint: 'for a hint',
};

const CURRENCY_NAME: Record<Shortfall['currency'], string> = {
  credits: 'credits',
  diamonds: 'diamonds',
  magicDust: 'magic dust',
};

/** A shortfall the product does not word itself: what it was for, the price and the purse. */
function shortfall(error: Shortfall): string {
  const currency = CURRENCY_NAME[error.currency];
  return (
    `Not enough ${currency} ${PURPOSE_PHRASE[error.purpose]}: ` +
    `it costs ${formatInteger(error.needed)}, you have ${formatInteger(error.available)}.`
  );
}

const MESSAGES: MessageTable = {
  // Buying items into the lab is worded briefly, as the product asks.
  NOT_ENOUGH_CREDITS: (error) => {
    if (error.purpose === 'buy-items') return 'Not enough credits.';
    if (error.purpose === 'avatar') return 'You do not have enough gold to regenerate your avatar.';
    return shortfall(error);
  },
  NOT_ENOUGH_DIAMONDS: (error) => {
    if (error.purpose === 'ascend-card') return 'Not enough diamonds to ascend this card.';
    if (error.purpose === 'improve-card') return 'Not enough diamonds to improve this card.';
    return shortfall(error);
  },
  NOT_ENOUGH_MAGIC_DUST: shortfall,

  UNKNOWN_ELEMENT: ({ name, allowed }) =>
    allowed.length > 0
      ? `"${name}" is not a starting element. Choose from ${list(allowed)}.`
      : `"${name}" is not a starting element.`,
  ELEMENT_LOCKED: ({ name, unlockLevel }) => `${name} unlocks at level ${unlockLevel}.`,
  ELEMENT_TWICE: ({ name }) => `${name} is allocated twice: give it one amount.`,
  ALLOCATION_BELOW_MINIMUM: ({ name }) =>
    `Every unlocked element starts with at least ${MIN_ALLOCATION}: give ${name} more.`,
  ELEMENT_MISSING: ({ names }) =>
    `Every unlocked element needs a share of the starting items: ${list(names)} ${
      names.length === 1 ? 'has' : 'have'
    } none.`,
  ALLOCATION_TOTAL: ({ expected, actual }) =>
    `Allocate exactly ${expected} starting items; ${actual} are allocated now.`,

  NO_CRAFTING_GAME: () => 'You have no crafting game yet: start a new game.',
  RUN_OVER: () => 'This crafting game is over: start a new game to craft again.',
  ITEM_NOT_IN_RUN: () => 'That item is not part of this crafting game.',
  ITEM_IS_SECRET: () => 'This item is still a secret: discover it before using it.',
  ITEM_NOT_HELD: ({ itemName }) => `You have no ${itemName} left to craft with.`,
  SAME_ITEM: () => 'Pick two different items to combine.',
  NO_BUILDING_BLOCK: () => 'At least one item must be a building block',

  ITEM_NOT_DISCOVERED: () => 'Only items you have discovered can be bought for the lab.',
  AMOUNT_OUT_OF_RANGE: ({ max }) => `Buy between 1 and ${formatInteger(max)} at a time.`,

  ITEM_IN_USE: () => 'This item is already in use.',
  NO_SLOT_FOR_RARITY: () => 'No available slot for this item rarity.',
  SLOT_COUNT: ({ expected }) =>
    `A battle card at your level takes ${expected.length} items: ${rarityCounts(expected)}.`,
  ITEM_NOT_IN_LAB: () => 'That item is no longer in your lab.',
  RARITIES_MISMATCH: ({ expected }) =>
    `The items do not fit the slots: a battle card at your level takes ${rarityCounts(expected)}.`,

  CARD_NOT_FOUND: () => 'That battle card is not in your collection.',
  CARD_LISTED: () => 'Cannot select a card that is listed on the marketplace.',
  CARD_FULLY_ASCENDED: () => 'This card is already ascended: it cannot be improved further.',

  DUEL_SLOTS_FULL: () => 'All duel slots are filled.',
  DUEL_CARD_COUNT: ({ slots }) => `Please select ${countOf(slots, 'card')} to start the duel.`,
  DUEL_CARD_TWICE: () => 'A card can fill only one duel slot.',
  CARD_LEVEL_TOO_HIGH: ({ cardName, required, level }) =>
    `Card "${cardName}" requires user level ${required}. Your level is ${level}.`,
  // Also the arena's countdown line while the cooldown runs.
  DUEL_COOLDOWN: ({ seconds }) => `New battle begins in ${countOf(seconds, 'second')}.`,
  NO_DUEL: () => 'There is no duel waiting: come back to the arena for a new opponent.',
  RIVAL_ALREADY_CHOSEN: () =>
    'Your rival for this duel is chosen: fight them, or draw three new rivals.',
  RIVAL_REFRESH_LIMIT: ({ perDay }) =>
    `You have drawn new rivals ${countOf(perDay, 'time')} today: fight one of these, or come back tomorrow.`,

  NO_RACE_ATTEMPT: () => 'Start the race first: the clock starts at your first craft.',
  RACE_NOT_FOUND: () => 'There was no race on that day.',
  RACE_DAY_NOT_OVER: () => 'That race is still on: its paths open when the day turns.',

  MARKET_LOCKED: ({ requiredLevel, level }) =>
    `The market opens at level ${requiredLevel}. You are level ${level}.`,
  PRICE_OUT_OF_RANGE: ({ min, max }) =>
    `A price is a whole number from ${formatInteger(min)} to ${formatInteger(max)}.`,
  LISTING_NOT_FOUND: () => 'There is no such listing on the market.',
  NO_LONGER_FOR_SALE: () => 'This card is no longer for sale.',
  OWN_LISTING: () => 'This is your own listing: cancel it to take the card back.',
  OFFER_NOT_FOUND: () => 'That offer is no longer available.',
  USERNAME_REQUIRED: () => 'Please enter a username.',
  USERNAME_TOO_SHORT: ({ min }) => `A username has at least ${min} characters.`,
  USERNAME_TOO_LONG: ({ max }) => `A username has at most ${max} characters.`,
  USERNAME_INVISIBLE_CHARACTERS: () =>
    'A username cannot hold invisible characters: type letters or digits instead.',
  USERNAME_BAD_CHARACTERS: () => 'A username may use letters, digits, spaces, _ and - only.',
  USERNAME_LONE_MARK: () => 'An accent or mark belongs on a letter: it cannot stand alone.',
  USERNAME_TOO_MANY_MARKS: ({ max }) =>
    `A letter can carry at most ${countOf(max, 'accent or mark', 'accents or marks')}.`,
  USERNAME_NO_LETTER_OR_DIGIT: () => 'A username needs at least one letter or digit.',
  INVITE_SELF: () => 'You cannot invite yourself.',
  PLAYER_NOT_FOUND: () => 'There is no such player.',
  ALREADY_FRIENDS: () => 'You are already friends.',
  INVITATION_PENDING: () => 'An invitation between you two is already waiting for an answer.',
  TOO_MANY_INVITATIONS: ({ max }) =>
    `You have ${max} invitations waiting for an answer: wait for some before sending more.`,
  INVITATION_NOT_FOUND: () => 'This invitation does not exist. It might be invalid or expired.',
  OWN_INVITATION: () => 'This is your own invitation link: share it with a friend.',
  INVITATION_ANSWERED: () => 'This invitation has already been answered.',
  DAILY_LIMIT_REACHED: ({ limit }) =>
    `You have bought this offer ${limit === 1 ? 'once' : `${limit} times`} today: come back tomorrow.`,
  HINT_ON_COOLDOWN: ({ seconds }) =>
    `Your next free hint is ready in ${formatWait(seconds)}: wait, or pay diamonds for one now.`,
  NO_HINT_AVAILABLE: () =>
    'Nothing new can be made from the items you hold: start a new game to find more.',
  GOAL_NOT_FOUND: () => 'There is no such goal among yours.',
  GOAL_NOT_DONE: ({ progress, target }) =>
    `Finish this goal first: ${formatInteger(progress)} of ${formatInteger(target)} done.`,
  GOAL_EXPIRED: () => "This goal was for an earlier day: today's goals are waiting.",
  COLLECTION_NOT_FOUND: () => 'There is no such collection in the Codex.',
  COLLECTION_NOT_REACHED: ({ family, percent, discovered, needed }) =>
    `${family} pays at ${percent}% with ${countOf(needed, 'item')} discovered; you have ${formatInteger(discovered)}.`,
  TITLE_NOT_EARNED: ({ name }) => `Earn the achievement ${name} to show its title.`,
};

function messageOf<C extends RuleErrorCode>(code: C, error: RuleErrorOf<C>): string {
  const format: (error: RuleErrorOf<C>) => string = MESSAGES[code];
  return format(error);
}

/** The player's words for a rule's refusal. */
export function ruleMessage(error: RuleError): string {
  return messageOf(error.code, error);
}

/**
 * The short form of a shortfall, under a disabled Buy or Purchase: 'Needs 250 credits, you
 * have 75'. The sentence of the same refusal is ruleMessage's.
 */
export function shortfallNote(error: Shortfall): string {
  const currency = CURRENCY_NAME[error.currency];
  return `Needs ${formatInteger(error.needed)} ${currency}, you have ${formatInteger(error.available)}`;
}
