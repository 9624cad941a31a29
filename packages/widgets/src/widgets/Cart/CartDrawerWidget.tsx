import { cartFeature } from '@storefront-kit/core';
import { useOverlaySlot } from '../../shared/useOverlaySlot';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { CartDrawerSlot } from './CartDrawerSlot';
import { useCartChangeEvents } from './useCartChangeEvents';

/** Props of {@link CartDrawerWidget} and {@link CartButtonWidget}. */
export interface CartDrawerWidgetProps {
  /**
   * Where Proceed to Checkout goes (after `sk:checkout-start` `{ total, count }`, through the
   * cancelable `sk:navigate`).
   * @default '/checkout'
   */
  checkoutUrl?: string;
}

/**
 * The styled cart drawer alone (spec 1 'Cart drawer'), following the cart's open state, for a
 * page that opens it from elsewhere (an add to cart, the host's own button through the
 * storefront's `cart.open()`). Use {@link CartButtonWidget} for a button with the drawer.
 * Dispatches `sk:cart-change` and `sk:checkout-start`. Style it with `cartCss`. A page has one
 * drawer, whichever cart widgets it has: the first mounted renders it (with its `checkoutUrl`).
 *
 * @example <CartDrawerWidget checkoutUrl="/checkout" />
 */
export function CartDrawerWidget({ checkoutUrl }: CartDrawerWidgetProps) {
  useStorefrontFeatures(cartFeature);
  useCartChangeEvents();
  return useOverlaySlot('cart-drawer') ? <CartDrawerSlot checkoutUrl={checkoutUrl} /> : null;
}
