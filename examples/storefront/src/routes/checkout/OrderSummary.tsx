import { cartMessages, checkoutMessages, formatINR } from '@storefront-kit/core';
import { Cart, QuantityStepper, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import './Checkout.css';
import { checkoutText } from './checkoutCopy';

const strings = { ...cartMessages, ...checkoutMessages };

const CouponBox = lazy(() =>
  import('../../layout/CouponBox').then((m) => ({ default: m.CouponBox })),
);

/**
 * The checkout's side panel (spec 2 'Checkout'): 'Order Summary', the lines (image, name, unit
 * price, quantity stepper, Remove, line total), Clear Cart and Add More Items (to /products),
 * the site's Discount Code box (loaded after the first render), and Subtotal, Discount,
 * Shipping ('Free' when 0), Taxable value (when a discount or shipping makes it differ from
 * the subtotal), Tax (18% GST of the taxable value) and Total. While a payment is in flight every control is
 * disabled.
 */
export function OrderSummary({ locked }: { locked: boolean }) {
  const t = useTranslator(strings);
  const titleId = useId();
  return (
    <section className="checkout-summary-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-panel-title">
        {t('checkout.orderSummary')}
      </h2>
      {/* A disabled fieldset disables every control in it while the payment runs. */}
      <fieldset className="checkout-plain-fieldset" disabled={locked}>
        <Cart.Items className="checkout-lines">
          {(item) => (
            <Cart.Item item={item} className="checkout-line">
              <Cart.ItemImage className="checkout-line-image" width={64} height={64} />
              <div className="checkout-line-body">
                <span className="checkout-line-name">{item.name}</span>
                {item.sku || item.brand ? (
                  <span className="checkout-line-meta">
                    {[item.brand, item.sku].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
                <span className="checkout-line-prices">
                  <Cart.ItemPrice className="checkout-line-price" />
                  <Cart.ItemOriginalPrice className="checkout-line-mrp" />
                </span>
                <span className="checkout-line-actions">
                  <Cart.ItemQuantity className="checkout-stepper">
                    <QuantityStepper.Decrement className="checkout-qty-button" />
                    <QuantityStepper.Input className="checkout-qty-input" />
                    <QuantityStepper.Increment className="checkout-qty-button" />
                    <QuantityStepper.MaxMessage className="checkout-max" />
                    <QuantityStepper.Notice
                      className="checkout-max"
                      buttonClassName="link-button"
                    />
                  </Cart.ItemQuantity>
                  <Cart.ItemRemove className="link-button" />
                </span>
                {item.price > 0 ? (
                  <span className="checkout-line-total">
                    {checkoutText('checkout.lineTotal', {
                      amount: formatINR(item.price * item.quantity),
                    })}
                  </span>
                ) : null}
              </div>
            </Cart.Item>
          )}
        </Cart.Items>
        <div className="checkout-summary-actions">
          <Cart.Clear className="button button-secondary button-small" />
          <Link to="/products" className="button button-secondary button-small">
            {t('cart.addMoreItems')}
          </Link>
        </div>
        <Suspense fallback={<div className="checkout-coupon-placeholder" />}>
          <CouponBox />
        </Suspense>
      </fieldset>
      <Cart.Summary lines="checkout" className="checkout-totals" />
    </section>
  );
}
