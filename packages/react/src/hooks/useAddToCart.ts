import { useSignals } from '@preact/signals-react/runtime';
import {
  type AddToCartState,
  type CartResult,
  createAddToCartController,
  type ProductView,
} from '@storefront-kit/core';
import { useCallback, useRef } from 'react';
import { useStorefront } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';
import { useOwnedController } from './useOwnedController';

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** After each successful add (analytics, a host event). The latest function is called. */
  onAdded?(added: { readonly productId: string; readonly quantity: number }): void;
}

export interface UseAddToCartResult extends AddToCartState {
  /** True while adding or confirming: the button should refuse input. */
  readonly busy: boolean;
  /** How many of the product the cart holds ('In Cart (n)' when above 0). */
  readonly inCart: number;
  /**
   * Waits 500 ms, adds `quantity` (default 1), shows 'Added to Cart' for 2 s; ignored while
   * busy or before the product is known. Resolves with the cart's result, or `undefined` when
   * ignored.
   */
  add(quantity?: number): Promise<CartResult | undefined>;
}

/**
 * One Add to Cart button (spec 1 §4 'Product detail cart button'): the 500 ms wait, the add,
 * 'Added to Cart' for 2 s, then 'In Cart (n)'; a double click adds once; a guest without a
 * local cart gets 'Please login to add items to cart' in `error` (and the page's toast).
 * Timers are cleared on unmount.
 *
 * @example
 * const button = useAddToCart(product);
 * <button disabled={!product?.inStock || button.busy} onClick={() => button.add(quantity)}>
 *   {button.status === 'added' ? 'Added to Cart' : button.inCart ? `In Cart (${button.inCart})` : 'Add to Cart'}
 * </button>
 */
export function useAddToCart(
  product: ProductView | undefined,
  options: UseAddToCartOptions = {},
): UseAddToCartResult {
  useSignals();
  const storefront = useStorefront();
  const onAdded = useRef(options.onAdded);
  onAdded.current = options.onAdded;
  const controller = useOwnedController(() =>
    createAddToCartController({
      cart: storefront.cart,
      messages: storefront.messages,
      onAdded: (added) => onAdded.current?.(added),
    }),
  );
  const state = controller.state.value;
  // A server renders an empty cart, and so does the browser while it hydrates that page.
  const hydrated = useHydrated();
  const inCart = product && hydrated ? storefront.cart.quantityOf(product.id) : 0;
  const add = useCallback(
    async (quantity = 1) => (product ? controller.add(product, quantity) : undefined),
    [controller, product],
  );
  return { ...state, busy: controller.busy.value, inCart, add };
}
