import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardPower, teamPower } from '../duel/card-power';
import { applyExperience, duelExperience } from '../duel/duel-experience';
import { duelCooldownSeconds } from '../duel/duel-pace';
import { duelPayOfTheDay, PAID_DUELS_PER_DAY } from '../duel/duel-pay';
import { sampleDuelCard } from '../duel/sample-cards';
import type { DuelCard } from '../duel/duel-types';
import { simulateDuel } from '../duel/simulate-duel';
import { DIAMONDS_PER_LEVEL } from '../levels';
import { createRng } from '../rng';
import { rateDuel, START_RATING } from '../seasons/rating';
import { resetRating } from '../seasons/season-end';
import { checkDuelCooldown, checkDuelStart } from './duel-selection';
import { duelStartEffect, type DuelStartCard, type DuelStartState } from './duel-start-effect';

const rng = createRng(7);
const fighter = (id: string, level = 1) => sampleDuelCard(rng, id, level);
const own = (card: DuelCard, more: Partial<DuelStartCard> = {}): DuelStartCard => ({
  id: card.id,
  isListed: false,
  requiredLevel: 1,
  name: card.name,
  fighter: card,
  ...more,
});

/** An opponent nobody loses to, and one nobody beats. */
const weak: DuelCard = { ...fighter('weak'), attack: 1, defense: 0, health: 1, speed: 1 };
const strong: DuelCard = {
  ...fighter('strong'),
  attack: 999,
  defense: 999,
  health: 9999,
  speed: 999,
};
const mine = own(fighter('mine'));

const state = (more: Partial<DuelStartState<DuelStartCard>> = {}) => ({
  nowMs: 1_000_000,
  player: { id: 'me', level: 1, experience: 0, nextDuelAtMs: null },
  owned: [mine],
  duel: { id: 'duel-1', slotCount: 1, opponent: weak, opponentPlayerId: null },
  foughtToday: 0,
  season: { number: 4, mine: null, theirs: null },
  cooldownSeconds: 300,
  ...more,
});
const move = { cardIds: ['mine'], seed: 42 };

