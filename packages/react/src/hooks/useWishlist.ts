import { useSignals } from '@preact/signals-react/runtime';
import {
  paginationWindow,
  type WishlistPageState,
  type WishlistProductRef,
  type WishlistState,
  type WishlistStatus,
  type WishlistToggleResult,
} from '@storefront-kit/core';
import { useEffect } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/** Options of {@link useWishlist}. */
export interface UseWishlistOptions {
  /**
   * A page of the wishlist page's grid (12 per page) to load and keep fresh; without it only
   * the ids and the count load (a header badge, hearts).
   * @default undefined
   * @example useWishlist({ page: Number(params.get('page') ?? 1) })
   */
  page?: number;
}

/** The wishlist page's grid, with its page buttons. */
export interface WishlistListView extends WishlistPageState {
  /** The page buttons: a sliding window of at most 5 (decisions.md). */
  readonly pages: readonly number[];
}

export interface UseWishlistResult {
  /** Of the ids and count: `idle` (signed out, or not needed yet), `loading`, `ready`, `error`. */
  readonly status: WishlistStatus;
  readonly count: number;
  /** 'Failed to load wishlist items' after a failed load. */
  readonly error: string | null;
  /** The requested page of the grid (`status` 'idle' without `page`). */
  readonly list: WishlistListView;
  isWishlisted(productId: string): boolean;
  isPending(productId: string): boolean;
  /** Flips the heart at once, then shows the server's answer (or rolls back with the spec's message). */
  toggle(product: WishlistProductRef): Promise<WishlistToggleResult>;
  /** The grid's remove-heart ('Failed to remove from wishlist' on failure). */
  remove(product: WishlistProductRef): Promise<WishlistToggleResult>;
  /** Loads the ids and count again. */
  reload(): Promise<void>;
}

/**
 * The page-wide wishlist (storefront.wishlist): count and ids for hearts and badges, and, with
 * `page`, one page of the wishlist page's grid. Every component using it shares one store.
 *
 * @example
 * const { count } = useWishlist();
 * const { list, remove } = useWishlist({ page });
 */
export function useWishlist(options: UseWishlistOptions = {}): UseWishlistResult {
  useSignals();
  const { wishlist } = useStorefront();
  const { page } = options;
  useEffect(() => wishlist.ensureLoaded(), [wishlist]);
  useEffect(() => {
    if (page !== undefined) void wishlist.loadPage(page);
  }, [wishlist, page]);
  const state: WishlistState = wishlist.state.value;
  return {
    status: state.status,
    count: state.count,
    error: state.error,
    list: { ...state.page, pages: paginationWindow(state.page.page, state.page.totalPages) },
    isWishlisted: wishlist.isWishlisted,
    isPending: wishlist.isPending,
    toggle: wishlist.toggle,
    remove: wishlist.remove,
    reload: wishlist.load,
  };
}
