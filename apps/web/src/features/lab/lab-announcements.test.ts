import type { LabItem } from '@alchemy/contracts';
import { emptyLabSlots } from '@alchemy/game-rules';
import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { labAnnouncements } from './lab-announcements';
import type { Slot } from './lab-slots';

const entry = (id: string, name: string): LabItem => ({
  item: { id, name, rarity: 'common', imageUrl: '', description: '', category: 'Weather' },
  quantity: 1,
});
const active = (item: LabItem) =>
  ({ id: item.item.id, data: { current: { entry: item } } }) as unknown as Active;
const area = { id: 'area' } as unknown as Over;

describe('labAnnouncements', () => {
  const steam = entry('steam', 'Steam');
  const slots: Slot[] = emptyLabSlots<Slot['item'] & object>(['common', 'common', 'common']);

  it('names the item and the slot it goes to', () => {
    const lines = labAnnouncements(slots, 'area');
    expect(lines.onDragStart({ active: active(steam) })).toBe('Picked up Steam.');
    expect(lines.onDragEnd({ active: active(steam), over: area })).toBe(
      'Steam was put in the common slot 1.',
    );
    expect(lines.onDragEnd({ active: active(steam), over: null })).toBe('Steam was put back.');
  });

  it('says why an item already in a slot cannot go in again', () => {
    const filled = slots.map((slot, i) => (i === 0 ? { ...slot, item: steam.item } : slot));
    const line = labAnnouncements(filled, 'area').onDragEnd({ active: active(steam), over: area });
    expect(line).toBe('Steam was not placed. This item is already in use.');
  });
});