describe('duelStartEffect (docs/RULES.md, "Arena and duels")', () => {
  it('a won duel: the engine’s fight, experience, cooldown and the pay with its reasons', () => {
    const result = duelStartEffect(state(), move);
    if (!result.ok) throw new Error('refused');
    const fight = simulateDuel({ player: [mine.fighter], opponent: [weak], seed: 42 });
    const pay = duelPayOfTheDay(
      true,
      { opponentLevel: 1, opponentPower: cardPower(weak), playerPower: teamPower([mine.fighter]) },
      0,
    );
    expect(result.value).toEqual({
      chosen: [mine],
      won: true,
      actions: fight.actions,
      winner: fight.finalStates.filter((card) => card.isPlayer),
      experienceGained: duelExperience(true, 1, 1),
      ...(({ level, experience }) => ({ level, experience }))(
        applyExperience(1, 0, duelExperience(true, 1, 1)),
      ),
      cooldownSeconds: duelCooldownSeconds(1, 300),
      pay,
      balances: [
        { currency: 'credits', delta: pay.credits, reason: 'duel-won:duel-1' },
        { currency: 'magicDust', delta: pay.magicDust, reason: 'duel-won:duel-1' },
      ],
      rating: null,
    });
  });

  it('a lost duel pays its share under duel-lost', () => {
    const result = duelStartEffect(
      state({ duel: { id: 'd', slotCount: 1, opponent: strong, opponentPlayerId: null } }),
      move,
    );
    expect(result.ok && result.value.won).toBe(false);
    expect(
      result.ok && result.value.balances.every((entry) => entry.reason === 'duel-lost:d'),
    ).toBe(true);
  });

  it('past the day’s purse, experience only', () => {
    const result = duelStartEffect(state({ foughtToday: PAID_DUELS_PER_DAY }), move);
    expect(result.ok && result.value.pay).toEqual({ credits: 0, magicDust: 0 });
    expect(result.ok && result.value.balances).toEqual([]);
    expect(result.ok && result.value.experienceGained).toBeGreaterThan(0);
  });

  it('a level gained pays its diamonds as a level-up, after the pay', () => {
    const result = duelStartEffect(
      state({ player: { id: 'me', level: 1, experience: 99_999, nextDuelAtMs: null } }),
      move,
    );
    if (!result.ok) throw new Error('refused');
    const last = result.value.balances.at(-1);
    expect(result.value.level).toBeGreaterThan(1);
    expect(last).toEqual({
      currency: 'diamonds',
      delta: (result.value.level - 1) * DIAMONDS_PER_LEVEL,
      reason: `level-up:${result.value.level}`,
    });
  });

  it('a duel against another player’s card moves the challenger’s rating only', () => {
    const duel = { id: 'd', slotCount: 1, opponent: weak, opponentPlayerId: 'them' };
    const fresh = duelStartEffect(state({ duel }), move);
    const after = rateDuel(START_RATING, START_RATING, true);
    expect(fresh.ok && fresh.value.rating).toEqual({
      season: 4,
      before: START_RATING.rating,
      after,
      peak: after.rating,
      ratedDuels: 1,
    });
    // A row of this season goes on from itself; one of an earlier season from its reset.
    const row = { season: 4, rating: 1700, deviation: 90, volatility: 0.06, peak: 1800 };
    const going = duelStartEffect(
      state({ duel, season: { number: 4, mine: { ...row, ratedDuels: 5 }, theirs: null } }),
      move,
    );
    expect(going.ok && going.value.rating).toMatchObject({
      before: 1700,
      peak: 1800,
      ratedDuels: 6,
    });
    const old = duelStartEffect(
      state({ duel, season: { number: 5, mine: { ...row, ratedDuels: 5 }, theirs: null } }),
      move,
    );
    expect(old.ok && old.value.rating).toMatchObject({
      season: 5,
      before: resetRating(row).rating,
      ratedDuels: 1,
    });
  });

  it('a duel against one’s own card, or a draft, is not rated', () => {
    const own = { id: 'd', slotCount: 1, opponent: weak, opponentPlayerId: 'me' };
    const result = duelStartEffect(state({ duel: own }), move);
    expect(result.ok && result.value.rating).toBeNull();
  });

  it.each([
    {
      title: 'the cooldown first',
      more: { player: { id: 'me', level: 1, experience: 0, nextDuelAtMs: 1_030_000 }, duel: null },
      error: { code: 'DUEL_COOLDOWN', seconds: 30 },
    },
    { title: 'then a duel to fight', more: { duel: null, owned: [] }, error: { code: 'NO_DUEL' } },
    { title: 'then the cards', more: { owned: [] }, error: { code: 'CARD_NOT_FOUND' } },
    {
      title: 'a listed card',
      more: { owned: [{ ...mine, isListed: true }] },
      error: { code: 'CARD_LISTED' },
    },
  ])('refuses: $title', ({ more, error }) => {
    expect(duelStartEffect(state(more), move)).toEqual({ ok: false, error });
  });
});

