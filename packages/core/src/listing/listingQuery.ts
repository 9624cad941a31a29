import { DEFAULT_PRICE_RANGE } from '../constants';
import { SORT_OPTIONS } from '../schemas/choices';
import {
  DEFAULT_LISTING_FILTERS,
  defaultListingSort,
  LISTING_TYPES,
  type ListingFilters,
  type ListingSort,
  type ListingType,
} from './listingFilters';

const SORTS: readonly ListingSort[] = [...SORT_OPTIONS, 'relevance'];

const TEXT_KEYS = ['category', 'subcategory', 'subsubcategory', 'brand', 'solution'] as const;

const includes = <V extends string>(list: readonly V[], value: string | null): value is V =>
  (list as readonly (string | null)[]).includes(value);

const toNumber = (value: string | null, fallback: number, max = Number.POSITIVE_INFINITY) => {
  const n = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= max ? n : fallback;
};

/**
 * Reads the listing filters from a URL query (`?category=Proximity%20Sensors&brand=Omron`).
 * Missing or invalid values give the defaults, so the result never keeps anything stale.
 * Keys: `type`, `category`, `subcategory`, `subsubcategory`, `brand`, `solution`, `search`,
 * `sort` (default: relevance with a search, Name A-Z without), `min_price`, `max_price`, `in_stock`, `rating`, `badges` (repeated).
 *
 * @example
 * parseListingQuery('?category=Proximity%20Sensors').category // 'Proximity Sensors'
 */
export function parseListingQuery(search: string | URLSearchParams): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (key: string) => params.get(key);
  const type = get('type');
  const sort = get('sort');
  const inStock = get('in_stock');
  const text = get('search') ?? '';
  const filters: { -readonly [K in keyof ListingFilters]: ListingFilters[K] } = {
    ...DEFAULT_LISTING_FILTERS,
    type: includes<ListingType>(LISTING_TYPES, type) ? type : '',
    search: text,
    sort: includes<ListingSort>(SORTS, sort) ? sort : defaultListingSort(text),
    priceRange: [
      toNumber(get('min_price'), DEFAULT_PRICE_RANGE[0]),
      toNumber(get('max_price'), DEFAULT_PRICE_RANGE[1]),
    ],
    inStock: inStock === 'true' || inStock === '1',
    badges: params.getAll('badges').filter(Boolean),
    rating: toNumber(get('rating'), 0, 5),
  };
  for (const key of TEXT_KEYS) filters[key] = get(key) ?? '';
  return filters;
}

/**
 * Writes the filters as a URL query without the leading `?`, omitting defaults, in a fixed key
 * order and with `encodeURIComponent` (spaces as `%20`), so one view always has one shareable
 * URL and `parseListingQuery` restores it exactly. All defaults give `''`.
 *
 * @example
 * serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, brand: 'Omron' }) // 'brand=Omron'
 */
export function serializeListingQuery(filters: ListingFilters): string {
  const {
    priceRange: [min, max],
  } = filters;
  const pairs: [string, string | number | boolean][] = [['type', filters.type]];
  for (const key of TEXT_KEYS) pairs.push([key, filters[key]]);
  pairs.push(
    ['search', filters.search],
    ['sort', filters.sort !== defaultListingSort(filters.search) && filters.sort],
    ['min_price', min !== DEFAULT_PRICE_RANGE[0] && min],
    ['max_price', max !== DEFAULT_PRICE_RANGE[1] && max],
    ['in_stock', filters.inStock],
    ['rating', filters.rating > 0 && filters.rating],
  );
  for (const badge of filters.badges) pairs.push(['badges', badge]);
  return pairs
    .filter(([, value]) => value !== '' && value !== false)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}
