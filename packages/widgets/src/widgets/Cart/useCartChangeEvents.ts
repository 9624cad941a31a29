import type { CartStore } from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';
import { useEffect } from 'react';
import { useWidgetEnvironment, type WidgetEnvironment } from '../../shared/WidgetEnvironment';

interface Subscription {
  readonly environments: WidgetEnvironment[];
  stop(): void;
}

// One subscription per cart, however many widgets ask: a page with a cart button and a
// drawer tells the host once per change, through the first widget still mounted.
const subscriptions = new WeakMap<CartStore, Subscription>();

function subscribe(cart: CartStore): Subscription {
  let items = cart.state.peek().items;
  const subscription: Subscription = { environments: [], stop: () => {} };
  subscription.stop = cart.state.subscribe((state) => {
    if (state.items === items) return;
    items = state.items;
    const totals = cart.totals.peek();
    subscription.environments[0]?.emit('sk:cart-change', {
      count: totals.totalItems,
      total: totals.total,
    });
  });
  return subscription;
}

/**
 * Dispatches `sk:cart-change` `{ count, total }` (total in paise) each time the cart's lines
 * change (add, quantity, remove, clear, a load or a login merge), not for the cart as found on
 * mount. Several widgets of one storefront dispatch each change once.
 *
 * @example
 * function CartButtonWidget() { useCartChangeEvents(); … }
 */
export function useCartChangeEvents(): void {
  const { cart } = useStorefront();
  const env = useWidgetEnvironment();
  useEffect(() => {
    const subscription = subscriptions.get(cart) ?? subscribe(cart);
    subscriptions.set(cart, subscription);
    subscription.environments.push(env);
    return () => {
      const index = subscription.environments.indexOf(env);
      if (index >= 0) subscription.environments.splice(index, 1);
      if (subscription.environments.length) return;
      subscription.stop();
      subscriptions.delete(cart);
    };
  }, [cart, env]);
}
