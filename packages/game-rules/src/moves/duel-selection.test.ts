import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDuelCooldown,
  checkDuelStart,
  emptyDuelSlots,
  OPPONENT_LEVEL_WINDOW,
  opponentLevelRange,
  placeDuelCard,
  type DuelCandidate,
  type DuelSlots,
} from './duel-selection';

const fox: DuelCandidate = { id: 'fox', name: 'Ember Fox', requiredLevel: 1, isListed: false };
const owl: DuelCandidate = { id: 'owl', name: 'Rune Owl', requiredLevel: 10, isListed: false };
const golem: DuelCandidate = {
  id: 'golem',
  name: 'Iron Golem',
  requiredLevel: 20,
  isListed: false,
};
const listed: DuelCandidate = { id: 'sold', name: 'Sea Drake', requiredLevel: 1, isListed: true };
const owned = [fox, owl, golem, listed];

describe('emptyDuelSlots', () => {
  it.each([
    [0, []],
    [1, [null]],
    [3, [null, null, null]],
  ])('%i slots start as %j', (count, slots) => {
    expect(emptyDuelSlots(count)).toEqual(slots);
  });
});

describe('placeDuelCard (docs/RULES.md, "Arena and duels")', () => {
  it.each<{ title: string; slots: DuelSlots; preferred?: number; after: DuelSlots }>([
    { title: 'a card goes into the first free slot', slots: [null, null], after: ['fox', null] },
    {
      title: 'a card dropped on a free slot goes there',
      slots: [null, null, null],
      preferred: 2,
      after: [null, null, 'fox'],
    },
    {
      title: 'a card dropped on a taken slot goes into the first free one',
      slots: ['owl', null, null],
      preferred: 0,
      after: ['owl', 'fox', null],
    },
    {
      title: 'a drop outside the slots goes into the first free one',
      slots: ['owl', null],
      preferred: 7,
      after: ['owl', 'fox'],
    },
    {
      title: 'a card already placed stays where it is',
      slots: [null, 'fox', null],
      preferred: 0,
      after: [null, 'fox', null],
    },
    {
      title: 'a card already placed in full slots stays where it is',
      slots: ['owl', 'fox'],
      after: ['owl', 'fox'],
    },
  ])('$title', ({ slots, preferred, after }) => {
    expect(placeDuelCard(slots, fox, preferred)).toEqual({ ok: true, value: after });
  });

  it('hands back new slots and leaves the given ones untouched', () => {
    const slots: DuelSlots = [null, null];
    const placed = placeDuelCard(slots, fox);
    expect(placed.ok && placed.value).not.toBe(slots);
    expect(slots).toEqual([null, null]);
  });

  it.each<{ title: string; slots: DuelSlots; card: DuelCandidate; error: unknown }>([
    {
      title: 'a card into full slots is DUEL_SLOTS_FULL',
      slots: ['owl', 'golem'],
      card: fox,
      error: { code: 'DUEL_SLOTS_FULL' },
    },
    {
      title: 'a card into no slots is DUEL_SLOTS_FULL',
      slots: [],
      card: fox,
      error: { code: 'DUEL_SLOTS_FULL' },
    },
    {
      title: 'a listed card is CARD_LISTED',
      slots: [null],
      card: listed,
      error: { code: 'CARD_LISTED' },
    },
    // A listed card is refused whatever the slots hold: it is frozen on the market.
    {
      title: 'a listed card into full slots is CARD_LISTED',
      slots: ['owl'],
      card: listed,
      error: { code: 'CARD_LISTED' },
    },
    {
      title: 'a listed card already in a slot is CARD_LISTED',
      slots: ['sold'],
      card: listed,
      error: { code: 'CARD_LISTED' },
    },
  ])('$title', ({ slots, card, error }) => {
    expect(placeDuelCard(slots, card)).toEqual({ ok: false, error });
  });

  it('never fills more than the slot count, places a card twice, or places a listed card', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const dropArb = fc.record({
      id: fc.constantFrom(...ids),
      preferred: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.subarray(ids),
        fc.array(dropArb, { maxLength: 15 }),
        (count, listedIds, drops) => {
          let slots = emptyDuelSlots(count);
          for (const { id, preferred } of drops) {
            const isListed = listedIds.includes(id);
            const placed = placeDuelCard(slots, { id, isListed }, preferred);
            if (isListed) expect(placed).toEqual({ ok: false, error: { code: 'CARD_LISTED' } });
            if (!placed.ok) continue;
            slots = placed.value;
            expect(slots).toHaveLength(count);
            expect(slots).toContain(id);
            const taken = slots.filter((slotId) => slotId !== null);
            expect(new Set(taken).size).toBe(taken.length);
            expect(taken.some((slotId) => listedIds.includes(slotId))).toBe(false);
          }
        },
      ),
    );
  });
});

