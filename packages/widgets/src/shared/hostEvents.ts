import type { Paise } from '@storefront-kit/core';

/** The DOM events widgets dispatch for the host page (bubbling, composed out of the shadow root). */
export const HOST_EVENTS = {
  addToCart: 'sk:add-to-cart',
  cartChange: 'sk:cart-change',
  search: 'sk:search',
  checkoutStart: 'sk:checkout-start',
  orderPlaced: 'sk:order-placed',
  navigate: 'sk:navigate',
} as const;

/** What each event carries in `event.detail`. Money is integer paise. */
export interface HostEventDetails {
  'sk:add-to-cart': { readonly productId: string; readonly quantity: number };
  'sk:cart-change': { readonly count: number; readonly total: Paise };
  'sk:search': { readonly query: string };
  'sk:checkout-start': { readonly total: Paise; readonly count: number };
  'sk:order-placed': { readonly orderId: string; readonly paymentId: string };
  /** Cancelable: call `preventDefault()` to route in the host app instead of `location.assign`. */
  'sk:navigate': { readonly url: string; readonly productId?: string };
}

export type HostEventName = keyof HostEventDetails;

/**
 * Dispatches one host event on `target` (bubbling and composed, so it leaves a shadow root).
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatchHostEvent<N extends HostEventName>(
  target: EventTarget,
  name: N,
  detail: HostEventDetails[N],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: name === HOST_EVENTS.navigate,
    }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'sk:add-to-cart': CustomEvent<HostEventDetails['sk:add-to-cart']>;
    'sk:cart-change': CustomEvent<HostEventDetails['sk:cart-change']>;
    'sk:search': CustomEvent<HostEventDetails['sk:search']>;
    'sk:checkout-start': CustomEvent<HostEventDetails['sk:checkout-start']>;
    'sk:order-placed': CustomEvent<HostEventDetails['sk:order-placed']>;
    'sk:navigate': CustomEvent<HostEventDetails['sk:navigate']>;
  }
}
