import type { BattleCard } from '@alchemy/contracts';
import { emptyDuelSlots, placeDuelCard } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import {
  checkStart,
  clearSlot,
  placementNotice,
  reconcileSlots,
  selectedIds,
  startNotice,
  startReadiness,
  toDuelCandidate,
} from './arena-slots';

function card(
  id: string,
  extra: Partial<Pick<BattleCard, 'isListed' | 'requiredLevel'>> & { name?: string } = {},
): BattleCard {
  return {
    id,
    level: 1,
    quality: 'poor',
    isAscended: false,
    isListed: extra.isListed ?? false,
    attack: 10,
    defense: 8,
    health: 50,
    speed: 6,
    skillTriggerChance: 0.2,
    requiredLevel: extra.requiredLevel ?? 1,
    card: {
      name: extra.name ?? `Card ${id}`,
      imageUrl: `/api/images/cards/${id}.svg`,
      characterType: 'Elemental',
      description: '',
      synergy: '',
      skill: '{}',
    },
  };
}

describe('toDuelCandidate', () => {
  it('reads the card’s id, listing, required level and name', () => {
    expect(toDuelCandidate(card('a', { isListed: true, requiredLevel: 4, name: 'Ash' }))).toEqual({
      id: 'a',
      isListed: true,
      requiredLevel: 4,
      name: 'Ash',
    });
  });
});

describe('placing a card (game-rules’ placeDuelCard, as the screen uses it)', () => {
  it('fills the slot it was dropped on, else the first free one', () => {
    const placed = placeDuelCard(emptyDuelSlots(3), card('a'), 2);
    expect(placed).toEqual({ ok: true, value: [null, null, 'a'] });
    if (!placed.ok) throw new Error('unreachable');
    expect(placeDuelCard(placed.value, card('b'), 2)).toEqual({
      ok: true,
      value: ['b', null, 'a'],
    });
  });

  it('words a listed card as a mistake and full slots as information', () => {
    const listed = placeDuelCard(emptyDuelSlots(1), card('a', { isListed: true }));
    expect(listed.ok).toBe(false);
    if (listed.ok) throw new Error('unreachable');
    expect(placementNotice(listed.error)).toEqual({
      message: 'Cannot select a card that is listed on the marketplace.',
      type: 'error',
    });
    const full = placeDuelCard(['a'], card('b'));
    if (full.ok) throw new Error('unreachable');
    expect(placementNotice(full.error)).toEqual({
      message: 'All duel slots are filled.',
      type: 'info',
    });
  });
});

describe('clearing and reconciling slots', () => {
  it('clears one slot', () => {
    expect(clearSlot(['a', 'b'], 0)).toEqual([null, 'b']);
  });

  it('drops cards that vanished or got listed, and fits the slot count', () => {
    const cards = [card('a'), card('b', { isListed: true })];
    expect(reconcileSlots(['a', 'b', 'c'], 2, cards)).toEqual(['a', null]);
    expect(reconcileSlots(['a'], 3, cards)).toEqual(['a', null, null]);
  });

  it('sends the selected ids in slot order', () => {
    expect(selectedIds([null, 'b', 'a'])).toEqual(['b', 'a']);
  });
});

describe('checkStart', () => {
  const cards = [card('a'), card('b', { requiredLevel: 5, name: 'Iron Warden' })];

  it('needs exactly as many cards as slots', () => {
    for (const slots of [
      [null, null],
      ['a', null],
    ]) {
      const check = checkStart(slots, 2, cards, 1);
      if (check.ok) throw new Error('unreachable');
      expect(startNotice(check.error)).toEqual({
        message: 'Please select 2 cards to start the duel.',
      });
    }
  });

  it('needs every card within the player level, and says so for longer', () => {
    const check = checkStart(['a', 'b'], 2, cards, 3);
    if (check.ok) throw new Error('unreachable');
    expect(startNotice(check.error)).toEqual({
      message: 'Card "Iron Warden" requires user level 5. Your level is 3.',
      durationMs: 5000,
    });
    expect(checkStart(['b', 'a'], 2, cards, 5)).toEqual({ ok: true, value: ['b', 'a'] });
  });
});

describe('startReadiness', () => {
  it('looks ready only with every slot filled', () => {
    expect(startReadiness(['a'])).toEqual({ ready: true, hint: null });
    expect(startReadiness(['a', 'b', 'c'])).toEqual({ ready: true, hint: null });
  });

  it('says how many cards are still needed, in the right number', () => {
    expect(startReadiness([null])).toEqual({ ready: false, hint: 'Add 1 more card' });
    expect(startReadiness(['a', null, null])).toEqual({ ready: false, hint: 'Add 2 more cards' });
    expect(startReadiness([null, 'b', null, null, null])).toEqual({
      ready: false,
      hint: 'Add 4 more cards',
    });
  });

  it('agrees with the start check: ready exactly when a start is not refused for the count', () => {
    const cases: (string | null)[][] = [[null], ['a'], ['a', null], ['a', 'b']];
    for (const slots of cases) {
      const cards = slots.flatMap((id) => (id ? [card(id)] : []));
      const started = checkStart(slots, slots.length, cards, 10);
      expect(startReadiness(slots).ready).toBe(started.ok);
    }
  });
});
