import type { BattleCard } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  formatChance,
  qualityTitle,
  statChanges,
  upgradeErrorMessage,
  upgradeOffer,
} from './card-upgrade';

function card(overrides: Partial<BattleCard> = {}): BattleCard {
  return {
    id: '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10',
    level: 1,
    quality: 'poor',
    isAscended: false,
    isListed: false,
    attack: 10,
    defense: 8,
    health: 50,
    speed: 6,
    skillTriggerChance: 0.2,
    requiredLevel: 1,
    card: {
      name: 'Steam Wisp',
      imageUrl: '/api/images/cards/x.svg',
      characterType: 'Elemental',
      description: '',
      synergy: '',
      skill: '{}',
    },
    ...overrides,
  };
}

const purse = (diamonds: number) => ({ credits: 0, diamonds, magicDust: 0 });

describe('upgradeOffer (game-rules’ planCardStep and checkCardStep)', () => {
  it('offers improve for poor and normal cards, at 4 and 7 diamonds per level', () => {
    expect(upgradeOffer(card({ quality: 'poor' }), purse(20))).toMatchObject({
      kind: 'improve',
      cost: 4,
      label: 'Improve (4 diamonds)',
      blocked: null,
    });
    expect(upgradeOffer(card({ quality: 'normal', level: 3 }), purse(20))).toMatchObject({
      kind: 'improve',
      cost: 21,
      label: 'Improve (21 diamonds)',
      blocked: 'diamonds',
    });
  });

  it('offers ascend for a superior card that is not ascended, and nothing after', () => {
    expect(upgradeOffer(card({ quality: 'superior', level: 2 }), purse(500))).toMatchObject({
      kind: 'ascend',
      cost: 93,
      label: 'Ascend (93 diamonds)',
    });
    expect(upgradeOffer(card({ quality: 'superior', isAscended: true }), purse(500))).toBeNull();
  });

  it('blocks a listed card whatever the balance, still showing its price', () => {
    expect(upgradeOffer(card({ isListed: true }), purse(1000))).toMatchObject({
      cost: 4,
      blocked: 'listed',
    });
  });

  it('allows the step with exactly the cost in hand', () => {
    expect(upgradeOffer(card(), purse(4))?.blocked).toBeNull();
    expect(upgradeOffer(card(), purse(3))?.blocked).toBe('diamonds');
  });
});

describe('statChanges', () => {
  it('shows every stat before and after with its signed change', () => {
    const before = card();
    const after = card({
      attack: 20,
      defense: 16,
      health: 100,
      speed: 6,
      skillTriggerChance: 0.25,
    });
    expect(statChanges(before, after)).toEqual([
      { key: 'attack', label: 'Attack', before: '10', after: '20', delta: '+10', direction: 'up' },
      { key: 'defense', label: 'Defense', before: '8', after: '16', delta: '+8', direction: 'up' },
      { key: 'health', label: 'Health', before: '50', after: '100', delta: '+50', direction: 'up' },
      { key: 'speed', label: 'Speed', before: '6', after: '6', delta: '', direction: 'same' },
      {
        key: 'skillTriggerChance',
        label: 'Skill chance',
        before: '20%',
        after: '25%',
        delta: '+5%',
        direction: 'up',
      },
    ]);
  });

  it('reports a fall as a negative change', () => {
    const [attack] = statChanges(card({ attack: 12 }), card({ attack: 9 }));
    expect(attack).toMatchObject({ delta: '-3', direction: 'down' });
  });

  it('compares the skill chance as shown, in whole percent', () => {
    const chance = statChanges(
      card({ skillTriggerChance: 0.2001 }),
      card({ skillTriggerChance: 0.2004 }),
    )[4];
    expect(chance).toMatchObject({ delta: '', direction: 'same' });
  });
});

describe('labels', () => {
  it('formats chances and quality titles', () => {
    expect(formatChance(0.125)).toBe('13%');
    expect(qualityTitle({ quality: 'normal', isAscended: false })).toBe('Normal');
    expect(qualityTitle({ quality: 'superior', isAscended: true })).toBe('Ascended');
  });
});

describe('upgradeErrorMessage', () => {
  const ascend = { kind: 'ascend', cost: 46 } as const;
  const improve = { kind: 'improve', cost: 4 } as const;

  it('words short diamonds from the server’s code, not from its text', () => {
    const short = new ApiError(400, 'NOT_ENOUGH_DIAMONDS', 'Not enough diamonds.');
    expect(upgradeErrorMessage(short, ascend, 20)).toBe('Not enough diamonds to ascend this card.');
    expect(upgradeErrorMessage(short, improve, 2)).toBe(
      'Not enough diamonds to improve this card.',
    );
  });

  it('uses the generic line for anything else, whatever the text says', () => {
    const lookalike = new ApiError(400, 'BAD_REQUEST', 'Not enough diamonds to improve this card.');
    expect(upgradeErrorMessage(lookalike, improve, 2)).toBe('Failed to improve battle card.');
    const listed = new ApiError(409, 'CARD_LISTED', 'This card is listed on the marketplace.');
    expect(upgradeErrorMessage(listed, improve, 20)).toBe('Failed to improve battle card.');
    expect(upgradeErrorMessage(new Error('network'), ascend, 20)).toBe(
      'Failed to ascend battle card.',
    );
  });
});
