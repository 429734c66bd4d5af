import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceGoal, drawGoals, goalSeed, goalStatus, GOALS_PER_DAY } from './daily-goals';
import { eligibleKinds, GOAL_KIND_RULES, GOAL_KINDS, goalTarget, isEligible } from './goal-kinds';
import type { ProgressEvent } from './events';

const newcomer = { level: 1, isLabOpen: false, isArenaOpen: false };
const facts = fc.record({
  level: fc.integer({ min: 1, max: 200 }),
  isLabOpen: fc.boolean(),
  isArenaOpen: fc.boolean(),
});
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('the pool', () => {
  it.each([
    ['a newcomer', newcomer, ['craft', 'discover', 'finish-run']],
    [
      'a level 2 player with the Lab open',
      { level: 2, isLabOpen: true, isArenaOpen: false },
      ['craft', 'discover', 'finish-run', 'forge-card'],
    ],
    [
      'a level 2 player with the Arena open',
      { level: 2, isLabOpen: true, isArenaOpen: true },
      ['craft', 'discover', 'finish-run', 'forge-card', 'improve-card', 'fight-duels', 'win-duels'],
    ],
    [
      'a level 3 player: the Market too',
      { level: 3, isLabOpen: true, isArenaOpen: true },
      [...GOAL_KINDS],
    ],
    [
      'a level 3 player without a card: no selling',
      { level: 3, isLabOpen: true, isArenaOpen: false },
      ['craft', 'discover', 'finish-run', 'forge-card', 'market-buy'],
    ],
  ])('offers %s only what they can do', (_name, who, kinds) => {
    expect(eligibleKinds(who)).toEqual(kinds);
  });

  it.each([
    ['craft', 1, 6],
    ['craft', 4, 6],
    ['craft', 5, 10],
    ['craft', 10, 15],
    ['discover', 9, 1],
    ['discover', 10, 2],
    ['win-duels', 1, 2],
    ['fight-duels', 1, 3],
    ['finish-run', 30, 1],
  ] as const)('asks %s %i times at level %i', (kind, level, target) => {
    expect(goalTarget(kind, level)).toBe(target);
  });
});

describe('the draw', () => {
  it('gives a newcomer the three crafting goals, whatever the day', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drawn = drawGoals(newcomer, s);
        expect(drawn.map((goal) => goal.kind).sort()).toEqual(['craft', 'discover', 'finish-run']);
        expect(drawn.map((goal) => goal.slot)).toEqual([0, 1, 2]);
      }),
    );
  });

  it('pins one draw (player, day) to its goals, targets and rewards', () => {
    const drawn = drawGoals(
      { level: 4, isLabOpen: true, isArenaOpen: true },
      goalSeed('0c6d7f0e-1111-4aaa-8bbb-123456789abc', 20_783),
    );
    expect(drawn).toEqual([
      { slot: 0, kind: 'craft', target: 6, reward: { credits: 78, diamonds: 0, magicDust: 10 } },
      {
        slot: 1,
        kind: 'finish-run',
        target: 1,
        reward: { credits: 78, diamonds: 0, magicDust: 20 },
      },
      {
        slot: 2,
        kind: 'discover',
        target: 1,
        reward: { credits: 104, diamonds: 0, magicDust: 10 },
      },
    ]);
  });

  it('is deterministic: the same facts and seed, the same goals', () => {
    fc.assert(
      fc.property(facts, seed, (who, s) => {
        expect(drawGoals(who, s)).toEqual(drawGoals(who, s));
      }),
    );
  });

  it('draws only eligible kinds, each once, never two of one group', () => {
    fc.assert(
      fc.property(facts, seed, (who, s) => {
        const drawn = drawGoals(who, s);
        const kinds = drawn.map((goal) => goal.kind);
        for (const kind of kinds) expect(isEligible(kind, who)).toBe(true);
        expect(new Set(kinds).size).toBe(kinds.length);
        const groups = kinds.map((kind) => GOAL_KIND_RULES[kind].group);
        expect(new Set(groups).size).toBe(groups.length);
        const eligibleGroups = new Set(eligibleKinds(who).map((k) => GOAL_KIND_RULES[k].group));
        expect(drawn).toHaveLength(Math.min(GOALS_PER_DAY, eligibleGroups.size));
        for (const goal of drawn) expect(goal.target).toBe(goalTarget(goal.kind, who.level));
      }),
    );
  });

  it('varies from day to day', () => {
    const who = { level: 12, isLabOpen: true, isArenaOpen: true };
    const days = Array.from({ length: 30 }, (_, day) =>
      drawGoals(who, goalSeed('player', 20_000 + day))
        .map((goal) => goal.kind)
        .join(','),
    );
    expect(new Set(days).size).toBeGreaterThan(10);
  });

  it('draws every kind at some point, about as often as its weight says', () => {
    const who = { level: 12, isLabOpen: true, isArenaOpen: true };
    const counts = new Map<string, number>();
    for (let day = 0; day < 3000; day += 1) {
      for (const goal of drawGoals(who, goalSeed('player', day))) {
        counts.set(goal.kind, (counts.get(goal.kind) ?? 0) + 1);
      }
    }
    for (const kind of GOAL_KINDS) expect(counts.get(kind) ?? 0).toBeGreaterThan(300);
    // Craft (weight 3) comes up more than listing a card (weight 1).
    expect(counts.get('craft') ?? 0).toBeGreaterThan(2 * (counts.get('list-card') ?? 0));
  });
});

