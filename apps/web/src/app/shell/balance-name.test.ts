import { describe, expect, it } from 'vitest';
import { balanceName } from './balance';

describe('a balance’s name, for a tap and for screen readers', () => {
  it('says the currency and the amount', () => {
    expect(balanceName('Credits', 1075)).toBe('Credits: 1,075');
    expect(balanceName('Magic Dust', 0)).toBe('Magic Dust: 0');
    expect(balanceName('Diamonds', undefined)).toBe('Diamonds: unknown');
  });
});
