import { describe, expect, it } from 'vitest';
import { BOARD_TABS, DEFAULT_TAB, tabAfterKey } from './profile-tabs';

describe('the leaderboard’s tabs', () => {
  it('are World (first, open by default) and Friends', () => {
    expect(BOARD_TABS.map((tab) => tab.label)).toEqual(['World', 'Friends']);
    expect(DEFAULT_TAB).toBe('world');
  });
});

describe('tabAfterKey', () => {
  it('moves right and left, wrapping', () => {
    expect(tabAfterKey(0, 'ArrowRight', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowRight', 2)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowLeft', 2)).toBe(0);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabAfterKey(1, 'Home', 2)).toBe(0);
    expect(tabAfterKey(0, 'End', 2)).toBe(1);
  });

  it('leaves every other key alone', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a']) {
      expect(tabAfterKey(0, key, 2), key).toBeNull();
    }
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });
});
