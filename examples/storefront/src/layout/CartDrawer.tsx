import { cartMessages } from '@storefront-kit/core';
import { Cart, QuantityStepper, useCart, useTranslator } from '@storefront-kit/react';
import { useNavigate } from 'react-router';
import { SiteDialog } from '../components/SiteDialog';
import './CartButton.css';
import { CouponBox } from './CouponBox';

/**
 * The cart drawer (spec 1 'Cart drawer') on the headless `Cart` parts in the site's native
 * modal dialog, sliding in from the right over a dimmed backdrop that closes it: the lines with
 * quantity and remove, the discount code box, the summary, Proceed to Checkout, Clear Cart and
 * Continue Shopping; the empty and loading states. It follows the cart's open state.
 */
export function CartDrawer() {
  const t = useTranslator(cartMessages);
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <SiteDialog
      open={cart.isOpen}
      onOpenChange={(open) => (open ? cart.open() : cart.close())}
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      variant="end"
      bodyClassName="cart-button-drawer-body"
    >
      <Cart.Loading className="cart-button-loading">
        {[0, 1].map((row) => (
          <span key={row} aria-hidden="true" className="skeleton cart-button-skeleton-line" />
        ))}
      </Cart.Loading>
      <Cart.Empty className="cart-button-empty">
        <p className="cart-button-empty-title">{t('cart.empty')}</p>
        <p>{t('cart.emptyHint')}</p>
        <Cart.ContinueShopping className="button" />
      </Cart.Empty>
      <Cart.Filled className="cart-button-filled">
        <Cart.Items className="cart-button-lines">
          {(item) => (
            <Cart.Item item={item} className="cart-button-line">
              <Cart.ItemImage className="cart-button-line-image" width={64} height={64} />
              <div className="cart-button-line-body">
                <span className="cart-button-line-name">{item.name}</span>
                <span className="cart-button-line-meta">
                  {[item.brand, item.category, item.sku].filter(Boolean).join(' · ')}
                </span>
                <span className="cart-button-prices">
                  <Cart.ItemPrice className="cart-button-price" />
                  <Cart.ItemOriginalPrice className="cart-button-mrp" />
                  <Cart.ItemPercentOff className="cart-button-off" />
                </span>
                <Cart.ItemStock className="cart-button-stock" />
                <span className="cart-button-line-actions">
                  <Cart.ItemQuantity className="cart-button-stepper">
                    <QuantityStepper.Decrement className="cart-button-step-button" />
                    <QuantityStepper.Input className="cart-button-step-input" />
                    <QuantityStepper.Increment className="cart-button-step-button" />
                    <QuantityStepper.MaxMessage className="cart-button-max" />
                    <QuantityStepper.Notice
                      className="cart-button-notice"
                      buttonClassName="link-button"
                    />
                  </Cart.ItemQuantity>
                  <Cart.ItemRemove className="link-button" />
                </span>
              </div>
            </Cart.Item>
          )}
        </Cart.Items>
        <div className="cart-button-footer">
          <CouponBox />
          <Cart.Summary className="cart-button-summary" />
          <div className="cart-button-buttons">
            <Cart.Checkout className="button button-block" onClick={() => navigate('/checkout')} />
            <Cart.Clear className="button button-secondary" />
            <Cart.ContinueShopping className="button button-secondary" />
          </div>
        </div>
      </Cart.Filled>
    </SiteDialog>
  );
}
