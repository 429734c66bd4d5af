import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  CLASS_OPTIONS,
  isCardClassOption,
  isCardQualityOption,
  isMarketSort,
  QUALITY_OPTIONS,
  SORT_OPTIONS,
  type MarketFilters,
} from '../market-filters';

interface ListingFiltersProps {
  filters: MarketFilters;
  canClear: boolean;
  onChange: (filters: MarketFilters) => void;
  onClear: () => void;
}

/** The marketplace's header: class, quality, level range, max price and the sort. */
export function ListingFilters({ filters, canClear, onChange, onClear }: ListingFiltersProps) {
  const id = useId();
  const set = (patch: Partial<MarketFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      className="market-filters"
      aria-label="Filter and sort the listings"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="market-filters__field">
        <label htmlFor={`${id}-class`}>Class</label>
        <select
          id={`${id}-class`}
          value={filters.class}
          onChange={(event) => {
            const value = event.target.value;
            if (isCardClassOption(value)) set({ class: value });
          }}
        >
          <option value="all">All classes</option>
          {CLASS_OPTIONS.map((cls) => (
            <option key={cls} value={cls}>
              {cls}
            </option>
          ))}
        </select>
      </div>
      <div className="market-filters__field">
        <label htmlFor={`${id}-quality`}>Quality</label>
        <select
          id={`${id}-quality`}
          value={filters.quality}
          onChange={(event) => {
            const value = event.target.value;
            if (isCardQualityOption(value)) set({ quality: value });
          }}
        >
          <option value="all">All qualities</option>
          {QUALITY_OPTIONS.map((quality) => (
            <option key={quality} value={quality}>
              {quality.charAt(0).toUpperCase() + quality.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="market-filters__field market-filters__range">
        <legend>Level</legend>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Min"
          aria-label="Minimum level"
          value={filters.minLevel}
          onChange={(event) => set({ minLevel: event.target.value })}
        />
        <span aria-hidden="true">–</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Max"
          aria-label="Maximum level"
          value={filters.maxLevel}
          onChange={(event) => set({ maxLevel: event.target.value })}
        />
      </fieldset>
      <div className="market-filters__field">
        <label htmlFor={`${id}-max-price`}>Max price</label>
        <input
          id={`${id}-max-price`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Any"
          value={filters.maxPrice}
          onChange={(event) => set({ maxPrice: event.target.value })}
        />
      </div>
      <div className="market-filters__field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => {
            const value = event.target.value;
            if (isMarketSort(value)) set({ sort: value });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {canClear && (
        <Button variant="ghost" className="market-filters__clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
