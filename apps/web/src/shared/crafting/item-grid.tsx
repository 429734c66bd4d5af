import {
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useRef, useState } from 'react';
import { namedAnnouncements } from '@/lib/drag-announcements';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound } from '@/lib/sound';
import { dropRefusal } from './crafting-rules';
import { BUILDING_BLOCK_ERROR_MS } from './crafting-messages';
import type { ViewItem } from './view-item';
import { useDragSensors } from '@/lib/drag-sensors';
import { activatorPoint } from './activator-point';
import { ItemFace } from './item-face';
import { ItemTile } from './item-tile';
import type { DragPointer } from './drag-pointer';
import './item-grid.css';

interface ItemGridProps {
  items: ViewItem[];
  selection: ViewItem[];
  inspectedId: string | null;
  onPick: (item: ViewItem) => void;
  onCraft: (pair: [ViewItem, ViewItem]) => void;
  /** Shared with the particle field, which gathers its motes around the drag. */
  pointer: DragPointer;
  /** The ids of the two items the current hint names. */
  hintedIds?: ReadonlySet<string>;
}

/** The grid of items: click to select, or drag one item onto another to craft them. */
export function ItemGrid({
  items,
  selection,
  inspectedId,
  onPick,
  onCraft,
  pointer,
  hintedIds,
}: ItemGridProps) {
  const sensors = useDragSensors('swipe');
  const [dragged, setDragged] = useState<ViewItem | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const find = (id: unknown) => items.find((item) => item.id === id);
  // Spoken by name (a secret as 'a secret item'), never by internal id.
  const nameOf = (id: unknown) => {
    const item = find(id);
    return !item ? 'an item' : item.category !== undefined ? 'a secret item' : item.name;
  };
  const announcements = namedAnnouncements({
    dragged: (active) => nameOf(active.id),
    target: (over) => nameOf(over.id),
  });

  const release = () => {
    setDragged(null);
    pointer.release();
  };

  const onDragStart = (event: DragStartEvent) => {
    setDragged(find(event.active.id) ?? null);
    origin.current = activatorPoint(event.activatorEvent);
    if (origin.current) pointer.moveTo(origin.current.x, origin.current.y);
  };

  const onDragMove = (event: DragMoveEvent) => {
    if (!origin.current) return;
    pointer.moveTo(origin.current.x + event.delta.x, origin.current.y + event.delta.y);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const source = find(event.active.id);
    const target = event.over ? find(event.over.id) : undefined;
    release();
    // Dropped on nothing, or back on itself: the item simply settles back.
    if (!source || !target || target.id === source.id) return;
    const refusal = dropRefusal(source, target);
    if (refusal === null) {
      onCraft([source, target]);
      return;
    }
    playRefusedSound();
    showSnackbar(refusal, { type: 'error', durationMs: BUILDING_BLOCK_ERROR_MS });
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={release}
      accessibility={{ announcements, screenReaderInstructions: { draggable: '' } }}
    >
      <ul className="item-grid" aria-label="Your items">
        {items.map((item) => {
          const slot = selection.findIndex((selected) => selected.id === item.id);
          return (
            <ItemTile
              key={item.id}
              item={item}
              selectedSlot={slot === -1 ? undefined : slot}
              inspected={inspectedId === item.id}
              dragged={dragged}
              onPick={onPick}
              hinted={hintedIds?.has(item.id) ?? false}
            />
          );
        })}
      </ul>
      <DragOverlay dropAnimation={{ duration: 180, easing: 'ease-out' }}>
        {dragged && (
          <div className="item-tile item-tile--overlay">
            <ItemFace item={dragged} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