describe('progress', () => {
  const craft: ProgressEvent = { type: 'crafted' };
  const won: ProgressEvent = { type: 'duel-fought', won: true, level: 3 };
  const lost: ProgressEvent = { type: 'duel-fought', won: false, level: 3 };

  it('counts the events of its kind, up to the target', () => {
    const goal = { kind: 'craft' as const, target: 6, progress: 4 };
    expect(advanceGoal(goal, [craft])).toEqual({ progress: 5, completed: false });
    expect(advanceGoal(goal, [craft, craft])).toEqual({ progress: 6, completed: true });
    expect(advanceGoal(goal, [craft, craft, craft])).toEqual({ progress: 6, completed: true });
    expect(advanceGoal({ ...goal, progress: 6 }, [craft])).toEqual({
      progress: 6,
      completed: false,
    });
    expect(advanceGoal(goal, [won])).toEqual({ progress: 4, completed: false });
  });

  it('counts a won duel for both duel goals, a lost one for fighting only', () => {
    const win = { kind: 'win-duels' as const, target: 2, progress: 0 };
    const fight = { kind: 'fight-duels' as const, target: 3, progress: 0 };
    expect(advanceGoal(win, [won, lost]).progress).toBe(1);
    expect(advanceGoal(fight, [won, lost]).progress).toBe(2);
  });

  it('never goes past the target nor backwards', () => {
    const events: ProgressEvent[] = [
      craft,
      won,
      lost,
      { type: 'discovered', worldFirst: false, family: 'Weather' },
      { type: 'run-finished' },
      { type: 'card-forged' },
      { type: 'card-improved', ascended: false },
      { type: 'card-listed' },
      { type: 'market-bought' },
      { type: 'card-sold' },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...GOAL_KINDS),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom(...events), { maxLength: 40 }),
        (kind, target, happened) => {
          let progress = 0;
          let completions = 0;
          for (const event of happened) {
            const next = advanceGoal({ kind, target, progress }, [event]);
            expect(next.progress).toBeGreaterThanOrEqual(progress);
            expect(next.progress).toBeLessThanOrEqual(target);
            if (next.completed) completions += 1;
            progress = next.progress;
          }
          expect(completions).toBe(progress === target ? 1 : 0);
        },
      ),
    );
  });

  it('reads a goal as active, done or claimed', () => {
    const goal = { kind: 'craft' as const, target: 6, progress: 5, claimed: false };
    expect(goalStatus(goal)).toBe('active');
    expect(goalStatus({ ...goal, progress: 6 })).toBe('done');
    expect(goalStatus({ ...goal, progress: 6, claimed: true })).toBe('claimed');
  });
});
