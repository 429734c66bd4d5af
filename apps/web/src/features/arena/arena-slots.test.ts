import { describe, expect, it } from 'vitest';
import {
  checkStart,
  clearSlot,
  emptySlots,
  placeCard,
  reconcileSlots,
  removeCard,
  type SlotCard,
} from './arena-slots';

const card = (id: string, extra: Partial<SlotCard> = {}): SlotCard => ({
  id,
  isListed: false,
  requiredLevel: 1,
  card: { name: `Card ${id}` },
  ...extra,
});

describe('placeCard', () => {
  it('fills the slot it was dropped on, else the first free one', () => {
    const placed = placeCard(emptySlots(3), card('a'), 2);
    expect(placed).toEqual({ ok: true, slots: [null, null, 'a'] });
    if (!placed.ok) throw new Error('unreachable');
    expect(placeCard(placed.slots, card('b'), 2)).toEqual({ ok: true, slots: ['b', null, 'a'] });
    expect(placeCard(placed.slots, card('b'))).toEqual({ ok: true, slots: ['b', null, 'a'] });
  });

  it('refuses a listed card with the spec error', () => {
    expect(placeCard(emptySlots(1), card('a', { isListed: true }))).toEqual({
      ok: false,
      reason: 'listed',
      message: 'Cannot select a card that is listed on the marketplace.',
    });
  });

  it('refuses a card when every slot is taken', () => {
    expect(placeCard(['a'], card('b'))).toEqual({
      ok: false,
      reason: 'full',
      message: 'All duel slots are filled.',
    });
  });

  it('keeps a card that is already in a slot where it is', () => {
    expect(placeCard(['a', null], card('a'), 1)).toEqual({ ok: true, slots: ['a', null] });
  });
});

describe('clearing and reconciling slots', () => {
  it('clears one slot or removes one card', () => {
    expect(clearSlot(['a', 'b'], 0)).toEqual([null, 'b']);
    expect(removeCard(['a', 'b'], 'b')).toEqual(['a', null]);
  });

  it('drops cards that vanished or got listed, and fits the slot count', () => {
    const cards = [card('a'), card('b', { isListed: true })];
    expect(reconcileSlots(['a', 'b', 'c'], 2, cards)).toEqual(['a', null]);
    expect(reconcileSlots(['a'], 3, cards)).toEqual(['a', null, null]);
  });
});

describe('checkStart', () => {
  const cards = [card('a'), card('b', { requiredLevel: 5, card: { name: 'Iron Warden' } })];

  it('needs exactly as many cards as slots', () => {
    expect(checkStart([null, null], 2, cards, 1)).toEqual({
      ok: false,
      reason: 'count',
      message: 'Please select 2 cards to start the duel.',
    });
    expect(checkStart(['a', null], 2, cards, 1)).toEqual({
      ok: false,
      reason: 'count',
      message: 'Please select 2 cards to start the duel.',
    });
  });

  it('needs every card within the player level', () => {
    expect(checkStart(['a', 'b'], 2, cards, 3)).toEqual({
      ok: false,
      reason: 'level',
      message: 'Card "Iron Warden" requires user level 5. Your level is 3.',
    });
    expect(checkStart(['b', 'a'], 2, cards, 5)).toEqual({ ok: true, cardIds: ['b', 'a'] });
  });
});
