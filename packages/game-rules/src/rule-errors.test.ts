import { describe, expect, it } from 'vitest';
import { SEED_ITEMS } from './crafting';
import {
  checkAcceptLink,
  checkAfford,
  checkAllocation,
  checkAnswer,
  checkCancel,
  checkCardStep,
  checkCollectionClaim,
  checkCraftPair,
  checkDuelCooldown,
  checkDuelStart,
  checkExchangePurchase,
  checkGoalClaim,
  checkHint,
  checkInvite,
  checkItemPurchase,
  checkLabCraft,
  checkListing,
  checkPurchase,
  checkRunOpen,
  checkTitleChoice,
  checkUsername,
  placeDuelCard,
  placeInLabSlot,
  SHORTFALL_CODE,
} from './moves/index';
import { checkRivalChoice, checkRivalRefresh } from './moves/rivals';
import { checkRaceAttemptOpen, checkRaceDayOver } from './race/race-moves';
import { RIVAL_REFRESHES_PER_DAY } from './duel/rivals';
import type { Result } from './result';
import {
  isRuleErrorCode,
  RULE_ERROR_CODES,
  type RuleError,
  type RuleErrorCode,
  type RuleErrorOf,
} from './rule-errors';

const none = { credits: 0, diamonds: 0, magicDust: 0 };
const hint = {
  paid: false,
  lastFreeHintAtMs: null,
  nowMs: 0,
  balances: none,
  held: [
    { id: 'fire', quantity: 1, isBuildingBlock: true },
    { id: 'water', quantity: 1, isBuildingBlock: true },
  ],
  recipes: [{ itemA: 'fire', itemB: 'water', resultId: 'steam' }],
  discovered: new Set<string>(),
  seed: 1,
};
const elements = SEED_ITEMS.map(({ name, level }) => ({ name, unlockLevel: level }));
const block = { id: 'fire', name: 'Fire', quantity: 1, isBuildingBlock: true, isSecret: false };
const crafted = {
  id: 'steam',
  name: 'Steam',
  quantity: 1,
  isBuildingBlock: false,
  isSecret: false,
};
const card = { quality: 'poor' as const, isAscended: false, isListed: false, level: 1 };
const ember = { id: 'ember', rarity: 'common' as const };
const duelCard = { id: 'fox', name: 'Ember Fox', requiredLevel: 1, isListed: false };
const listing = {
  sellerId: 'seller',
  status: 'active' as const,
  price: 1000,
  currency: 'magicDust' as const,
};
const offer = {
  currencyToSell: 'diamonds' as const,
  amountToSell: 10,
  priceCurrency: 'credits' as const,
  priceAmount: 2000,
  dailyLimit: 3,
};
const unlisted = { isListed: false };
const invite = {
  fromId: 'me',
  toId: 'friend',
  target: { id: 'target' },
  areFriends: false,
  pendingBetween: false,
  pendingFromSender: 0,
};
const declined = { toId: 'me', status: 'declined' as const };
const goal = { day: 10, target: 6, progress: 6, claimed: false, reward: none };
const flora = { family: 'Flora', percent: 25 as const, total: 40, discovered: 10, claimed: false };

// NO_DUEL is the server's answer when no duel is waiting, RACE_NOT_FOUND when no race was
// stored for a day: states, not moves, refuse with them.
type MoveCode = Exclude<RuleErrorCode, 'NO_DUEL' | 'RACE_NOT_FOUND'>;

