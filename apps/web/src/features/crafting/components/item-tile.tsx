import { useDraggable, useDroppable } from '@dnd-kit/core';
import clsx from 'clsx';
import { memo } from 'react';
import { canDrag, dropVerdict, isSecret } from '../crafting-rules';
import { tileLabel, type ViewItem } from '../view-item';
import { ItemFace } from './item-face';

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
  const draggable = useDraggable({ id: item.id, disabled: !canDrag(item) });
  const droppable = useDroppable({ id: item.id });
  const isSource = dragged?.id === item.id;
  const verdict = dragged && !isSource ? dropVerdict(dragged, item) : null;
  const secret = isSecret(item);

  return (
    <li className="item-grid__cell">
      <button
        ref={(node) => {
          draggable.setNodeRef(node);
          droppable.setNodeRef(node);
        }}
        type="button"
        {...draggable.attributes}
        {...draggable.listeners}
        // dnd-kit's attributes would call it a generic "draggable"; it is a button first.
        role={undefined}
        aria-roledescription={undefined}
        aria-describedby={undefined}
        aria-disabled={undefined}
        className={clsx(
          'item-tile',
          selectedSlot !== undefined && 'item-tile--selected',
          inspected && 'item-tile--inspected',
          hinted && 'item-tile--hinted',
          isSource && 'item-tile--lifted',
          verdict === 'ok' && 'item-tile--drop-ok',
          droppable.isOver && verdict === 'ok' && 'item-tile--drop-over',
          droppable.isOver && verdict !== null && verdict !== 'ok' && 'item-tile--drop-bad',
          !canDrag(item) && 'item-tile--static',
        )}
        aria-pressed={selectedSlot !== undefined}
        data-testid={`item-${item.id}`}
        data-quantity={item.quantity}
        data-building-block={item.isBuildingBlock}
        data-secret={secret}
        onClick={() => onPick(item)}
      >
        {/* Named by words, not by aria-label: a label over the face's visible text (its
            quantity, 'New') would not contain that text, which confuses voice control. */}
        <ItemFace
          item={item}
          decorative
          {...(selectedSlot !== undefined ? { selectedSlot } : {})}
        />
        <span className="sr-only">{tileLabel(item, secret)}</span>
      </button>
    </li>
  );
});
