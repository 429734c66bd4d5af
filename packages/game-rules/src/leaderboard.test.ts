import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareLeaderboard, LEADERBOARD_TOP, rankPlayers, type RankedPlayer } from './leaderboard';

const player = (more: Partial<RankedPlayer> = {}): RankedPlayer => ({
  id: 'p',
  level: 5,
  experience: 100,
  createdAtMs: 1_000,
  ...more,
});

// Few distinct values, so that players often tie on the first keys and the later ones decide.
const somePlayer = fc.record({
  id: fc.string({ unit: fc.constantFrom('a', 'b', 'B'), maxLength: 3 }),
  level: fc.integer({ min: 1, max: 3 }),
  experience: fc.integer({ min: 0, max: 3 }),
  createdAtMs: fc.integer({ min: 0, max: 3 }),
});
// Player ids are unique.
const somePlayers = fc.uniqueArray(somePlayer, { selector: (p) => p.id, maxLength: 12 });

const sign = (n: number) => Math.sign(n) || 0;

describe('leaderboard numbers (docs/RULES.md, "Accounts and profile")', () => {
  it('shows the top 10 on the world board', () => {
    expect(LEADERBOARD_TOP).toBe(10);
  });
});

describe('compareLeaderboard (docs/RULES.md, "Accounts and profile")', () => {
  // Higher level, then more experience, then the earliest account, then the smaller id.
  it.each<{ title: string; above: RankedPlayer; below: RankedPlayer }>([
    {
      title: 'a higher level ranks first',
      above: player({ id: 'z', level: 6, experience: 0, createdAtMs: 9_000 }),
      below: player({ id: 'a', level: 5, experience: 900, createdAtMs: 0 }),
    },
    {
      title: 'at the same level more experience ranks first',
      above: player({ id: 'z', experience: 101, createdAtMs: 9_000 }),
      below: player({ id: 'a', experience: 100, createdAtMs: 0 }),
    },
    {
      title: 'at the same level and experience the earlier account ranks first',
      above: player({ id: 'z', createdAtMs: 999 }),
      below: player({ id: 'a', createdAtMs: 1_000 }),
    },
    {
      title: 'with everything else the same the smaller id ranks first',
      above: player({ id: 'a' }),
      below: player({ id: 'b' }),
    },
    {
      title: 'ids compare by their characters, not as numbers',
      above: player({ id: '10' }),
      below: player({ id: '9' }),
    },
  ])('$title', ({ above, below }) => {
    expect(compareLeaderboard(above, below)).toBeLessThan(0);
    expect(compareLeaderboard(below, above)).toBeGreaterThan(0);
    expect(rankPlayers([below, above])).toEqual([
      { ...above, rank: 1 },
      { ...below, rank: 2 },
    ]);
  });

  it('ties a player only with itself', () => {
    expect(compareLeaderboard(player(), player())).toBe(0);
  });

  it('is a total order: antisymmetric, transitive, and zero only for the same player', () => {
    fc.assert(
      fc.property(somePlayer, somePlayer, somePlayer, (a, b, c) => {
        // ===, not toBe: for the same player both signs are zero, and toBe tells 0 from -0.
        expect(sign(compareLeaderboard(a, b)) === -sign(compareLeaderboard(b, a))).toBe(true);
        expect(compareLeaderboard(a, b) === 0).toBe(
          a.id === b.id &&
            a.level === b.level &&
            a.experience === b.experience &&
            a.createdAtMs === b.createdAtMs,
        );
        if (compareLeaderboard(a, b) < 0 && compareLeaderboard(b, c) < 0) {
          expect(compareLeaderboard(a, c)).toBeLessThan(0);
        }
      }),
    );
  });
});

describe('rankPlayers (docs/RULES.md, "Accounts and profile")', () => {
  it('ranks nobody on an empty board', () => {
    expect(rankPlayers([])).toEqual([]);
  });

  it('keeps what else a player carries, and leaves the given list as it was', () => {
    const low = { ...player({ id: 'low', level: 1 }), name: 'Moe' };
    const high = { ...player({ id: 'high', level: 9 }), name: 'Merlin' };
    const given = [low, high];
    expect(rankPlayers(given)).toEqual([
      { ...high, rank: 1 },
      { ...low, rank: 2 },
    ]);
    expect(given).toEqual([low, high]);
  });

  it('gives the ranks 1 to n to the same players', () => {
    fc.assert(
      fc.property(somePlayers, (players) => {
        const ranked = rankPlayers(players);
        expect(ranked.map((p) => p.rank)).toEqual(players.map((_, i) => i + 1));
        const ids = (list: readonly RankedPlayer[]) => list.map((p) => p.id).sort();
        expect(ids(ranked)).toEqual(ids(players));
      }),
    );
  });

  it('puts each player strictly above the next, by compareLeaderboard', () => {
    fc.assert(
      fc.property(somePlayers, (players) => {
        const ranked = rankPlayers(players);
        for (let i = 1; i < ranked.length; i += 1) {
          expect(compareLeaderboard(ranked[i - 1]!, ranked[i]!)).toBeLessThan(0);
        }
      }),
    );
  });

  it('does not depend on the order the players are given in', () => {
    fc.assert(
      fc.property(
        somePlayers.chain((players) =>
          fc.tuple(
            fc.constant(players),
            fc.shuffledSubarray(players, { minLength: players.length }),
          ),
        ),
        ([players, shuffled]) => {
          expect(rankPlayers(shuffled)).toEqual(rankPlayers(players));
        },
      ),
    );
  });
});
