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
