import {
  DEFAULT_PRICE_RANGE,
  type ListingFilters,
  type PriceBand,
  parseListingQuery,
  serializeListingQuery,
} from '@storefront-kit/core';

/**
 * The results page's filters from its URL: `q` is the search, the rest are the listing's keys
 * (`sort`, `brand`, `category`, `in_stock`, `min_price`, `max_price`), read by core's
 * `parseListingQuery`, so a search without `sort` is in relevance order.
 *
 * @example parseSearchQuery('q=relay&brand=Omron') // { …, search: 'relay', brand: 'Omron', sort: 'relevance' }
 */
export function parseSearchQuery(query: string | URLSearchParams): ListingFilters {
  const params = new URLSearchParams(query);
  params.set('search', (params.get('q') ?? '').trim());
  params.delete('q');
  return parseListingQuery(params);
}

/**
 * The results page's URL of some filters: `/search?q=` first, then the listing's keys in core's
 * canonical order (defaults left out), so one view has one URL.
 *
 * @example searchHref({ ...filters, search: 'relay', sort: 'price_asc' }) // '/search?q=relay&sort=price_asc'
 */
export function searchHref(filters: ListingFilters): string {
  const rest = serializeListingQuery(filters)
    .split('&')
    .filter((pair) => pair && !pair.startsWith('search='));
  return `/search?${[`q=${encodeURIComponent(filters.search.trim())}`, ...rest].join('&')}`;
}

/**
 * The price range of a facet's band. A band from 0 starts at 1 paisa, so products on request
 * (price 0, in no band) stay out as the band's count says; the open top band ends at the
 * listing's 1,000,000.
 */
export function bandRange(band: Pick<PriceBand, 'min' | 'max'>): readonly [number, number] {
  return [band.min > 0 ? band.min : 0.01, band.max ?? DEFAULT_PRICE_RANGE[1]];
}
