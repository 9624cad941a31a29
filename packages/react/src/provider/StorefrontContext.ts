import type { CartStore, CouponController, Storefront } from '@storefront-kit/core';
import { createContext, useContext } from 'react';

export const StorefrontContext = createContext<Storefront | null>(null);

/** The cart and its coupon flow, provided by `CartProvider` (inside `StorefrontProvider`). */
export interface CartContextValue {
  readonly cart: CartStore;
  readonly coupon: CouponController;
}

export const CartContext = createContext<CartContextValue | null>(null);

/**
 * The page's storefront (client, session, cart, coupon, toasts).
 * Throws 'useStorefront must be used within a StorefrontProvider' outside the provider.
 */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext);
  if (!storefront) throw new Error('useStorefront must be used within a StorefrontProvider');
  return storefront;
}

/** The cart context; throws the spec's 'useCart must be used within a CartProvider' outside it. */
export function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
