import { describe, expect, it } from 'vitest';
import { ratingChangeText, seasonEndsText, standingLabel, tierMoveText } from './tier-text';

describe('tier texts', () => {
  it('names a standing with its division, Archmage without', () => {
    expect(standingLabel({ tier: 'gold', division: 'II' })).toBe('Gold II');
    expect(standingLabel({ tier: 'archmage', division: null })).toBe('Archmage');
  });

  it('signs a rating change', () => {
    expect(ratingChangeText(107)).toBe('+107');
    expect(ratingChangeText(-23)).toBe('\u221223');
    expect(ratingChangeText(0)).toBe('\u00b10');
  });

  it('tells a promotion and a demotion, and nothing when neither', () => {
    const after = { rating: 1607, tier: 'gold', division: 'I' } as const;
    expect(tierMoveText({ move: 'promoted', after })).toBe('Promoted to Gold I!');
    expect(tierMoveText({ move: 'demoted', after })).toBe('Demoted to Gold I');
    expect(tierMoveText({ move: 'same', after })).toBeNull();
  });

  it("counts down a season's end", () => {
    expect(seasonEndsText(3 * 86_400 + 5)).toBe('Ends in 3 days');
    expect(seasonEndsText(86_400 + 3600 * 5)).toBe('Ends in 29 h');
    expect(seasonEndsText(3600 * 5 + 1)).toBe('Ends in 5 h');
    expect(seasonEndsText(61)).toBe('Ends in 2 min');
    expect(seasonEndsText(0)).toBe('Ends now');
  });
});
