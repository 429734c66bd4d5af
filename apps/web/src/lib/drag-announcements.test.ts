import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { namedAnnouncements } from './drag-announcements';

const names: Record<string, string> = { 'card-1': 'Ember Wolf', 'slot-0': 'duel slot 1' };
const announce = namedAnnouncements({
  dragged: (active) => names[String(active.id)] ?? 'card',
  target: (over) => names[String(over.id)] ?? 'a drop target',
});
const active = { id: 'card-1' } as unknown as Active;
const over = { id: 'slot-0' } as unknown as Over;

describe('namedAnnouncements', () => {
  it('speaks the names, never the ids', () => {
    const lines = [
      announce.onDragStart({ active }),
      announce.onDragOver({ active, over }),
      announce.onDragEnd({ active, over }),
      announce.onDragEnd({ active, over: null }),
      announce.onDragCancel({ active, over: null }),
    ];
    expect(lines).toEqual([
      'Picked up Ember Wolf.',
      'Ember Wolf is over duel slot 1.',
      'Ember Wolf was dropped on duel slot 1.',
      'Ember Wolf was put back.',
      'Dragging Ember Wolf was cancelled.',
    ]);
    expect(lines.join(' ')).not.toMatch(/card-1|slot-0/);
  });
});
