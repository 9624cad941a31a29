import {
  ADD_TO_CART_DELAY_MS,
  ADDED_CONFIRMATION_MS,
  type CartResult,
  cartItemFromProduct,
  type ProductView,
} from '@storefront-kit/core';
import { useCart, useMessages } from '@storefront-kit/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { type AddToCartState, addToCartReducer, initialAddToCartState } from './addToCartReducer';

export interface UseAddToCartResult extends AddToCartState {
  /** How many of the product the cart holds ('In Cart (n)' when above 0). */
  readonly inCart: number;
  /** Waits 500 ms, adds one, shows 'Added to Cart' for 2 s; ignored while busy. */
  add(): void;
}

/**
 * The product card's add to cart, with the spec's timings (`ADD_TO_CART_DELAY_MS`,
 * `ADDED_CONFIRMATION_MS`) over `cart.add`; a successful add dispatches `sk:add-to-cart`
 * `{ productId, quantity }`. Timers are cleared on unmount.
 */
export function useAddToCart(product: ProductView | undefined): UseAddToCartResult {
  const cart = useCart();
  const env = useWidgetEnvironment();
  const t = useMessages();
  const [state, dispatch] = useReducer(addToCartReducer, initialAddToCartState);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const { add: addToCart } = cart;
  const busy = state.status !== 'idle';
  const add = useCallback(() => {
    if (!product || busy) return;
    dispatch({ type: 'start' });
    later(ADD_TO_CART_DELAY_MS, () => {
      void addToCart(cartItemFromProduct(product), 1).then((result: CartResult) => {
        if (!mounted.current) return;
        switch (result.status) {
          case 'server':
          case 'local':
            dispatch({ type: 'added' });
            env.emit('sk:add-to-cart', { productId: product.id, quantity: 1 });
            later(ADDED_CONFIRMATION_MS, () => dispatch({ type: 'settle' }));
            return;
          case 'login-required':
            dispatch({ type: 'failed', message: t('cart.loginRequired') });
            return;
          case 'error':
            dispatch({
              type: 'failed',
              message: result.error instanceof Error ? result.error.message : t('api.unexpected'),
            });
            return;
          case 'busy':
          case 'skipped':
            dispatch({ type: 'failed', message: '' });
            return;
          default:
            result satisfies never;
        }
      });
    });
  }, [product, busy, later, addToCart, env, t]);

  return { ...state, inCart: product ? cart.quantityOf(product.id) : 0, add };
}
