import { cartMessages, checkoutMessages } from '@storefront-kit/core';
import { Cart, useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import { CartLine } from '../Cart/CartLine';
import { CouponBox } from '../Cart/CouponBox';

const strings = { ...cartMessages, ...checkoutMessages };

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** While a payment is in flight the cart is locked (its controls disabled). */
  locked: boolean;
  /** Add More Items. */
  onAddMore(): void;
}

/**
 * The checkout's side panel (spec 2 'Checkout'): 'Order Summary', the lines with quantity
 * controls and Remove, Clear Cart and Add More Items, the coupon box, and Subtotal, Discount,
 * Shipping ('Free' when 0), Taxable value (when a discount or shipping makes it differ from
 * the subtotal), Tax (18% GST of the taxable value) and Total.
 */
export function OrderSummary({ locked, onAddMore }: OrderSummaryProps) {
  const t = useTranslator(strings);
  const titleId = useId();
  return (
    <section part="order-summary" className="sk-order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="sk-checkout-heading">
        {t('checkout.orderSummary')}
      </h2>
      {/* A disabled fieldset disables every control in it while the payment runs. */}
      <fieldset className="sk-plain-fieldset" disabled={locked}>
        <Cart.Items part="lines" className="sk-lines">
          {(item) => <CartLine item={item} />}
        </Cart.Items>
        <div part="summary-actions" className="sk-summary-actions">
          <Cart.Clear part="clear" className="sk-button sk-button-secondary sk-button-small" />
          <button
            type="button"
            part="add-more"
            className="sk-button sk-button-secondary sk-button-small"
            onClick={onAddMore}
          >
            {t('cart.addMoreItems')}
          </button>
        </div>
        <CouponBox />
      </fieldset>
      <Cart.Summary lines="checkout" part="summary" className="sk-summary" />
    </section>
  );
}