describe('duelStartEffect, whatever the state', () => {
  const cards = [fighter('a', 1), fighter('b', 3), fighter('c', 6)];
  const stateArb = fc.record({
    nowMs: fc.constant(5_000_000),
    player: fc.record({
      id: fc.constant('me'),
      level: fc.integer({ min: 1, max: 30 }),
      experience: fc.integer({ min: 0, max: 50_000 }),
      nextDuelAtMs: fc.option(fc.integer({ min: 4_000_000, max: 6_000_000 }), { nil: null }),
    }),
    owned: fc
      .subarray(cards)
      .chain((chosen) =>
        fc
          .tuple(...chosen.map(() => fc.boolean()), fc.constant(null))
          .map((listed) =>
            chosen.map((card, index) => own(card, { isListed: listed[index] === true })),
          ),
      ),
    duel: fc.option(
      fc.record({
        id: fc.constant('d'),
        slotCount: fc.integer({ min: 1, max: 3 }),
        // Another's card: never one of the player's (the engine wants unique ids).
        opponent: fc.constantFrom(
          weak,
          strong,
          ...cards.map((card) => ({ ...card, id: `rival-${card.id}` })),
        ),
        opponentPlayerId: fc.constantFrom(null, 'me', 'them'),
      }),
      { nil: null, freq: 6 },
    ),
    foughtToday: fc.integer({ min: 0, max: PAID_DUELS_PER_DAY + 3 }),
    season: fc.record({
      number: fc.integer({ min: 1, max: 9 }),
      mine: fc.option(
        fc.record({
          season: fc.integer({ min: 1, max: 9 }),
          rating: fc.double({ min: 800, max: 2600, noNaN: true }),
          deviation: fc.double({ min: 40, max: 250, noNaN: true }),
          volatility: fc.constant(0.06),
          peak: fc.double({ min: 2600, max: 3000, noNaN: true }),
          ratedDuels: fc.integer({ min: 0, max: 99 }),
        }),
        { nil: null },
      ),
      theirs: fc.constant(null),
    }),
    cooldownSeconds: fc.integer({ min: 0, max: 3600 }),
  });
  const moveArb = fc.record({
    cardIds: fc.subarray(['a', 'b', 'c', 'x']),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  });

  it('refuses exactly what the cooldown, duel and selection rules refuse, in that order', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (drawn, asked) => {
        const cooled = checkDuelCooldown(drawn.player.nextDuelAtMs, drawn.nowMs);
        const started =
          drawn.duel &&
          checkDuelStart({
            slotCount: drawn.duel.slotCount,
            cardIds: asked.cardIds,
            owned: drawn.owned,
            level: drawn.player.level,
          });
        const expected = !cooled.ok
          ? cooled
          : !started
            ? { ok: false, error: { code: 'NO_DUEL' } }
            : !started.ok
              ? started
              : null;
        const effect = duelStartEffect(drawn, asked);
        if (expected) expect(effect).toEqual(expected);
        else expect(effect.ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('mints only the pay and the level-up’s diamonds, and the same seed fights the same', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (drawn, asked) => {
        const frozen = structuredClone(drawn);
        const result = duelStartEffect(drawn, asked);
        expect(drawn).toEqual(frozen);
        if (!result.ok || !drawn.duel) return;
        const effect = result.value;
        expect(duelStartEffect(drawn, asked)).toEqual(result);
        // Money only enters: the pay (nothing past the purse) and ten diamonds a level.
        expect(effect.balances.every((entry) => entry.delta > 0)).toBe(true);
        const sum = (currency: string) =>
          effect.balances
            .filter((entry) => entry.currency === currency)
            .reduce((total, entry) => total + entry.delta, 0);
        expect(sum('credits')).toBe(effect.pay.credits);
        expect(sum('magicDust')).toBe(effect.pay.magicDust);
        expect(sum('diamonds')).toBe((effect.level - drawn.player.level) * DIAMONDS_PER_LEVEL);
        if (drawn.foughtToday >= PAID_DUELS_PER_DAY) {
          expect(effect.pay).toEqual({ credits: 0, magicDust: 0 });
        }
        const payReason = `${effect.won ? 'duel-won' : 'duel-lost'}:d`;
        for (const entry of effect.balances) {
          expect(entry.reason).toBe(
            entry.currency === 'diamonds' ? `level-up:${effect.level}` : payReason,
          );
        }
        // Experience only grows, and the level with it.
        expect(effect.experience).toBe(drawn.player.experience + effect.experienceGained);
        expect(effect.level).toBeGreaterThanOrEqual(drawn.player.level);
        expect(effect.winner.every((card) => card.isPlayer === effect.won)).toBe(true);
        // Rated exactly against another player's card, one duel more, the peak kept.
        const rated = drawn.duel.opponentPlayerId === 'them';
        expect(effect.rating !== null).toBe(rated);
        if (effect.rating) {
          const sameSeason = drawn.season.mine?.season === drawn.season.number;
          expect(effect.rating.ratedDuels).toBe(
            (sameSeason ? (drawn.season.mine?.ratedDuels ?? 0) : 0) + 1,
          );
          expect(effect.rating.peak).toBeGreaterThanOrEqual(effect.rating.after.rating);
        }
      }),
      { numRuns: 100 },
    );
  });
});
