import { describe, expect, it } from 'vitest';
import {
  endsOnText,
  ladderRangeText,
  ladderRows,
  pickableSeasons,
  rankText,
  rewardProgressText,
  seasonName,
} from './season-texts';

describe('season texts', () => {
  it('lists this season first, then each one before', () => {
    expect(pickableSeasons(4)).toEqual([4, 3, 2, 1]);
    expect(pickableSeasons(1)).toEqual([1]);
    expect(seasonName(4, true)).toBe('Season 4 (now)');
    expect(seasonName(3, false)).toBe('Season 3');
  });

  it('says the end as a date and time', () => {
    expect(endsOnText('2026-12-12T04:00:00.000Z', 'en-GB')).toMatch(
      /^Ends \w{3},? 12 Dec, \d\d:\d\d$/,
    );
  });

  it('says the rank among the rated, or unranked', () => {
    expect(rankText(12, 3400, 'en')).toBe('Rank #12 of 3,400');
    expect(rankText(1, null, 'en')).toBe('Rank #1');
    expect(rankText(null, 10, 'en')).toBe('Unranked');
  });

  it('counts the rated duels toward the reward', () => {
    expect(rewardProgressText({ ratedDuels: 1, ratedDuelsForReward: 3 })).toBe(
      '1 of 3 rated duels for a reward',
    );
    expect(rewardProgressText({ ratedDuels: 3, ratedDuelsForReward: 3 })).toBe(
      'Your reward is waiting for the season’s end',
    );
  });

  it('lays the ladder from Archmage down to Copper with each reward', () => {
    const rows = ladderRows();
    expect(rows.map((row) => row.tier)).toEqual([
      'archmage',
      'diamond',
      'platinum',
      'gold',
      'silver',
      'bronze',
      'copper',
    ]);
    expect(rows[0]).toEqual({
      tier: 'archmage',
      from: 1950,
      reward: { credits: 1500, diamonds: 12, magicDust: 300 },
    });
    expect(ladderRangeText(rows[0]!)).toBe('From 1,950');
    expect(ladderRangeText(rows[3]!)).toBe('From 1,500');
    expect(ladderRangeText(rows[6]!)).toBe('Below 1,200');
  });
});
