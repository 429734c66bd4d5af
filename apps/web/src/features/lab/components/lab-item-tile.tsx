import type { LabItem } from '@alchemy/contracts';
import { useDraggable } from '@dnd-kit/core';
import clsx from 'clsx';
import { memo, useId } from 'react';
import { LabItemFace } from './lab-item-face';

interface LabItemTileProps {
  entry: LabItem;
  isNew: boolean;
  inSlot: boolean;
  onOpen: (entry: LabItem) => void;
}

/** One lab item: a button that opens its preview, and a handle to drag it to a slot. */
export const LabItemTile = memo(function LabItemTile({
  entry,
  isNew,
  inSlot,
  onOpen,
}: LabItemTileProps) {
  const { item, quantity } = entry;
  const draggable = useDraggable({ id: item.id, data: { entry } });
  const detailsId = useId();
  return (
    <li className="lab-items__cell">
      <button
        ref={draggable.setNodeRef}
        type="button"
        {...draggable.attributes}
        {...draggable.listeners}
        // It is a button first: dnd-kit would rename it a generic "draggable".
        role={undefined}
        aria-roledescription={undefined}
        aria-label={item.name}
        aria-describedby={detailsId}
        className={clsx('lab-tile', draggable.isDragging && 'lab-tile--lifted')}
        data-testid={`lab-item-${item.id}`}
        data-rarity={item.rarity}
        onClick={() => onOpen(entry)}
      >
        <LabItemFace item={item} quantity={quantity} isNew={isNew} inSlot={inSlot} />
        <span id={detailsId} className="sr-only">
          {`${item.rarity}, quantity ${quantity}${isNew ? ', new' : ''}${inSlot ? ', in a slot' : ''}`}
        </span>
      </button>
    </li>
  );
});
