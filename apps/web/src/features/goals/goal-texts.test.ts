import { describe, expect, it } from 'vitest';
import { GOAL_KINDS } from '@alchemy/game-rules';
import { formatCountdown, freezeLine, goalText, localTurnTime, streakLine } from './goal-texts';

describe('goal texts', () => {
  it.each([
    ['craft', 6, 'Combine 6 pairs'],
    ['craft', 1, 'Combine 1 pair'],
    ['discover', 1, 'Discover a new item'],
    ['discover', 2, 'Discover 2 new items'],
    ['finish-run', 1, 'Play a crafting game to its end'],
    ['fight-duels', 3, 'Fight 3 duels'],
    ['win-duels', 2, 'Win 2 duels'],
    ['forge-card', 1, 'Forge a battle card'],
  ] as const)('%s x%i reads %j', (kind, target, text) => {
    expect(goalText(kind, target)).toBe(text);
  });

  it('words every kind', () => {
    for (const kind of GOAL_KINDS) expect(goalText(kind, 1).length).toBeGreaterThan(5);
  });
});

describe('the countdown', () => {
  it.each([
    [18_720, '5 h 12 min'],
    [7200, '2 h'],
    [720, '12 min'],
    [61, '1 min'],
    [45, '45 s'],
    [0.2, '1 s'],
    [-3, '0 s'],
  ])('%i s reads %j', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it("shows the turn in the player's own clock", () => {
    expect(localTurnTime('2026-11-27T00:00:00.000Z', 'Europe/Paris')).toBe('01:00');
    expect(localTurnTime('2026-11-27T00:00:00.000Z', 'America/New_York')).toBe('19:00');
    expect(localTurnTime('2026-11-27T00:00:00.000Z', 'UTC')).toBe('00:00');
  });
});

describe('the streak', () => {
  it('says what keeps it', () => {
    expect(streakLine({ days: 0, todayCounted: false, freezePending: false })).toBe(
      'Claim a goal today to start a streak.',
    );
    expect(streakLine({ days: 4, todayCounted: false, freezePending: false })).toBe(
      'Claim a goal today to keep your 4-day streak.',
    );
    expect(streakLine({ days: 4, todayCounted: true, freezePending: false })).toBe(
      'Today counts. Come back tomorrow for day 5.',
    );
    expect(streakLine({ days: 4, todayCounted: false, freezePending: true })).toMatch(/freeze/);
    expect(freezeLine({ freezeReady: true, freezePending: false })).toMatch(/^Freeze ready/);
    expect(freezeLine({ freezeReady: false, freezePending: false })).toMatch(/Monday/);
  });
});
