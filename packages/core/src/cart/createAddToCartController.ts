import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { ADD_TO_CART_DELAY_MS, ADDED_CONFIRMATION_MS } from '../constants';
import { systemTimers, type Timers } from '../interaction/timers';
import { apiMessages } from '../messages/apiMessages';
import { cartMessages } from '../messages/cartMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { ProductView } from '../models/toProductView';
import {
  type AddToCartAction,
  type AddToCartState,
  addToCartReducer,
  initialAddToCartState,
} from './addToCartReducer';
import { cartItemFromProduct } from './cartItemFromProduct';
import type { CartResult, CartStore } from './createCartStore';

/** Options of {@link createAddToCartController}. */
export interface AddToCartControllerOptions {
  cart: CartStore;
  /** Per-string overrides of the message catalogue (the refusal messages). */
  messages?: MessageOverrides;
  /** The wait before the line is added (spec 1 §4). @default ADD_TO_CART_DELAY_MS (500) */
  delay?: number;
  /** How long 'Added to Cart' shows. @default ADDED_CONFIRMATION_MS (2000) */
  confirmation?: number;
  /** Timer functions (tests may inject their own). @default the global timers */
  timers?: Timers;
  /** After each successful add (analytics, a host event). */
  onAdded?(added: { readonly productId: string; readonly quantity: number }): void;
}

/** One add-to-cart button's state machine over the page's cart. */
export interface AddToCartController {
  /** `idle`, `adding` (the wait and the request), `added` (the confirmation); the last refusal's message. */
  readonly state: ReadonlySignal<AddToCartState>;
  /** True while adding or confirming: a second click is ignored. */
  readonly busy: ReadonlySignal<boolean>;
  /**
   * Waits `delay`, adds `quantity` of the product, shows `added` for `confirmation`, then goes
   * back to `idle`. Resolves with the cart's result, or `undefined` when ignored (busy, or
   * disposed meanwhile). A refusal ('Please login to add items to cart', the server's reason)
   * goes back to `idle` with its message in `state.error`.
   */
  add(product: ProductView, quantity?: number): Promise<CartResult | undefined>;
  /**
   * Clears the timers and returns to `idle`; an add waiting resolves `undefined` at once, one
   * already sent settles without touching the state. The controller stays usable.
   */
  dispose(): void;
}

/**
 * The product detail page's and product cards' Add to Cart (spec 1 §4 'Product detail cart
 * button'): a 500 ms wait, the add, 'Added to Cart' for 2 s, then back; double clicks ignored.
 *
 * @example
 * const button = createAddToCartController({ cart: shop.cart });
 * await button.add(product, 2);
 * button.state.value; // { status: 'added', error: null }
 */
export function createAddToCartController(
  options: AddToCartControllerOptions,
): AddToCartController {
  const {
    cart,
    delay = ADD_TO_CART_DELAY_MS,
    confirmation = ADDED_CONFIRMATION_MS,
    timers = systemTimers,
  } = options;
  const t = createTranslator({ ...cartMessages, ...apiMessages }, options.messages);
  const state = signal<AddToCartState>(initialAddToCartState);
  const busy = computed(() => state.value.status !== 'idle');
  // Each scheduled timer, and what ends it early on dispose (a wait resolves at once).
  const pending = new Map<unknown, () => void>();
  let generation = 0;

  const dispatch = (action: AddToCartAction) => {
    state.value = addToCartReducer(state.value, action);
  };
  /** Runs `run` after `ms`, in the timer's own callback; dispose clears it and calls `onCancel`. */
  const schedule = (ms: number, run: () => void, onCancel: () => void = () => {}) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      run();
    }, ms);
    pending.set(handle, onCancel);
  };
  const wait = (ms: number) => new Promise<void>((resolve) => schedule(ms, resolve, resolve));
  const refusal = (result: CartResult): string => {
    switch (result.status) {
      case 'login-required':
        return t('cart.loginRequired');
      case 'error':
        // A sentence ('Only 27 units in stock'), never 'Network Error: API Error: 400 - {…}'.
        return result.message || t('api.failed');
      default:
        return ''; // busy or skipped: nothing to tell
    }
  };

  return {
    state,
    busy,
    async add(product, quantity = 1) {
      if (busy.value) return undefined;
      const current = generation;
      dispatch({ type: 'start' });
      await wait(delay);
      if (current !== generation) return undefined;
      const result = await cart.add(cartItemFromProduct(product), quantity);
      if (current !== generation) return result;
      if (result.status === 'server' || result.status === 'local') {
        dispatch({ type: 'added' });
        options.onAdded?.({ productId: product.id, quantity });
        schedule(confirmation, () => {
          if (current === generation) dispatch({ type: 'settle' });
        });
      } else {
        dispatch({ type: 'failed', message: refusal(result) });
      }
      return result;
    },
    dispose() {
      generation += 1;
      for (const [handle, onCancel] of pending) {
        timers.clearTimeout(handle);
        onCancel();
      }
      pending.clear();
      state.value = initialAddToCartState;
    },
  };
}
