import { useSignals } from '@preact/signals-react/runtime';
import type { WishlistToggleResult } from '@storefront-kit/core';
import { useCallback, useEffect } from 'react';
import { useStorefront } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';

export interface UseWishlistItemResult {
  /** Whether the heart is filled (optimistically while a toggle runs). */
  readonly isWishlisted: boolean;
  /** A toggle is in flight: disable the button (spec: double-click guard). */
  readonly pending: boolean;
  /** `'pending'` while a toggle runs, else whether the product is in the wishlist. */
  readonly status: 'pending' | 'wishlisted' | 'not-wishlisted';
  toggle(): Promise<WishlistToggleResult>;
}

/**
 * One product's heart, bound to the page-wide wishlist: every heart of the same product shows
 * the same state. A guest's toggle gives 'Failed to update wishlist. Please login to your account.'
 *
 * @example
 * const heart = useWishlistItem(product.id);
 * <button aria-pressed={heart.isWishlisted} disabled={heart.pending} onClick={heart.toggle} />
 */
export function useWishlistItem(productId: string): UseWishlistItemResult {
  useSignals();
  const { wishlist } = useStorefront();
  useEffect(() => wishlist.ensureLoaded(), [wishlist]);
  const toggle = useCallback(() => wishlist.toggle(productId), [wishlist, productId]);
  // A server renders no wishlist (it has no session), and so does the browser while it
  // hydrates that page; the shopper's hearts show right after.
  const hydrated = useHydrated();
  const isWishlisted = hydrated && wishlist.isWishlisted(productId);
  const pending = hydrated && wishlist.isPending(productId);
  return {
    isWishlisted,
    pending,
    status: pending ? 'pending' : isWishlisted ? 'wishlisted' : 'not-wishlisted',
    toggle,
  };
}
