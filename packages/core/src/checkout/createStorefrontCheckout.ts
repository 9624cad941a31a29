import { queryKeys } from '../query/queryKeys';
import type { Storefront } from '../storefront/createStorefront';
import { type Checkout, type CreateCheckoutOptions, createCheckout } from './createCheckout';

/** Options of {@link createStorefrontCheckout}: the payment dialog, and any checkout option. */
export type StorefrontCheckoutOptions = Pick<CreateCheckoutOptions, 'provider'> &
  Partial<CreateCheckoutOptions>;

/**
 * A checkout for a storefront's cart: the amount is the cart total, the coupon the applied
 * one, and a verified payment reloads the (now empty) server cart and forgets the cached
 * orders, dashboard figures and reward points. Its own module, so a page that never checks out
 * never loads the checkout.
 *
 * @example
 * const checkout = createStorefrontCheckout(shop, { provider: createRazorpayProvider() });
 */
export function createStorefrontCheckout(
  storefront: Pick<Storefront, 'client' | 'cart' | 'queries' | 'notifications' | 'messages'>,
  options: StorefrontCheckoutOptions,
): Checkout {
  const { client, cart, queries, notifications, messages } = storefront;
  return createCheckout({
    payments: client.payments,
    getAmount: () => cart.totals.value.total,
    getCouponCode: () => cart.state.value.discount?.code,
    notify: notifications.notify,
    messages,
    ...options,
    onPaid: async (payment) => {
      // The new order, its stock, points and dashboard figures are now the server's truth.
      await Promise.all([
        cart.load(),
        queries.invalidate(queryKeys.orders),
        queries.invalidate(queryKeys.dashboard),
        queries.invalidate(queryKeys.rewards),
      ]);
      await options.onPaid?.(payment);
    },
  });
}
