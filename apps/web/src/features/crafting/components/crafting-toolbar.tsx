import { Icon } from '@/components/ui/icon';
import { setMuted, useMuted } from '@/lib/sound';
import { SORT_KEYS, SORT_LABELS, type SortKey } from '../item-order';
import './crafting-toolbar.css';

interface CraftingToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: SortKey;
  onSort: (value: SortKey) => void;
  discovered: number;
  total: number;
}

/** Above the grid: how far the player got, a search box, the order, and the sound switch. */
export function CraftingToolbar(props: CraftingToolbarProps) {
  const muted = useMuted();
  return (
    <div className="craft-toolbar">
      <p className="craft-toolbar__count" data-testid="discovered-count">
        Discovered <strong>{props.discovered}</strong> of <strong>{props.total}</strong>
      </p>
      <label className="craft-toolbar__search">
        <Icon name="magnifying-glass" />
        <input
          type="search"
          placeholder="Search items"
          aria-label="Search items"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </label>
      <label className="craft-toolbar__sort">
        <span>Sort</span>
        <select
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as SortKey)}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="craft-toolbar__mute"
        aria-pressed={muted}
        aria-label={muted ? 'Unmute sounds' : 'Mute sounds'}
        title={muted ? 'Unmute sounds' : 'Mute sounds'}
        onClick={() => setMuted(!muted)}
      >
        <Icon name={muted ? 'speaker-off' : 'speaker'} size="22px" />
      </button>
    </div>
  );
}
