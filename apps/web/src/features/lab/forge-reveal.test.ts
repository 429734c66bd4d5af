import type { BattleCard } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { bestRarity, longestRevealMs, REVEAL_STEPS, revealLook } from './forge-reveal';

function card(over: { level?: number; quality?: BattleCard['quality'] } = {}): BattleCard {
  return {
    id: '0b5a6c1e-8d0c-4f55-9a55-5d2f5c1f0e11',
    level: over.level ?? 1,
    quality: over.quality ?? 'poor',
    isAscended: false,
    isListed: false,
    attack: 10,
    defense: 8,
    health: 60,
    speed: 9,
    skillTriggerChance: 0.2,
    requiredLevel: 1,
    card: {
      name: 'Molten Thornback',
      imageUrl: '/api/images/cards/x.svg',
      characterType: 'Elemental',
      description: '',
      synergy: '',
      skill: '',
    },
  };
}

describe('the forge reveal', () => {
  it('flares in the best rarity among the slots the card was forged in', () => {
    expect(bestRarity([])).toBe('common');
    expect(bestRarity(['common', 'rare', 'common'])).toBe('rare');
    expect(revealLook(card({ level: 1 })).rarity).toBe('common');
    expect(revealLook(card({ level: 5 })).rarity).toBe('rare');
    expect(revealLook(card({ level: 15 })).rarity).toBe('epic');
    expect(revealLook(card({ level: 23 })).rarity).toBe('legendary');
  });

  it('grows with rarity and quality together, from 0 to 5', () => {
    expect(revealLook(card({ level: 1, quality: 'poor' })).power).toBe(0);
    expect(revealLook(card({ level: 1, quality: 'superior' })).power).toBe(2);
    expect(revealLook(card({ level: 10, quality: 'normal' })).power).toBe(2);
    expect(revealLook(card({ level: 45, quality: 'superior' })).power).toBe(5);
  });

  it('announces the class and the quality, in words', () => {
    const look = revealLook(card({ level: 5, quality: 'superior' }));
    expect(look.characterType).toBe('Elemental');
    expect(look.qualityText).toBe('Superior quality');
    expect(look.announcement).toBe(
      'New battle card: Molten Thornback, an Elemental of superior quality, forged from rare items.',
    );
  });

  it('ends within 2.5 s even when the picture is as late as it may be', () => {
    expect(longestRevealMs()).toBeLessThan(2500);
    expect(REVEAL_STEPS.arriveMs + REVEAL_STEPS.turnMs).toBeLessThan(1000);
  });
});
