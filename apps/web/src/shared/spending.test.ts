import { describe, expect, it } from 'vitest';
import { missingNote } from './spending';

describe('what a disabled Buy says is missing', () => {
  it('is the short purse, in a few words', () => {
    expect(
      missingNote({
        code: 'NOT_ENOUGH_DIAMONDS',
        currency: 'diamonds',
        needed: 10,
        available: 3,
        purpose: 'exchange',
      }),
    ).toBe('Needs 10 diamonds, you have 3');
  });

  it('is nothing for a refusal that is not about money', () => {
    expect(missingNote({ code: 'OWN_LISTING' })).toBeNull();
    expect(missingNote({ code: 'MARKET_LOCKED', requiredLevel: 3, level: 1 })).toBeNull();
  });
});