/** One move call per code that refuses with it; the Record makes a forgotten code a type error. */
const REFUSALS: Record<MoveCode, () => Result<unknown, RuleError>> = {
  NOT_ENOUGH_CREDITS: () => checkAfford(none, { currency: 'credits', amount: 1 }, 'buy-items'),
  NOT_ENOUGH_DIAMONDS: () => checkCardStep(card, none),
  NOT_ENOUGH_MAGIC_DUST: () =>
    checkPurchase({ level: 3, buyerId: 'buyer', listing, balances: none }),
  UNKNOWN_ELEMENT: () => checkAllocation(elements, 1, 8, [{ name: 'Mud', allocate: 8 }]),
  ELEMENT_LOCKED: () => checkAllocation(elements, 1, 8, [{ name: 'Steel', allocate: 8 }]),
  ELEMENT_TWICE: () =>
    checkAllocation(elements, 1, 8, [
      { name: 'Fire', allocate: 4 },
      { name: 'Fire', allocate: 4 },
    ]),
  ALLOCATION_BELOW_MINIMUM: () => checkAllocation(elements, 1, 8, [{ name: 'Fire', allocate: 0 }]),
  ELEMENT_MISSING: () => checkAllocation(elements, 1, 8, [{ name: 'Fire', allocate: 8 }]),
  ALLOCATION_TOTAL: () =>
    checkAllocation(elements, 1, 8, [
      { name: 'Fire', allocate: 1 },
      { name: 'Water', allocate: 1 },
    ]),
  NO_CRAFTING_GAME: () => checkRunOpen(null),
  RUN_OVER: () => checkRunOpen({ isOver: true }),
  ITEM_NOT_IN_RUN: () => checkCraftPair(undefined, block),
  ITEM_IS_SECRET: () => checkCraftPair({ ...crafted, isSecret: true }, block),
  ITEM_NOT_HELD: () => checkCraftPair({ ...crafted, quantity: 0 }, block),
  SAME_ITEM: () => checkCraftPair(block, block),
  NO_BUILDING_BLOCK: () => checkCraftPair(crafted, { ...crafted, id: 'mud', name: 'Mud' }),
  ITEM_NOT_DISCOVERED: () => checkItemPurchase(null, 1, none),
  AMOUNT_OUT_OF_RANGE: () => checkItemPurchase({ rarity: 'common' }, 0, none),
  ITEM_IN_USE: () => placeInLabSlot([{ rarity: 'common', item: ember }], ember),
  NO_SLOT_FOR_RARITY: () => placeInLabSlot([], ember),
  SLOT_COUNT: () => checkLabCraft(1, [], []),
  ITEM_NOT_IN_LAB: () => checkLabCraft(1, ['a', 'b', 'c'], []),
  RARITIES_MISMATCH: () =>
    checkLabCraft(
      1,
      ['a', 'b', 'c'],
      [
        { id: 'a', rarity: 'common', quantity: 1 },
        { id: 'b', rarity: 'common', quantity: 1 },
        { id: 'c', rarity: 'rare', quantity: 1 },
      ],
    ),
  CARD_NOT_FOUND: () => checkDuelStart({ slotCount: 1, cardIds: ['fox'], owned: [], level: 1 }),
  CARD_LISTED: () => checkCardStep({ ...card, isListed: true }, none),
  CARD_FULLY_ASCENDED: () => checkCardStep({ ...card, isAscended: true }, none),
  DUEL_SLOTS_FULL: () => placeDuelCard([], duelCard),
  DUEL_CARD_COUNT: () => checkDuelStart({ slotCount: 1, cardIds: [], owned: [], level: 1 }),
  DUEL_CARD_TWICE: () =>
    checkDuelStart({ slotCount: 2, cardIds: ['fox', 'fox'], owned: [duelCard], level: 1 }),
  CARD_LEVEL_TOO_HIGH: () =>
    checkDuelStart({
      slotCount: 1,
      cardIds: ['fox'],
      owned: [{ ...duelCard, requiredLevel: 5 }],
      level: 1,
    }),
  DUEL_COOLDOWN: () => checkDuelCooldown(1_000, 0),
  MARKET_LOCKED: () =>
    checkListing({ level: 2, card: unlisted, price: 1000, currency: 'magicDust' }),
  PRICE_OUT_OF_RANGE: () =>
    checkListing({ level: 3, card: unlisted, price: 0, currency: 'magicDust' }),
  LISTING_NOT_FOUND: () => checkCancel({ playerId: 'buyer', listing }),
  NO_LONGER_FOR_SALE: () =>
    checkPurchase({
      level: 3,
      buyerId: 'buyer',
      listing: { ...listing, status: 'sold' },
      balances: none,
    }),
  OWN_LISTING: () => checkPurchase({ level: 3, buyerId: 'seller', listing, balances: none }),
  OFFER_NOT_FOUND: () =>
    checkExchangePurchase({ level: 3, offer: null, boughtToday: 0, balances: none }),
  DAILY_LIMIT_REACHED: () =>
    checkExchangePurchase({ level: 3, offer, boughtToday: 3, balances: none }),
  USERNAME_REQUIRED: () => checkUsername('   '),
  USERNAME_TOO_SHORT: () => checkUsername('Mo'),
  USERNAME_TOO_LONG: () => checkUsername('a'.repeat(25)),
  USERNAME_BAD_CHARACTERS: () => checkUsername('bad<script>'),
  USERNAME_INVISIBLE_CHARACTERS: () => checkUsername('\u3164\u3164\u3164'),
  USERNAME_LONE_MARK: () => checkUsername('\u0301abc'),
  USERNAME_TOO_MANY_MARKS: () => checkUsername('Zo\u0334\u0335\u0336\u0337e'),
  USERNAME_NO_LETTER_OR_DIGIT: () => checkUsername('___'),
  INVITE_SELF: () => checkInvite({ ...invite, toId: 'me' }),
  PLAYER_NOT_FOUND: () => checkInvite({ ...invite, target: undefined }),
  ALREADY_FRIENDS: () => checkInvite({ ...invite, areFriends: true }),
  INVITATION_PENDING: () => checkInvite({ ...invite, pendingBetween: true }),
  TOO_MANY_INVITATIONS: () => checkInvite({ ...invite, pendingFromSender: 50 }),
  INVITATION_NOT_FOUND: () => checkAcceptLink({ playerId: 'me', inviter: null, areFriends: false }),
  OWN_INVITATION: () =>
    checkAcceptLink({ playerId: 'me', inviter: { id: 'me' }, areFriends: false }),
  INVITATION_ANSWERED: () =>
    checkAnswer({ playerId: 'me', invitation: declined, answer: 'accept' }),
  HINT_ON_COOLDOWN: () => checkHint({ ...hint, lastFreeHintAtMs: 0, nowMs: 1_000 }),
  NO_HINT_AVAILABLE: () => checkHint({ ...hint, recipes: [] }),
  GOAL_NOT_FOUND: () => checkGoalClaim(null, 10),
  GOAL_NOT_DONE: () => checkGoalClaim({ ...goal, progress: 3 }, 10),
  GOAL_EXPIRED: () => checkGoalClaim(goal, 11),
  COLLECTION_NOT_FOUND: () => checkCollectionClaim({ ...flora, family: 'Any' }),
  COLLECTION_NOT_REACHED: () => checkCollectionClaim({ ...flora, discovered: 9 }),
  TITLE_NOT_EARNED: () => checkTitleChoice('world-first', new Set()),
  RIVAL_ALREADY_CHOSEN: () => checkRivalChoice('safer', 'stronger'),
  RIVAL_REFRESH_LIMIT: () => checkRivalRefresh(RIVAL_REFRESHES_PER_DAY),
  NO_RACE_ATTEMPT: () => checkRaceAttemptOpen({ status: 'finished' }),
  RACE_DAY_NOT_OVER: () => checkRaceDayOver(10, 10),
};

