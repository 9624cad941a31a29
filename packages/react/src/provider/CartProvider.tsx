import type { Storefront } from '@storefront-kit/core';
import { type ReactNode, useMemo } from 'react';
import { CartContext, type CartContextValue } from './StorefrontContext';

/** Provides the storefront's cart and coupon flow (`StorefrontProvider` renders it for you). */
export function CartProvider({
  storefront,
  children,
}: {
  storefront: Storefront;
  children?: ReactNode;
}) {
  // Read when a component uses them: a storefront composed without a cart (a page with only a
  // search box) creates none.
  const value = useMemo<CartContextValue>(
    () => ({
      get cart() {
        return storefront.cart;
      },
      get coupon() {
        return storefront.coupon;
      },
    }),
    [storefront],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
