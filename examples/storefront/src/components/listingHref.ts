import {
  DEFAULT_LISTING_FILTERS,
  type ListingFilters,
  serializeListingQuery,
} from '@storefront-kit/core';

/**
 * The listing URL of some filters, written by core's `serializeListingQuery` (one canonical URL
 * per view, so a shared link restores it).
 *
 * @example listingHref({ category: 'Sensors' }) // '/products?category=Sensors'
 */
export function listingHref(filters: Partial<ListingFilters> = {}): string {
  const query = serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, ...filters });
  return query ? `/products?${query}` : '/products';
}

/**
 * The URL of a listing with its pages 1..`page` shown: `/products/{category}/{page}` when the
 * category is in the path (the other filters in the query), else `/products?…&page={page}`.
 * Page 1 is the listing's own URL.
 *
 * @example listingPageHref({ category: 'Sensors', brand: 'Omron' }, 3, true)
 * // '/products/Sensors/3?brand=Omron'
 * @example listingPageHref({ brand: 'Omron' }, 2) // '/products?brand=Omron&page=2'
 */
export function listingPageHref(
  filters: Partial<ListingFilters>,
  page: number,
  categoryInPath = false,
): string {
  if (categoryInPath && filters.category) {
    const rest = serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, ...filters, category: '' });
    return `/products/${encodeURIComponent(filters.category)}/${page}${rest ? `?${rest}` : ''}`;
  }
  const href = listingHref(filters);
  if (page <= 1) return href;
  return `${href}${href.includes('?') ? '&' : '?'}page=${page}`;
}
