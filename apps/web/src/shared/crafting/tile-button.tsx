import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { isSecret } from './crafting-rules';
import { tileLabel, type ViewItem } from './view-item';
import { ItemFace } from './item-face';

export interface TileState {
  item: ViewItem;
  /** 0 or 1 when the item fills a crafting slot. */
  selectedSlot: number | undefined;
  inspected: boolean;
  /** One of the two items the current hint names. */
  hinted: boolean;
  onPick: (item: ViewItem) => void;
}

/**
 * One grid cell's button, as every grid draws it: the drag grid (item-tile.tsx) adds its
 * handle, drop target and classes through `className` and the rest of the props; the grid
 * shown before the drag layer has loaded (lazy-item-grid.tsx) uses it as it is.
 */
export function TileButton({
  item,
  selectedSlot,
  inspected,
  hinted,
  onPick,
  className,
  ...button
}: TileState & Omit<ComponentPropsWithRef<'button'>, 'onClick'>) {
  const secret = isSecret(item);
  return (
    <li className="item-grid__cell">
      <button
        type="button"
        {...button}
        className={clsx(
          'item-tile',
          selectedSlot !== undefined && 'item-tile--selected',
          inspected && 'item-tile--inspected',
          hinted && 'item-tile--hinted',
          className,
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
}
