/**
 * The marketplace's filters and sort (docs/RULES.md, "Market") and the query they ask the
 * server: GET /market/listings?page&limit&class&quality&minLevel&maxLevel&maxPrice&sort.
 * A number field that is empty or out of the contract's range filters nothing.
 */
import {
  MARKET_SORTS,
  MarketListingsQuerySchema,
  type MarketListingsQuery,
  type MarketSort,
} from '@alchemy/contracts';
import {
  CARD_CLASSES,
  CARD_QUALITIES,
  MARKET_PAGE_SIZE,
  type CardClass,
  type CardQuality,
} from '@alchemy/game-rules';

/** The screen asks 50 listings a page, then 'Load more'. */
export const MARKET_PAGE_LIMIT = MARKET_PAGE_SIZE.default;

/** What the filter fields hold: number fields as typed. */
export interface MarketFilters {
  class: CardClass | 'all';
  quality: CardQuality | 'all';
  minLevel: string;
  maxLevel: string;
  maxPrice: string;
  sort: MarketSort;
}

export const DEFAULT_FILTERS: MarketFilters = {
  class: 'all',
  quality: 'all',
  minLevel: '',
  maxLevel: '',
  maxPrice: '',
  sort: 'newest',
};

const SORT_LABELS: Record<MarketSort, string> = {
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  'level-high': 'Level: high to low',
  'level-low': 'Level: low to high',
};

export const SORT_OPTIONS = MARKET_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
export const CLASS_OPTIONS = CARD_CLASSES;
export const QUALITY_OPTIONS = CARD_QUALITIES;

export function isMarketSort(value: string): value is MarketSort {
  return (MARKET_SORTS as readonly string[]).includes(value);
}

export function isCardClassOption(value: string): value is MarketFilters['class'] {
  return value === 'all' || (CARD_CLASSES as readonly string[]).includes(value);
}

export function isCardQualityOption(value: string): value is MarketFilters['quality'] {
  return value === 'all' || (CARD_QUALITIES as readonly string[]).includes(value);
}

type NumberFilter = 'minLevel' | 'maxLevel' | 'maxPrice';

/** A number field's value, when the contract accepts it (a whole number in range). */
function numberFilter(field: NumberFilter, text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parsed = MarketListingsQuerySchema.shape[field].safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

/** The filters as the listings query, without the page (the query key of the list). */
export function filtersQuery(filters: MarketFilters): Omit<MarketListingsQuery, 'page'> {
  const query: Omit<MarketListingsQuery, 'page'> = { limit: MARKET_PAGE_LIMIT };
  if (filters.class !== 'all') query.class = filters.class;
  if (filters.quality !== 'all') query.quality = filters.quality;
  const minLevel = numberFilter('minLevel', filters.minLevel);
  if (minLevel !== undefined) query.minLevel = minLevel;
  const maxLevel = numberFilter('maxLevel', filters.maxLevel);
  if (maxLevel !== undefined) query.maxLevel = maxLevel;
  const maxPrice = numberFilter('maxPrice', filters.maxPrice);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  query.sort = filters.sort;
  return query;
}

/** Whether any filter narrows the list (the sort does not). */
export function hasActiveFilters(filters: MarketFilters): boolean {
  const query = filtersQuery(filters);
  return (
    query.class !== undefined ||
    query.quality !== undefined ||
    query.minLevel !== undefined ||
    query.maxLevel !== undefined ||
    query.maxPrice !== undefined
  );
}

/**
 * The query with its fields in a fixed order, page first ('page=1&limit=50&class=Beast&
 * sort=newest'), so one filter always makes one URL.
 */
export function listingsQuery(query: MarketListingsQuery): MarketListingsQuery {
  const { page, limit, class: cardClass, quality, minLevel, maxLevel, maxPrice, sort } = query;
  return { page, limit, class: cardClass, quality, minLevel, maxLevel, maxPrice, sort };
}