describe('checkDuelStart (docs/RULES.md, "Arena and duels")', () => {
  it.each([
    {
      title: 'one allowed card for one slot starts the duel',
      slotCount: 1,
      cardIds: ['fox'],
      level: 1,
      cards: [fox],
    },
    {
      title: 'the cards come back in the order chosen',
      slotCount: 2,
      cardIds: ['owl', 'fox'],
      level: 10,
      cards: [owl, fox],
    },
    // A card needs its class's unlock level, and that level is enough.
    {
      title: 'a card whose required level is the player level is allowed',
      slotCount: 1,
      cardIds: ['golem'],
      level: 20,
      cards: [golem],
    },
  ])('$title', ({ slotCount, cardIds, level, cards }) => {
    expect(checkDuelStart({ slotCount, cardIds, owned, level })).toEqual({
      ok: true,
      value: cards,
    });
  });

  it.each([
    {
      title: 'fewer cards than slots is DUEL_CARD_COUNT',
      slotCount: 2,
      cardIds: ['fox'],
      level: 10,
      error: { code: 'DUEL_CARD_COUNT', slots: 2 },
    },
    {
      title: 'more cards than slots is DUEL_CARD_COUNT',
      slotCount: 1,
      cardIds: ['fox', 'owl'],
      level: 10,
      error: { code: 'DUEL_CARD_COUNT', slots: 1 },
    },
    {
      title: 'no cards at all is DUEL_CARD_COUNT',
      slotCount: 1,
      cardIds: [],
      level: 10,
      error: { code: 'DUEL_CARD_COUNT', slots: 1 },
    },
    {
      title: 'one card twice is DUEL_CARD_TWICE',
      slotCount: 2,
      cardIds: ['fox', 'fox'],
      level: 10,
      error: { code: 'DUEL_CARD_TWICE' },
    },
    {
      title: "another player's card is CARD_NOT_FOUND",
      slotCount: 1,
      cardIds: ['someone-elses'],
      level: 10,
      error: { code: 'CARD_NOT_FOUND' },
    },
    {
      title: 'a listed card is CARD_LISTED',
      slotCount: 1,
      cardIds: ['sold'],
      level: 10,
      error: { code: 'CARD_LISTED' },
    },
    {
      title: 'a card above the player level is CARD_LEVEL_TOO_HIGH, with its name and both levels',
      slotCount: 1,
      cardIds: ['owl'],
      level: 9,
      error: { code: 'CARD_LEVEL_TOO_HIGH', cardName: 'Rune Owl', required: 10, level: 9 },
    },
    {
      title: 'of two cards above the player level, the first chosen is reported',
      slotCount: 3,
      cardIds: ['fox', 'golem', 'owl'],
      level: 5,
      error: { code: 'CARD_LEVEL_TOO_HIGH', cardName: 'Iron Golem', required: 20, level: 5 },
    },
    // The order of the checks: the count, repeats, ownership of all, listing of all, levels.
    {
      title: 'a wrong count is reported before a repeat',
      slotCount: 3,
      cardIds: ['fox', 'fox'],
      level: 10,
      error: { code: 'DUEL_CARD_COUNT', slots: 3 },
    },
    {
      title: 'a repeat is reported before an unknown card',
      slotCount: 2,
      cardIds: ['nope', 'nope'],
      level: 10,
      error: { code: 'DUEL_CARD_TWICE' },
    },
    {
      title: 'an unknown card is reported before an earlier listed one',
      slotCount: 2,
      cardIds: ['sold', 'nope'],
      level: 10,
      error: { code: 'CARD_NOT_FOUND' },
    },
    {
      title: 'a listed card is reported before an earlier card above the level',
      slotCount: 2,
      cardIds: ['golem', 'sold'],
      level: 10,
      error: { code: 'CARD_LISTED' },
    },
  ])('$title', ({ slotCount, cardIds, level, error }) => {
    expect(checkDuelStart({ slotCount, cardIds, owned, level })).toEqual({ ok: false, error });
  });
});

describe('checkDuelCooldown (docs/RULES.md, "Arena and duels")', () => {
  const now = 1_700_000_000_000;

  it.each([
    { title: 'a player who never dueled may duel', next: null },
    { title: 'the instant the cooldown ends the player may duel', next: now },
    { title: 'a cooldown long past lets the player duel', next: now - 60_000 },
  ])('$title', ({ next }) => {
    expect(checkDuelCooldown(next, now)).toEqual({ ok: true, value: undefined });
  });

  // Seconds are rounded up, so the screen never shows 0 while the duel is still refused.
  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
    [60_000, 60],
  ])('%i ms before the end is DUEL_COOLDOWN with %i seconds', (ms, seconds) => {
    expect(checkDuelCooldown(now + ms, now)).toEqual({
      ok: false,
      error: { code: 'DUEL_COOLDOWN', seconds },
    });
  });

  it('refuses exactly while the next duel lies ahead, by the seconds rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (ahead) => {
        const result = checkDuelCooldown(now + ahead, now);
        expect(result.ok).toBe(ahead <= 0);
        if (!result.ok) expect(result.error.seconds).toBe(Math.ceil(ahead / 1000));
      }),
    );
  });
});

describe('opponentLevelRange (docs/RULES.md, "Arena and duels")', () => {
  it('reaches three levels either side', () => {
    expect(OPPONENT_LEVEL_WINDOW).toBe(3);
  });

  it.each([
    [10, { min: 7, max: 13 }],
    [4, { min: 1, max: 7 }],
    // Clamped to level 1, the lowest a card can have.
    [2, { min: 1, max: 5 }],
    [1, { min: 1, max: 4 }],
  ])('at level %i an opponent card may be %j', (level, range) => {
    expect(opponentLevelRange(level)).toEqual(range);
  });
});
