import { composeStorefront } from './composeStorefront';
import { storefrontFeatures } from './storefrontFeatures';
import type { Storefront, StorefrontOptions } from './types';

export type { Storefront, StorefrontOptions } from './types';

/**
 * Creates the page's storefront: the client, session, cart, coupon and notifications, wired
 * the way the spec describes (token from the session, a revoked token ends the session, the
 * cart follows logins and logouts). The React provider and the widgets each create one.
 * Every feature is included and created at once; `composeStorefront` builds one with fewer.
 * The code behind them loads on first use: the transport and an API group's methods with their
 * response schemas when the first request needs them, so a page's first download holds neither
 * ky nor zod.
 *
 * @example
 * const shop = createStorefront({ baseUrl: 'https://shop.example.in/api/v1', guestCart: 'local' });
 * await shop.cart.add({ id: 'p42' }, 2);
 * shop.cart.totals.value.total; // paise
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  // The transport (ky, zod's parser) and each API group with its schemas load with the first
  // request that needs them, not with the page (`createLazyHttp`, `API_GROUPS_ON_DEMAND`).
  const storefront = composeStorefront(options, storefrontFeatures);
  // Created now, in this order, as before features existed (the cart loads right away).
  void [
    storefront.auth,
    storefront.cart,
    storefront.coupon,
    storefront.queries,
    storefront.wishlist,
    storefront.uploads,
  ];
  return storefront;
}
