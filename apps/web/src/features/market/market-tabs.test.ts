import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, MARKET_TABS } from './market-tabs';

describe('the market’s tabs', () => {
  it('are Player Market (first, open by default) and Currency Exchange', () => {
    expect(MARKET_TABS.map((tab) => tab.label)).toEqual(['Player Market', 'Currency Exchange']);
    expect(DEFAULT_TAB).toBe('players');
  });
});
