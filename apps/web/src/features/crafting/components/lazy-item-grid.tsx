import clsx from 'clsx';
import { lazy, Suspense, type ComponentProps } from 'react';
import { isSecret } from '../crafting-rules';
import { tileLabel, type ViewItem } from '../view-item';
import { ItemFace } from './item-face';
import './item-grid.css';

// Started with this module, not at first render: the drag layer (dnd-kit, ~14 kB gzip)
// downloads while the screen's first answer is on the way.
const loadDragGrid = import('./item-grid');
const DragItemGrid = lazy(() => loadDragGrid.then((module) => ({ default: module.ItemGrid })));

type ItemGridProps = ComponentProps<typeof DragItemGrid>;

/**
 * The grid of items. Clicking two items crafts them from the first paint; dragging one
 * onto another works once the drag layer has arrived (the bundle budget keeps dnd-kit out
 * of the crafting screen's first download). Until then the same tiles, without drag.
 */
export function ItemGrid(props: ItemGridProps) {
  return (
    <Suspense fallback={<ClickOnlyGrid {...props} />}>
      <DragItemGrid {...props} />
    </Suspense>
  );
}

function ClickOnlyGrid({ items, selection, inspectedId, onPick, hintedIds }: ItemGridProps) {
  return (
    <ul className="item-grid" aria-label="Your items">
      {items.map((item) => {
        const slot = selection.findIndex((selected) => selected.id === item.id);
        return (
          <ClickOnlyTile
            key={item.id}
            item={item}
            selectedSlot={slot === -1 ? undefined : slot}
            inspected={inspectedId === item.id}
            hinted={hintedIds?.has(item.id) ?? false}
            onPick={onPick}
          />
        );
      })}
    </ul>
  );
}

/** ItemTile's markup (item-tile.tsx) without the drag hooks. */
function ClickOnlyTile({
  item,
  selectedSlot,
  inspected,
  hinted,
  onPick,
}: {
  item: ViewItem;
  selectedSlot: number | undefined;
  inspected: boolean;
  hinted: boolean;
  onPick: (item: ViewItem) => void;
}) {
  const secret = isSecret(item);
  return (
    <li className="item-grid__cell">
      <button
        type="button"
        className={clsx(
          'item-tile',
          selectedSlot !== undefined && 'item-tile--selected',
          inspected && 'item-tile--inspected',
          hinted && 'item-tile--hinted',
        )}
        aria-pressed={selectedSlot !== undefined}
        data-testid={`item-${item.id}`}
        data-quantity={item.quantity}
        data-building-block={item.isBuildingBlock}
        data-secret={secret}
        onClick={() => onPick(item)}
      >
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
