import { cartFeature, cartMessages } from '@storefront-kit/core';
import { useCart, useTranslator } from '@storefront-kit/react';
import { useOverlaySlot } from '../../shared/useOverlaySlot';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { CartDrawerSlot, preloadCartDrawer } from './CartDrawerSlot';
import type { CartDrawerWidgetProps } from './CartDrawerWidget';
import { useCartChangeEvents } from './useCartChangeEvents';

/**
 * The header's cart button with its item-count badge, opening the styled cart drawer (which it
 * renders: do not add a {@link CartDrawerWidget} next to it; any number of cart buttons and
 * drawer widgets on a page share one drawer). Dispatches `sk:cart-change`
 * `{ count, total }` when the lines change and `sk:checkout-start` on Proceed to Checkout.
 * Style it with `cartCss` (parts `cart-button`, `cart-count`, `drawer`, `line`, `summary`…). The
 * drawer's code loads on the first opening (or the button's hover or focus), with its sheet.
 *
 * @example <CartButtonWidget checkoutUrl="https://distributor.example/checkout" />
 */
export function CartButtonWidget({ checkoutUrl }: CartDrawerWidgetProps) {
  useStorefrontFeatures(cartFeature);
  useCartChangeEvents();
  const cart = useCart();
  const t = useTranslator(cartMessages);
  // One drawer per page, however many cart buttons (a header's and a phone's sticky bar's).
  const drawer = useOverlaySlot('cart-drawer');
  return (
    <>
      <button
        type="button"
        part="cart-button"
        className="sk-cart-button"
        aria-haspopup="dialog"
        aria-expanded={cart.isOpen}
        data-state={cart.isOpen ? 'open' : 'closed'}
        onClick={() => cart.open()}
        // The drawer's code loads on the first opening; pointing at or focusing the button
        // starts it early, so the click opens the drawer at once.
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        {/* The name reads 'Shopping Cart (n)'; only the count is visible. */}
        <span className="sk-visually-hidden">{t('cart.title')} (</span>
        <span
          part="cart-count"
          className="sk-cart-count"
          data-state={cart.totals.totalItems ? 'filled' : 'empty'}
        >
          {cart.totals.totalItems}
        </span>
        <span className="sk-visually-hidden">)</span>
      </button>
      {drawer ? <CartDrawerSlot checkoutUrl={checkoutUrl} /> : null}
    </>
  );
}
