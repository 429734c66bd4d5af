/**
 * Win odds (win-odds.ts): vectors, the outcome-only engine agreeing with the full one,
 * and the calibration issue 14 pins: the odds shown before a fight match the outcomes
 * of 10,000 simulated duels fought from independent seeds within 5 points.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SKILL_LIBRARY } from '../cards/skill-library';
import { createRng } from '../rng';
import { cardPower } from './card-power';
import type { DuelCard } from './duel-types';
import { sampleCardPair, sampleDuelCard } from './sample-cards';
import { duelWinner, duelWinners, simulateDuel } from './simulate-duel';
import { WIN_ODDS_FIGHTS, winChancePercent, winOdds, winsAtLeast } from './win-odds';

const card = (id: string, stats: Partial<DuelCard>): DuelCard => ({
  id,
  name: id,
  level: 1,
  attack: 20,
  defense: 10,
  health: 120,
  speed: 10,
  skillTriggerChance: 0,
  skill: null,
  ...stats,
});

const seeds = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

describe('winOdds vectors', () => {
  it('a card that fells the other in one hit, striking first, always wins', () => {
    const odds = winOdds(
      [card('p', { attack: 500, speed: 20 })],
      [card('o', { speed: 5 })],
      seeds(50),
    );
    expect(odds).toEqual({ wins: 50, fights: 50, chance: 1 });
  });

  it('a card that cannot hurt the other never wins', () => {
    // damage is at least 1 a hit: 120 hits to fell, 30 rounds are not enough, and the
    // opponent's 1-damage hits leave the player with the smaller share of health.
    const odds = winOdds([card('p', { attack: 1 })], [card('o', {})], seeds(20));
    expect(odds.chance).toBe(0);
  });

  it('mirror cards: the side with the first strike of round 1 decides, not chance', () => {
    // Ties in speed alternate by round (opponent first in round 1), no skills: the same
    // fight under every seed.
    const odds = winOdds([card('p', {})], [card('o', {})], seeds(10));
    expect([0, 1]).toContain(odds.chance);
  });

  it('needs at least one seed', () => {
    expect(() => winOdds([card('p', {})], [card('o', {})], [])).toThrow(RangeError);
  });

  it.each([
    [0.724, 72],
    [0.725, 73],
    [0, 0],
    [1, 100],
    [-0.2, 0],
    [1.3, 100],
  ])('winChancePercent(%s) = %s', (chance, percent) => {
    expect(winChancePercent(chance)).toBe(percent);
  });

  it('the arena simulates 1,000 fights', () => {
    expect(WIN_ODDS_FIGHTS).toBe(1000);
  });
});

const libraryCardArb = (id: string): fc.Arbitrary<DuelCard> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(id),
    level: fc.integer({ min: 1, max: 60 }),
    attack: fc.integer({ min: 9, max: 700 }),
    defense: fc.integer({ min: 5, max: 120 }),
    health: fc.integer({ min: 50, max: 3000 }),
    speed: fc.integer({ min: 4, max: 90 }),
    skillTriggerChance: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
    skill: fc.oneof(
      fc.constantFrom(...SKILL_LIBRARY.map((entry) => entry.skill)),
      fc.constant(null),
    ),
  });

/** One to `most` cards of a side, each with an id of its own (`p0`, `p1`...). */
const sideArb = (prefix: string, most: number): fc.Arbitrary<DuelCard[]> =>
  fc
    .array(libraryCardArb(prefix), { minLength: 1, maxLength: most })
    .map((cards) => cards.map((entry, i) => ({ ...entry, id: `${prefix}${i}` })));