describe('RULE_ERROR_CODES', () => {
  it('lists every code once', () => {
    expect(new Set(RULE_ERROR_CODES).size).toBe(RULE_ERROR_CODES.length);
  });

  // The edges key their status and message tables by these, and send them as API codes.
  it('spells every code in upper snake case', () => {
    for (const code of RULE_ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('has every code but NO_DUEL and RACE_NOT_FOUND produced by some move', () => {
    const moveCodes = Object.keys(REFUSALS);
    expect([...moveCodes, 'NO_DUEL', 'RACE_NOT_FOUND'].sort()).toEqual(
      [...RULE_ERROR_CODES].sort(),
    );
  });

  it.each(Object.entries(REFUSALS))('%s comes from a move refusing with it', (code, refuse) => {
    expect(refuse()).toMatchObject({ ok: false, error: { code } });
  });

  it('includes every shortfall code', () => {
    for (const code of Object.values(SHORTFALL_CODE)) expect(isRuleErrorCode(code)).toBe(true);
  });
});

describe('isRuleErrorCode', () => {
  it.each(RULE_ERROR_CODES.map((code) => [code]))('knows %s', (code) => {
    expect(isRuleErrorCode(code)).toBe(true);
  });

  it.each([
    ['a code in another case', 'not_enough_credits'],
    ['an HTTP error code', 'BAD_REQUEST'],
    ['an empty string', ''],
    ['a code with a trailing space', 'CARD_LISTED '],
    ['a property every array has', 'length'],
    ['a property every object has', 'toString'],
  ])('rejects %s (%j)', (_, code) => {
    expect(isRuleErrorCode(code)).toBe(false);
  });

  it('narrows a string to a RuleErrorCode', () => {
    const fromServer: string = 'DUEL_COOLDOWN';
    if (!isRuleErrorCode(fromServer)) throw new Error('expected a rule error code');
    const code: RuleErrorCode = fromServer;
    expect(code).toBe('DUEL_COOLDOWN');
  });
});

describe('RuleErrorOf', () => {
  // Checked by tsc: each code's type carries its facts, a shortfall code included.
  it('gives a code the error shape with its facts', () => {
    const short: RuleErrorOf<'NOT_ENOUGH_CREDITS'> = {
      code: 'NOT_ENOUGH_CREDITS',
      currency: 'credits',
      needed: 250,
      available: 100,
      purpose: 'buy-items',
    };
    const tooHigh: RuleErrorOf<'CARD_LEVEL_TOO_HIGH'> = {
      code: 'CARD_LEVEL_TOO_HIGH',
      cardName: 'Rune Owl',
      required: 10,
      level: 9,
    };
    const cooldown: RuleErrorOf<'DUEL_COOLDOWN'> = { code: 'DUEL_COOLDOWN', seconds: 5 };
    expect([short, tooHigh, cooldown].every((error) => isRuleErrorCode(error.code))).toBe(true);
  });
});
