/**
 * A category's listing, the spec's category link (`/products?category={encoded name}`): the
 * same URL as `listingHref({ category })`, for a page that needs no other listing URL (the
 * product page's breadcrumb), so it does not load the listing query's serializer for one link.
 *
 * @example categoryHref('Proximity Sensors') // '/products?category=Proximity%20Sensors'
 */
export function categoryHref(category: string): string {
  return `/products?category=${encodeURIComponent(category)}`;
}
