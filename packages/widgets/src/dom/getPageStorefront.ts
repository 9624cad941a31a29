import { type Storefront, storefrontFeatures } from '@storefront-kit/core';
import { type PageStorefrontOptions, pageStorefront } from './pageStorefront';

export { disposePageStorefront, type PageStorefrontOptions } from './pageStorefront';

/**
 * The page's single storefront: every widget on the page shares its session, cart and toasts.
 * The first call creates it (every feature of core's `createStorefront`, `guestCart: 'local'`
 * unless given); later calls, from this copy of the package or another, return the same one
 * (given every feature, when a widget's chunk created it with fewer). A later call with a
 * different `baseUrl` warns once in development and still returns the existing storefront.
 *
 * @example
 * const shop = getPageStorefront({ baseUrl: 'https://shop.example.in/api/v1' });
 * mountWidget(element, SearchBoxWidget, {}, { storefront: shop });
 */
export function getPageStorefront(options: PageStorefrontOptions): Storefront {
  return pageStorefront(options, storefrontFeatures);
}
