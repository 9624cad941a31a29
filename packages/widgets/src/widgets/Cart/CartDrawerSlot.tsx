import { apiMessages } from '@storefront-kit/core';
import { useCart, useTranslator } from '@storefront-kit/react';
import { useEffect, useState } from 'react';
import { lazyComponent } from '../Quote/lazyComponent';
import type { CartDrawerPanelProps } from './CartDrawerPanel';

/**
 * The drawer's code (its lines, quantity steppers, coupon box, dialog and sheet), imported when
 * the cart is first opened, or earlier when the shopper points at or focuses a cart button: a
 * page shows only the cart button until then (its own chunk in the script-tag bundle).
 */
export const cartDrawerPanel = lazyComponent<CartDrawerPanelProps>(() =>
  import('./CartDrawerPanel').then((module) => module.CartDrawerPanel),
);

/**
 * Starts loading the drawer's code without opening it (a cart button's hover, focus or touch: the
 * click that follows then opens it at once). A failure is left for the opening to report.
 */
export function preloadCartDrawer(): void {
  cartDrawerPanel.load().catch(() => {});
}

/**
 * Where the page's cart drawer renders (in the widget that holds the page's one drawer slot):
 * nothing until the cart opens, then the drawer once its code has arrived. If the code cannot be
 * fetched (offline), the cart closes again and an alert says 'Cannot reach the shop. Check your
 * connection and try again.'; the next opening tries again.
 */
export function CartDrawerSlot({ checkoutUrl }: CartDrawerPanelProps) {
  const { isOpen, close } = useCart();
  const t = useTranslator(apiMessages);
  const [Panel, setPanel] = useState(() => cartDrawerPanel.peek());
  const [failed, setFailed] = useState(false);
  const opening = isOpen && !Panel;
  useEffect(() => {
    if (!opening) return;
    let current = true;
    setFailed(false);
    cartDrawerPanel.load().then(
      (component) => {
        if (current) setPanel(() => component);
      },
      () => {
        if (!current) return;
        setFailed(true);
        close();
      },
    );
    return () => {
      current = false;
    };
  }, [opening, close]);
  if (Panel) return <Panel checkoutUrl={checkoutUrl} />;
  return failed ? (
    <p part="drawer-load-error" className="sk-cart-alert" role="alert">
      {t('api.unreachable')}
    </p>
  ) : null;
}
