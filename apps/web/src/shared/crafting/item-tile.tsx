import { useDraggable, useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { memo } from 'react';
import { canSelect, dropVerdict } from './crafting-rules';
import type { ViewItem } from './view-item';
import { TileButton } from './tile-button';

interface ItemTileProps {
  item: ViewItem;
  /** 0 or 1 when the item fills a crafting slot. */
  selectedSlot: number | undefined;
  inspected: boolean;
  /** The item being dragged, if any: decides how this tile reacts when hovered. */
  dragged: ViewItem | null;
  onPick: (item: ViewItem) => void;
  /** One of the two items the current hint names. */
  hinted?: boolean;
}

/** One grid cell: a button to click, a handle to drag, and a place to drop onto. */
export const ItemTile = memo(function ItemTile({
  item,
  selectedSlot,
  inspected,
  dragged,
  onPick,
  hinted = false,
}: ItemTileProps) {
  const draggable = useDraggable({ id: item.id, disabled: !canSelect(item) });
  const droppable = useDroppable({ id: item.id });
  const isSource = dragged?.id === item.id;
  const verdict = dragged && !isSource ? dropVerdict(dragged, item) : null;

  return (
    <TileButton
      item={item}
      selectedSlot={selectedSlot}
      inspected={inspected}
      hinted={hinted}
      onPick={onPick}
      ref={(node) => {
        draggable.setNodeRef(node);
        droppable.setNodeRef(node);
      }}
      {...draggable.attributes}
      {...draggable.listeners}
      // dnd-kit's attributes would call it a generic "draggable"; it is a button first.
      role={undefined}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      aria-disabled={undefined}
      className={clsx(
        isSource && 'item-tile--lifted',
        verdict === 'ok' && 'item-tile--drop-ok',
        droppable.isOver && verdict === 'ok' && 'item-tile--drop-over',
        droppable.isOver && verdict !== null && verdict !== 'ok' && 'item-tile--drop-bad',
        !canSelect(item) && 'item-tile--static',
      )}
    />
  );
});
