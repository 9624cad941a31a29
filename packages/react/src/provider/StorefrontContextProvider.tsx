import type { Storefront } from '@storefront-kit/core';
import type { ReactNode } from 'react';
import { CartProvider } from './CartProvider';
import { StorefrontContext } from './StorefrontContext';

/**
 * Provides an existing storefront to the tree, with its cart and coupon flow: what
 * `StorefrontProvider storefront={…}` renders, without the code that creates one (for a
 * bundle whose storefront comes from elsewhere, e.g. core's `composeStorefront`).
 *
 * @example
 * <StorefrontContextProvider storefront={shop}><SearchBox.Root>…</SearchBox.Root></StorefrontContextProvider>
 */
export function StorefrontContextProvider({
  storefront,
  children,
}: {
  storefront: Storefront;
  children?: ReactNode;
}) {
  return (
    <StorefrontContext.Provider value={storefront}>
      <CartProvider storefront={storefront}>{children}</CartProvider>
    </StorefrontContext.Provider>
  );
}
