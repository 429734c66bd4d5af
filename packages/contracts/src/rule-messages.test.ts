import { RULE_ERROR_CODES, type SpendPurpose } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { RULE_ERROR_SAMPLES } from './rule-error-samples';
import { ruleMessage, shortfallNote } from './rule-messages';

const PURPOSES: readonly SpendPurpose[] = [
  'buy-items',
  'items-limit',
  'improve-card',
  'ascend-card',
  'market-purchase',
  'exchange',
  'avatar',
];

describe('ruleMessage: the texts the product quotes, word for word', () => {
  it.each<[string, Parameters<typeof ruleMessage>[0], string]>([
    [
      'no building block',
      { code: 'NO_BUILDING_BLOCK' },
      'At least one item must be a building block',
    ],
    ['no slot', { code: 'NO_SLOT_FOR_RARITY' }, 'No available slot for this item rarity.'],
    ['item in use', { code: 'ITEM_IN_USE' }, 'This item is already in use.'],
    [
      'ascend short of diamonds',
      { ...RULE_ERROR_SAMPLES.NOT_ENOUGH_DIAMONDS, purpose: 'ascend-card' },
      'Not enough diamonds to ascend this card.',
    ],
    [
      'improve short of diamonds',
      { ...RULE_ERROR_SAMPLES.NOT_ENOUGH_DIAMONDS, purpose: 'improve-card' },
      'Not enough diamonds to improve this card.',
    ],
    [
      'duel card count',
      { code: 'DUEL_CARD_COUNT', slots: 3 },
      'Please select 3 cards to start the duel.',
    ],
    [
      'card level too high',
      { code: 'CARD_LEVEL_TOO_HIGH', cardName: 'Iron Warden', required: 5, level: 3 },
      'Card "Iron Warden" requires user level 5. Your level is 3.',
    ],
    ['duel slots full', { code: 'DUEL_SLOTS_FULL' }, 'All duel slots are filled.'],
    [
      'listed card',
      { code: 'CARD_LISTED' },
      'Cannot select a card that is listed on the marketplace.',
    ],
    [
      'buying short of credits',
      { ...RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS, purpose: 'buy-items' },
      'Not enough credits.',
    ],
    ['duel cooldown', { code: 'DUEL_COOLDOWN', seconds: 42 }, 'New battle begins in 42 seconds.'],
    ['duel cooldown, 1 s', { code: 'DUEL_COOLDOWN', seconds: 1 }, 'New battle begins in 1 second.'],
    [
      'avatar short of credits',
      { ...RULE_ERROR_SAMPLES.NOT_ENOUGH_CREDITS, purpose: 'avatar' },
      'You do not have enough gold to regenerate your avatar.',
    ],
    ['no longer for sale', { code: 'NO_LONGER_FOR_SALE' }, 'This card is no longer for sale.'],
  ])('%s', (_label, error, expected) => {
    expect(ruleMessage(error)).toBe(expected);
  });
});

describe('ruleMessage: every code', () => {
  it('has a sample for each listed code', () => {
    expect(Object.keys(RULE_ERROR_SAMPLES).sort()).toEqual([...RULE_ERROR_CODES].sort());
  });

  it.each(RULE_ERROR_CODES)('%s has words', (code) => {
    const text = ruleMessage(RULE_ERROR_SAMPLES[code]);
    expect(text.trim().length).toBeGreaterThan(0);
    // Never a code or a hole where a fact should be.
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it.each(PURPOSES)('words a shortfall for %s in every currency', (purpose) => {
    for (const code of [
      'NOT_ENOUGH_CREDITS',
      'NOT_ENOUGH_DIAMONDS',
      'NOT_ENOUGH_MAGIC_DUST',
    ] as const) {
      const text = ruleMessage({ ...RULE_ERROR_SAMPLES[code], purpose });
      // The product words the avatar's shortfall its own way ('... enough gold ...').
      expect(text).toMatch(/^(Not enough |You do not have enough )/);
      expect(text).not.toMatch(/undefined|NaN/);
    }
  });

  it('gives the price and the purse where the product leaves the words to us', () => {
    expect(
      ruleMessage({
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 1_054,
        available: 20,
        purpose: 'items-limit',
      }),
    ).toBe('Not enough diamonds for one more starting item: it costs 1,054, you have 20.');
    expect(ruleMessage(RULE_ERROR_SAMPLES.SLOT_COUNT)).toBe(
      'A battle card at your level takes 3 items: 2 common items, 1 rare item.',
    );
  });
});

describe('shortfallNote: what a disabled Buy or Purchase says is missing', () => {
  it('names the price, the currency and the purse, briefly', () => {
    expect(
      shortfallNote({
        code: 'NOT_ENOUGH_CREDITS',
        currency: 'credits',
        needed: 250,
        available: 75,
        purpose: 'buy-items',
      }),
    ).toBe('Needs 250 credits, you have 75');
    expect(
      shortfallNote({
        code: 'NOT_ENOUGH_MAGIC_DUST',
        currency: 'magicDust',
        needed: 2500,
        available: 50,
        purpose: 'exchange',
      }),
    ).toBe('Needs 2,500 magic dust, you have 50');
  });
});
