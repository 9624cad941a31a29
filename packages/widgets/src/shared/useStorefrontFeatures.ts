import { extendStorefront, type Storefront, type StorefrontFeature } from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';

/**
 * The storefront, with what this widget uses of it added (core's `extendStorefront`): on a page
 * whose storefront the script tag composed with nothing, the first widget that needs the cart
 * brings the cart's code and creates the page's one cart. Call it first in the widget, before
 * the hooks that read those features. A storefront with every feature (`createStorefront`) is
 * left as it is.
 *
 * @example
 * const storefront = useStorefrontFeatures(cartFeature, couponFeature);
 */
export function useStorefrontFeatures(...features: StorefrontFeature[]): Storefront {
  const storefront = useStorefront();
  extendStorefront(storefront, ...features);
  return storefront;
}
