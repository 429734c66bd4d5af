import type { CardKindQuery, MarketListing, Profile } from '@alchemy/contracts';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useMarketListings } from '../api/get-market-listings';
import { flattenListings, listingsTotalText } from '../listings-pages';
import {
  DEFAULT_FILTERS,
  filtersQuery,
  hasActiveFilters,
  type MarketFilters,
} from '../market-filters';
import { LISTINGS_LOAD_FAILED, NO_LISTINGS } from '../market-texts';
import { useDebouncedValue } from '../use-debounced-value';
import { ListingFilters } from './listing-filters';
import { ListingTile } from './listing-tile';

/** Typing in a number filter asks the server once it pauses this long. */
const NUMBER_FILTER_DELAY_MS = 400;

interface MarketplaceProps {
  profile: Profile;
  /** The listing being bought, while it is. */
  buyingId: string | null;
  onOpen: (listing: MarketListing) => void;
  onBuy: (listing: MarketListing) => void;
  onShowSales: (query: CardKindQuery) => void;
  onRefresh: () => Promise<unknown>;
}

/** 'Marketplace': the listings, filtered and sorted, 50 at a time, newest first. */
export function Marketplace({
  profile,
  buyingId,
  onOpen,
  onBuy,
  onShowSales,
  onRefresh,
}: MarketplaceProps) {
  const [filters, setFilters] = useState<MarketFilters>(DEFAULT_FILTERS);
  const [refreshing, setRefreshing] = useState(false);
  // Lists and the sort apply at once; the number fields once the typing pauses.
  const typed = useDebouncedValue(
    useMemo(
      () => ({
        minLevel: filters.minLevel,
        maxLevel: filters.maxLevel,
        maxPrice: filters.maxPrice,
      }),
      [filters.minLevel, filters.maxLevel, filters.maxPrice],
    ),
    NUMBER_FILTER_DELAY_MS,
  );
  const query = useMemo(() => filtersQuery({ ...filters, ...typed }), [filters, typed]);
  const listings = useMarketListings(query);
  const shown = useMemo(() => flattenListings(listings.data?.pages ?? []), [listings.data]);
  const total = listings.data?.pages.at(-1)?.total;

  const refresh = () => {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };

  return (
    <Panel className="market-section market-listings" aria-labelledby="market-listings-title">
      <div className="market-listings__head">
        <h2 id="market-listings-title" className="market-section-title">
          <Icon name="shop" />
          <span>Marketplace</span>
        </h2>
        {total !== undefined && (
          <p className="market-listings__total">{listingsTotalText(total)}</p>
        )}
        <Button
          variant="ghost"
          icon="anticlockwise-rotation"
          className={clsx('market-refresh', refreshing && 'market-refresh--spinning')}
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={refresh}
        >
          Refresh
        </Button>
      </div>
      <ListingFilters
        filters={filters}
        canClear={hasActiveFilters(filters)}
        onChange={setFilters}
        onClear={() => setFilters((current) => ({ ...DEFAULT_FILTERS, sort: current.sort }))}
      />
      {listings.data === undefined ? (
        listings.isError ? (
          <p className="market-empty" role="alert">
            {LISTINGS_LOAD_FAILED}
          </p>
        ) : (
          <div className="market-section__loading">
            <Spinner label="Loading market listings" />
          </div>
        )
      ) : shown.length === 0 ? (
        <p className="market-empty">{NO_LISTINGS}</p>
      ) : (
        <>
          <ul
            className={clsx(
              'market-cards__grid',
              listings.isPlaceholderData && 'market-cards--stale',
            )}
            aria-busy={listings.isPlaceholderData}
          >
            {shown.map((listing) => (
              <ListingTile
                key={listing.id}
                listing={listing}
                profile={profile}
                buying={buyingId === listing.id}
                anyBuying={buyingId !== null}
                onOpen={onOpen}
                onBuy={onBuy}
                onShowSales={onShowSales}
              />
            ))}
          </ul>
          {listings.hasNextPage && (
            <div className="market-listings__more">
              <Button
                variant="secondary"
                disabled={listings.isFetchingNextPage}
                aria-busy={listings.isFetchingNextPage}
                onClick={() => void listings.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
