import { describe, expect, it } from 'vitest';
import { GUIDANCE_KEYS, isGuidanceKey, knownGuidance } from './guidance';

describe('guidance keys', () => {
  it('are unique', () => {
    expect(new Set(GUIDANCE_KEYS).size).toBe(GUIDANCE_KEYS.length);
  });

  it('recognises only the listed keys', () => {
    expect(isGuidanceKey('harvest')).toBe(true);
    expect(isGuidanceKey('Harvest')).toBe(false);
    expect(isGuidanceKey('')).toBe(false);
  });

  it('keeps the known stored keys once each, in list order', () => {
    expect(knownGuidance(['first-duel', 'gone', 'harvest', 'harvest'])).toEqual([
      'harvest',
      'first-duel',
    ]);
    expect(knownGuidance([])).toEqual([]);
  });
});
