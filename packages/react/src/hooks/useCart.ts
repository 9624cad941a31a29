import { useSignals } from '@preact/signals-react/runtime';
import {
  type CartItemInput,
  type CartResult,
  type CartState,
  type CartTotals,
  computeTotals,
  initialCartState,
} from '@storefront-kit/core';
import { useCartContext } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';

/** What a server renders (a guest's empty cart), and so what hydration shows first. */
const SERVER_TOTALS: CartTotals = computeTotals([]);

/** The cart's state and actions. */
export interface UseCartResult extends CartState {
  readonly totals: CartTotals;
  add(item: CartItemInput, quantity?: number): Promise<CartResult>;
  remove(id: string): Promise<CartResult>;
  updateQuantity(id: string, quantity: number): Promise<CartResult>;
  clear(): Promise<CartResult>;
  open(): void;
  close(): void;
  toggle(): void;
  quantityOf(id: string): number;
  isPending(id: string): boolean;
  reload(): Promise<CartResult>;
}

/**
 * The cart (spec 1 §4): lines, totals in paise, the applied discount, the drawer's open state,
 * pending lines, and every action. Throws 'useCart must be used within a CartProvider' outside.
 * On a server, and while a server-rendered page hydrates, it reads as the empty cart the
 * server rendered; the shopper's cart shows right after.
 */
export function useCart(): UseCartResult {
  useSignals();
  const { cart } = useCartContext();
  const hydrated = useHydrated();
  const state = hydrated ? cart.state.value : initialCartState;
  return {
    ...state,
    totals: hydrated ? cart.totals.value : SERVER_TOTALS,
    add: cart.add,
    remove: cart.remove,
    updateQuantity: cart.updateQuantity,
    clear: cart.clear,
    open: cart.open,
    close: cart.close,
    toggle: cart.toggle,
    quantityOf: cart.quantityOf,
    isPending: cart.isPending,
    reload: cart.load,
  };
}
