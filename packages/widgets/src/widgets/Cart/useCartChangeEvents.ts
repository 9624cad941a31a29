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
  // The values the host last heard of (or, before any event, the cart as first shown). Until
  // the cart's first load is done, what it shows is the saved cart being restored: no change.
  let told = cart.totals.peek();
  let restored = cart.state.peek().status === 'ready';
  const subscription: Subscription = { environments: [], stop: () => {} };
  subscription.stop = cart.state.subscribe((state) => {
    // A load or a sign-in merge passes through intermediate carts: only its result counts.
    if (state.status !== 'ready') return;
    const totals = cart.totals.peek();
    if (!restored) {
      restored = true;
      told = totals;
      return;
    }
    if (totals.totalItems === told.totalItems && totals.total === told.total) return;
    told = totals;
    subscription.environments[0]?.emit('sk:cart-change', {
      count: totals.totalItems,
      total: totals.total,
    });
  });
  return subscription;
}

/**
 * Dispatches `sk:cart-change` `{ count, total }` (total in paise) each time the count or the
 * total changes (add, quantity, remove, clear, a login merge that brings other lines), once a
 * load or merge is done; never for the cart restored on page load, and never twice in a row
 * with the same values. Several widgets of one storefront dispatch each change once.
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
