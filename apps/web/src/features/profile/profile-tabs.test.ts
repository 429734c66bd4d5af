import { describe, expect, it } from 'vitest';
import { BOARD_TABS, DEFAULT_TAB } from './profile-tabs';

describe('the leaderboard’s tabs', () => {
  it('are World (first, open by default), Friends and the season', () => {
    expect(BOARD_TABS.map((tab) => tab.label)).toEqual(['World', 'Friends', 'Season']);
    expect(DEFAULT_TAB).toBe('world');
  });
});
