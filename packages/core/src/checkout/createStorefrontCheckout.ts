import type { QueryKey } from '../query/queryKey';
import type { Storefront } from '../storefront/createStorefront';
import { type Checkout, type CreateCheckoutOptions, createCheckout } from './createCheckout';

/** Options of {@link createStorefrontCheckout}: the payment dialog, and any checkout option. */
export type StorefrontCheckoutOptions = Pick<CreateCheckoutOptions, 'provider'> &
  Partial<CreateCheckoutOptions>;

/**
 * The query groups a payment changes: `queryKeys.orders`, `queryKeys.dashboard` and
 * `queryKeys.rewards` (checked equal by the tests), written out so that the checkout's first
 * render does not load the key catalogue. Internal to core.
 */
export const PAID_QUERY_GROUPS: readonly QueryKey[] = [['orders'], ['dashboard'], ['rewards']];

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
        ...PAID_QUERY_GROUPS.map((group) => queries.invalidate(group)),
      ]);
      await options.onPaid?.(payment);
    },
  });
}
