import { cartMessages, couponFeature } from '@storefront-kit/core';
import { Cart, useCart, useTranslator } from '@storefront-kit/react';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { WidgetDialog } from '../../shared/WidgetDialog';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { CartLine } from './CartLine';
import { CouponBox } from './CouponBox';
import { cartDrawerCss } from './cartDrawerCss';

/** The default checkout URL of the cart widgets. */
export const CHECKOUT_URL = '/checkout';

/** Props of {@link CartDrawerPanel}. */
export interface CartDrawerPanelProps {
  /** Where Proceed to Checkout goes. @default '/checkout' */
  checkoutUrl?: string;
}

const SHEETS = [cartDrawerCss] as const;

/**
 * The drawer itself: a native modal `<dialog>` (top layer, so no host page stacking or
 * `overflow` can hide it) in the widget's shadow root, following the cart's open state
 * (`cart.open()`, `cart.close()`). Escape, the backdrop, × and Continue Shopping close it. In a
 * shadow root it adopts `cartDrawerCss` itself (in the page's overlay layer, where it shows).
 */
export function CartDrawerPanel({ checkoutUrl = CHECKOUT_URL }: CartDrawerPanelProps) {
  useStorefrontFeatures(couponFeature);
  const env = useWidgetEnvironment();
  const cart = useCart();
  const t = useTranslator(cartMessages);
  return (
    <WidgetDialog
      open={cart.isOpen}
      onOpenChange={(open) => (open ? cart.open() : cart.close())}
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      variant="drawer"
      part="drawer"
      className="sk-drawer"
      sheets={SHEETS}
    >
      <Cart.Loading part="drawer-loading" className="sk-drawer-loading">
        {[0, 1].map((row) => (
          <span key={row} aria-hidden="true" className="sk-skeleton sk-skeleton-line" />
        ))}
      </Cart.Loading>
      <Cart.Empty part="drawer-empty" className="sk-drawer-empty">
        <p className="sk-drawer-empty-title">{t('cart.empty')}</p>
        <p className="sk-drawer-empty-hint">{t('cart.emptyHint')}</p>
        <Cart.ContinueShopping part="continue-shopping" className="sk-button" />
      </Cart.Empty>
      <Cart.Filled part="drawer-filled" className="sk-drawer-filled">
        <Cart.Items part="lines" className="sk-lines">
          {(item) => <CartLine item={item} />}
        </Cart.Items>
        <footer className="sk-drawer-footer">
          <CouponBox />
          <Cart.Summary part="summary" className="sk-summary" />
          <div part="drawer-actions" className="sk-drawer-actions">
            <Cart.Checkout
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
            <Cart.Clear part="clear" className="sk-button sk-button-secondary" />
            <Cart.ContinueShopping
              part="continue-shopping"
              className="sk-button sk-button-secondary"
            />
          </div>
        </footer>
      </Cart.Filled>
    </WidgetDialog>
  );
}
