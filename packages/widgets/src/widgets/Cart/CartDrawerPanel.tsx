import { CartDrawer, useCart, useMessages } from '@storefront-kit/react';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { CartLine } from './CartLine';
import { CouponBox } from './CouponBox';

/** The default checkout URL of the cart widgets. */
export const CHECKOUT_URL = '/checkout';

/**
 * The drawer itself (portal, backdrop, panel), inside a `CartDrawer.Root`. It portals into the
 * widget environment's `portalContainer` (the shadow root), else `document.body`.
 */
export function CartDrawerPanel({ checkoutUrl = CHECKOUT_URL }: { checkoutUrl?: string }) {
  const env = useWidgetEnvironment();
  const cart = useCart();
  const t = useMessages();
  return (
    <CartDrawer.Portal container={env.portalContainer ?? undefined}>
      <CartDrawer.Overlay part="overlay" className="sk-overlay" />
      <CartDrawer.Content part="drawer" className="sk-drawer">
        <header part="drawer-header" className="sk-drawer-header">
          <CartDrawer.Title part="drawer-title" className="sk-drawer-title" />
          <CartDrawer.Close part="drawer-close" className="sk-icon-button" />
        </header>
        <CartDrawer.Loading part="drawer-loading" className="sk-drawer-loading">
          {[0, 1].map((row) => (
            <span key={row} aria-hidden="true" className="sk-skeleton sk-skeleton-line" />
          ))}
        </CartDrawer.Loading>
        <CartDrawer.Empty part="drawer-empty" className="sk-drawer-empty">
          <p className="sk-drawer-empty-title">{t('cart.empty')}</p>
          <p className="sk-drawer-empty-hint">{t('cart.emptyHint')}</p>
          <CartDrawer.ContinueShopping part="continue-shopping" className="sk-button" />
        </CartDrawer.Empty>
        <CartDrawer.Filled part="drawer-filled" className="sk-drawer-filled">
          <CartDrawer.Items part="lines" className="sk-lines">
            {(item) => <CartLine item={item} />}
          </CartDrawer.Items>
          <footer className="sk-drawer-footer">
            <CouponBox />
            <CartDrawer.Summary part="summary" className="sk-summary" />
            <div part="drawer-actions" className="sk-drawer-actions">
              <CartDrawer.Checkout
                part="checkout"
                className="sk-button sk-button-block"
                onClick={() => {
                  env.emit('sk:checkout-start', {
                    total: cart.totals.total,
                    count: cart.totals.totalItems,
                  });
                  env.navigate(checkoutUrl);
                }}
              />
              <CartDrawer.Clear part="clear" className="sk-button sk-button-secondary" />
              <CartDrawer.ContinueShopping
                part="continue-shopping"
                className="sk-button sk-button-secondary"
              />
            </div>
          </footer>
        </CartDrawer.Filled>
      </CartDrawer.Content>
    </CartDrawer.Portal>
  );
}