describe('duelWinner (outcome only)', () => {
  it('names the same winner as the full simulation, for any cards and seed', () => {
    fc.assert(
      fc.property(
        sideArb('p', 3),
        sideArb('o', 3),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (player, opponent, seed) => {
          const input = { player, opponent, seed };
          expect(duelWinner(input)).toBe(simulateDuel(input).winner);
          expect(duelWinners({ player, opponent }, [seed])).toEqual([duelWinner(input)]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('validates the cards like simulateDuel', () => {
    expect(() => duelWinners({ player: [], opponent: [card('o', {})] }, [1])).toThrow(RangeError);
  });
});

describe('winsAtLeast (the count that stops when it is decided)', () => {
  it('answers as winOdds counts, for any cards, seeds and threshold', () => {
    fc.assert(
      fc.property(
        sideArb('p', 2),
        sideArb('o', 2),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: -2, max: 45 }),
        (player, opponent, seedList, needed) => {
          const { wins } = winOdds(player, opponent, seedList);
          expect(winsAtLeast(player, opponent, seedList, needed)).toBe(wins >= needed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops fighting once the count decides', () => {
    // One hit fells the opponent: every fight is won, so 3 of 1,000 need 3 fights. The
    // seeds are read lazily to count the fights fought.
    let fought = 0;
    const lazySeeds = new Proxy(seeds(1000), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) fought += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const strong = [card('p', { attack: 500, speed: 20 })];
    expect(winsAtLeast(strong, [card('o', { speed: 5 })], lazySeeds, 3)).toBe(true);
    expect(fought).toBe(3);
  });

  it('checks the cards and needs a seed, like winOdds', () => {
    expect(() => winsAtLeast([], [card('o', {})], [1], 0)).toThrow(RangeError);
    expect(() => winsAtLeast([card('p', {})], [card('o', {})], [], 0)).toThrow(RangeError);
  });
});

/**
 * Calibration. 50 seeded matchups of lab-made cards whose powers are within 25% of each
 * other (so the odds spread over the whole range rather than sitting at 0% and 100%).
 * Each gets its shown odds from 1,000 seeds of one stream, as the server computes them,
 * and then 200 duels from seeds of an independent stream, as fights happen: 10,000
 * observed duels. Calibration means that among the duels shown about x%, about x% are
 * won: grouped by shown odds in 10-point bins, each bin's observed win rate is within
 * 5 points of its mean shown odds, and so is the whole sample's.
 */
describe('shown odds match observed outcomes', () => {
  const showRng = createRng(14);
  const fightRng = createRng(0x5eed_0f14);
  const matchups: { a: DuelCard; b: DuelCard }[] = [];
  while (matchups.length < 50) {
    const pair = sampleCardPair(showRng);
    const ratio = cardPower(pair.a) / cardPower(pair.b);
    if (ratio > 0.8 && ratio < 1.25) matchups.push(pair);
  }
  const draw = (rng: typeof showRng, count: number) =>
    Array.from({ length: count }, () => rng.int(0, 2 ** 32 - 1));
  const results = matchups.map(({ a, b }) => {
    const shown = winChancePercent(winOdds([a], [b], draw(showRng, WIN_ODDS_FIGHTS)).chance);
    const observed = winOdds([a], [b], draw(fightRng, 200));
    return { shown, wins: observed.wins, duels: observed.fights };
  });

  it('fights 10,000 observed duels', () => {
    expect(results.reduce((sum, result) => sum + result.duels, 0)).toBe(10_000);
  });

  it('is calibrated within 5 points overall and in every well-filled 10-point bin', () => {
    const bins = new Map<number, { shown: number; wins: number; duels: number }>();
    let worst = 0;
    for (const result of results) {
      const key = Math.min(9, Math.floor(result.shown / 10));
      const bin = bins.get(key) ?? { shown: 0, wins: 0, duels: 0 };
      bin.shown += result.shown * result.duels;
      bin.wins += result.wins;
      bin.duels += result.duels;
      bins.set(key, bin);
    }
    for (const bin of bins.values()) {
      // A bin of fewer than 400 duels has a sampling error above 2.5 points on its own.
      if (bin.duels < 400) continue;
      const error = Math.abs(bin.shown / bin.duels - (100 * bin.wins) / bin.duels);
      worst = Math.max(worst, error);
      expect(error).toBeLessThanOrEqual(5);
    }
    const duels = results.reduce((sum, result) => sum + result.duels, 0);
    const shownMean = results.reduce((sum, r) => sum + r.shown * r.duels, 0) / duels;
    const observedRate = (100 * results.reduce((sum, r) => sum + r.wins, 0)) / duels;
    const overall = Math.abs(shownMean - observedRate);
    const perMatchup = Math.max(
      ...results.map((r) => Math.abs(r.shown - (100 * r.wins) / r.duels)),
    );
    console.info(
      `win odds calibration over ${duels} duels: overall error ${overall.toFixed(2)} points ` +
        `(shown ${shownMean.toFixed(2)}%, observed ${observedRate.toFixed(2)}%), ` +
        `worst bin ${worst.toFixed(2)} points, worst single matchup (200 duels) ${perMatchup.toFixed(2)}`,
    );
    expect(overall).toBeLessThanOrEqual(5);
  });

  it('a sampled card is a valid duel card', () => {
    const sample = sampleDuelCard(createRng(1), 'x', 1);
    expect(
      simulateDuel({ player: [sample], opponent: [card('o', {})], seed: 1 }).rounds,
    ).toBeGreaterThan(0);
  });
});
