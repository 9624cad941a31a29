import { useSignals } from '@preact/signals-react/runtime';
import type { CartItemInput, CartResult, CartState, CartTotals } from '@storefront-kit/core';
import { useCartContext } from '../provider/StorefrontContext';

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
 */
export function useCart(): UseCartResult {
  useSignals();
  const { cart } = useCartContext();
  const state = cart.state.value;
  return {
    ...state,
    totals: cart.totals.value,
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
