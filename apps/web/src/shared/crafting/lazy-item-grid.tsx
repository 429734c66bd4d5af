import { lazy, Suspense, type ComponentProps } from 'react';
import { nextTask } from '@/lib/next-task';
import { TileButton } from './tile-button';
import './item-grid.css';

// Started with this module (in the next task), not at first render: the drag layer
// (dnd-kit, ~14 kB gzip) downloads while the screen's first answer is on the way.
const loadDragGrid = nextTask(() => import('./item-grid'));
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
          <TileButton
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
