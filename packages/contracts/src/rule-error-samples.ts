/**
 * One refusal of every code, with plausible facts: for the rulebook's table of error codes
 * (docs/RULES.md, "Error codes") and for tests. A new code fails to compile here until it
 * has a sample.
 */
import type { RuleErrorCode, RuleErrorOf } from '@alchemy/game-rules';

export const RULE_ERROR_SAMPLES: { [C in RuleErrorCode]: RuleErrorOf<C> } = {
  NOT_ENOUGH_CREDITS: {
    code: 'NOT_ENOUGH_CREDITS',
    currency: 'credits',
    needed: 250,
    available: 100,
    purpose: 'buy-items',
  },
  NOT_ENOUGH_DIAMONDS: {
    code: 'NOT_ENOUGH_DIAMONDS',
    currency: 'diamonds',
    needed: 46,
    available: 20,
    purpose: 'ascend-card',
  },
  NOT_ENOUGH_MAGIC_DUST: {
    code: 'NOT_ENOUGH_MAGIC_DUST',
    currency: 'magicDust',
    needed: 10,
    available: 0,
    purpose: 'buy-items',
  },
  UNKNOWN_ELEMENT: { code: 'UNKNOWN_ELEMENT', name: 'Plasma', allowed: ['Fire', 'Water'] },
  ELEMENT_LOCKED: { code: 'ELEMENT_LOCKED', name: 'Earth', unlockLevel: 6 },
  ELEMENT_TWICE: { code: 'ELEMENT_TWICE', name: 'Fire' },
  ALLOCATION_BELOW_MINIMUM: { code: 'ALLOCATION_BELOW_MINIMUM', name: 'Water' },
  ELEMENT_MISSING: { code: 'ELEMENT_MISSING', names: ['Air'] },
  ALLOCATION_TOTAL: { code: 'ALLOCATION_TOTAL', expected: 8, actual: 7 },
  NO_CRAFTING_GAME: { code: 'NO_CRAFTING_GAME' },
  RUN_OVER: { code: 'RUN_OVER' },
  ITEM_NOT_IN_RUN: { code: 'ITEM_NOT_IN_RUN' },
  ITEM_IS_SECRET: { code: 'ITEM_IS_SECRET' },
  ITEM_NOT_HELD: { code: 'ITEM_NOT_HELD', itemName: 'Steam' },
  SAME_ITEM: { code: 'SAME_ITEM' },
  NO_BUILDING_BLOCK: { code: 'NO_BUILDING_BLOCK' },
  ITEM_NOT_DISCOVERED: { code: 'ITEM_NOT_DISCOVERED' },
  AMOUNT_OUT_OF_RANGE: { code: 'AMOUNT_OUT_OF_RANGE', max: 100 },
  ITEM_IN_USE: { code: 'ITEM_IN_USE' },
  NO_SLOT_FOR_RARITY: { code: 'NO_SLOT_FOR_RARITY' },
  SLOT_COUNT: { code: 'SLOT_COUNT', expected: ['common', 'common', 'rare'] },
  ITEM_NOT_IN_LAB: { code: 'ITEM_NOT_IN_LAB' },
  RARITIES_MISMATCH: {
    code: 'RARITIES_MISMATCH',
    expected: ['common', 'common', 'common'],
    given: ['common', 'rare', 'common'],
  },
  CARD_NOT_FOUND: { code: 'CARD_NOT_FOUND' },
  CARD_LISTED: { code: 'CARD_LISTED' },
  CARD_FULLY_ASCENDED: { code: 'CARD_FULLY_ASCENDED' },
  DUEL_SLOTS_FULL: { code: 'DUEL_SLOTS_FULL' },
  DUEL_CARD_COUNT: { code: 'DUEL_CARD_COUNT', slots: 2 },
  DUEL_CARD_TWICE: { code: 'DUEL_CARD_TWICE' },
  CARD_LEVEL_TOO_HIGH: {
    code: 'CARD_LEVEL_TOO_HIGH',
    cardName: 'Iron Warden',
    required: 5,
    level: 3,
  },
  DUEL_COOLDOWN: { code: 'DUEL_COOLDOWN', seconds: 42 },
  NO_DUEL: { code: 'NO_DUEL' },
};
