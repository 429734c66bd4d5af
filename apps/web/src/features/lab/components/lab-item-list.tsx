import type { LabItem } from '@alchemy/contracts';
import { RARITIES } from '@alchemy/game-rules';
import { useMemo, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { filterLabItems, NO_FILTER, showsFilter, type LabFilter } from '../lab-filter';
import { LabItemTile } from './lab-item-tile';

interface LabItemListProps {
  items: readonly LabItem[] | undefined;
  newIds: ReadonlySet<string>;
  slottedIds: ReadonlySet<string>;
  onOpen: (entry: LabItem) => void;
}

/** 'Available Items(count)': the lab's stock, to drag into a slot or click for details. */
export function LabItemList({ items, newIds, slottedIds, onOpen }: LabItemListProps) {
  const [filter, setFilter] = useState<LabFilter>(NO_FILTER);
  const count = items?.length ?? 0;
  const filterShown = showsFilter(count);
  const visible = useMemo(() => {
    const all = items ?? [];
    return filterShown ? filterLabItems(all, filter) : all;
  }, [items, filter, filterShown]);

  return (
    <Panel className="lab-items" aria-labelledby="lab-items-title">
      <h2 id="lab-items-title" className="lab-section-title">
        <Icon name="bubbling-flask" />
        {`Available Items(${count})`}
      </h2>
      {filterShown && (
        <div className="lab-filter" role="search" aria-label="Filter lab items">
          <label className="lab-filter__field lab-filter__field--name">
            <span className="sr-only">Name</span>
            <Icon name="magnifying-glass" />
            <input
              type="search"
              placeholder="Filter by name"
              value={filter.name}
              onChange={(event) => setFilter({ ...filter, name: event.target.value })}
            />
          </label>
          <label className="lab-filter__field">
            <span className="sr-only">Rarity</span>
            <select
              value={filter.rarity}
              onChange={(event) =>
                setFilter({ ...filter, rarity: event.target.value as LabFilter['rarity'] })
              }
            >
              <option value="all">All rarities</option>
              {RARITIES.map((rarity) => (
                <option key={rarity} value={rarity}>
                  {rarity[0]!.toUpperCase() + rarity.slice(1)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {items === undefined ? (
        <p className="lab-empty" role="status">
          Loading the lab...
        </p>
      ) : count === 0 ? (
        <p className="lab-empty">
          Your lab is empty. Crafted items are harvested here when a crafting game ends, and items
          can be bought from the crafting grid.
        </p>
      ) : visible.length === 0 ? (
        <p className="lab-empty">No item matches the filter.</p>
      ) : (
        <>
          <p className="lab-hint">Drag an item onto the warrior, or tap it for details.</p>
          <ul className="lab-items__grid">
            {visible.map((entry) => (
              <LabItemTile
                key={entry.item.id}
                entry={entry}
                isNew={newIds.has(entry.item.id)}
                inSlot={slottedIds.has(entry.item.id)}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
