/** Sample data of the profile's unit tests, in the contract's shapes. */
import type {
  Friend,
  Leaderboard,
  LeaderboardEntry,
  PendingInvitation,
  Profile,
} from '@alchemy/contracts';

export const PLAYER_ID = '0b5b7c6e-1f3a-4c51-9d7a-2f0f1a7f9d10';

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: PLAYER_ID,
    name: 'Adventurer-AB12',
    level: 2,
    experience: 150,
    credits: 1000,
    diamonds: 20,
    magicDust: 50,
    avatarUrl: '/api/images/avatars/seed-1.svg',
    signInProvider: 'anonymous',
    isLabOpen: false,
    isArenaOpen: false,
    initialItemsLimit: 8,
    duelIntervalSeconds: 0,
    guidanceSeen: [],
    title: null,
    ...overrides,
  };
}

/** Player number `n` of a board: id and name from the number, ranked `n`. */
export function entry(n: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank: n,
    playerId: `player-${n}`,
    name: `Player ${n}`,
    avatarUrl: `/api/images/avatars/seed-${n}.svg`,
    level: 30 - n,
    experience: 1000 - n,
    title: null,
    isYou: false,
    ...overrides,
  };
}

export function leaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  const me = entry(3, { playerId: PLAYER_ID, isYou: true });
  return {
    top: [entry(1), entry(2), me],
    me,
    friends: [{ ...me, rank: 1 }],
    ...overrides,
  };
}

export function friend(overrides: Partial<Friend> = {}): Friend {
  return {
    id: 'player-2',
    name: 'Player 2',
    avatarUrl: '/api/images/avatars/seed-2.svg',
    level: 28,
    experience: 998,
    since: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pending(overrides: Partial<PendingInvitation> = {}): PendingInvitation {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    fromUser: {
      id: 'player-7',
      name: 'Player 7',
      avatarUrl: '/api/images/avatars/seed-7.svg',
      level: 4,
    },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
