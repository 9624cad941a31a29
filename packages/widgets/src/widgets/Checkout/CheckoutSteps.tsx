// The checkout's steps 2 and 3 and its confirmation: loaded when the shopper first leaves the
// shipping step (or lands on a paid checkout), so the checkout's first download stays small.
import {
  type AddressField,
  type CartItem,
  checkoutMessages,
  type PaidPayment,
} from '@storefront-kit/core';
import {
  AddressLines,
  type UseCheckoutResult,
  usePayStep,
  useStorefront,
  useTranslator,
} from '@storefront-kit/react';
import { useEffect, useId, useRef } from 'react';
import { requestSignIn } from '../../shared/signInRequest';
import { AddressFields } from './AddressFields';

/** Props of the steps: the checkout, and what a Next or Pay Now that found errors reports. */
export interface StepProps {
  checkout: UseCheckoutResult;
  /** Called after a move that validated, so the focus goes to the first invalid field. */
  onValidated(): void;
  /** The step labels, for the form's and the review's headings. */
  labels: readonly string[];
  /** Prefix of the inputs' ids. */
  idPrefix: string;
}

/** Step 2: 'Same as shipping address' (the shipping address shown), or the billing fields. */
export function BillingStep({ checkout, onValidated, labels, idPrefix }: StepProps) {
  const t = useTranslator(checkoutMessages);
  return (
    <form
      className="sk-form"
      noValidate
      aria-label={labels[1]}
      onSubmit={(event) => {
        event.preventDefault();
        checkout.next();
        onValidated();
      }}
    >
      <div part="same-as-shipping" className="sk-check">
        <input
          id={`${idPrefix}-same`}
          type="checkbox"
          className="sk-check-input"
          checked={checkout.billing.sameAsShipping}
          onChange={(event) => checkout.setSameAsShipping(event.currentTarget.checked)}
        />
        <label htmlFor={`${idPrefix}-same`}>{t('checkout.sameAsShipping')}</label>
      </div>
      {checkout.billing.sameAsShipping ? (
        <AddressLines address={checkout.shipping} className="sk-address" />
      ) : (
        <AddressFields
          form="billing"
          idPrefix={idPrefix}
          values={checkout.billing}
          errors={checkout.errors.billing}
          onChange={(field: AddressField, value) => checkout.setField('billing', field, value)}
        />
      )}
      <div className="sk-checkout-actions">
        <button
          type="button"
          part="previous"
          className="sk-button sk-button-secondary"
          onClick={checkout.previous}
        >
          {t('checkout.previous')}
        </button>
        <button type="submit" part="next" className="sk-button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}

/** What the shopper reviewed: the lines and quantities (compared across a sign-in's merge). */
const linesKey = (items: readonly CartItem[]) =>
  items.map((item) => `${item.id}×${item.quantity}`).join(',');

/**
 * Step 3: both addresses for review, Pay Now ('Processing...' while the payment runs; a second
 * press is ignored), 'Payment Failed' with the reason, or 'Payment cancelled by user'. A guest
 * is asked to sign in first.
 */
export function PaymentStep({ checkout, onValidated, labels }: StepProps) {
  const t = useTranslator(checkoutMessages);
  const storefront = useStorefront();
  const step = usePayStep(checkout, {
    onValidated,
    // A guest signs in first. Signing in merged the guest cart into the customer's server cart:
    // pay only for what the shopper reviewed; a cart that grew is shown for another look first.
    beforePay: () => {
      if (storefront.session.isLoggedIn()) return true;
      const reviewed = linesKey(storefront.cart.state.peek().items);
      return requestSignIn().then(
        (signedIn) => signedIn && linesKey(storefront.cart.state.peek().items) === reviewed,
      );
    },
  });

  return (
    <form {...step.getFormProps()} className="sk-form" aria-label={labels[2]}>
      <div className="sk-review">
        <div>
          <h3 className="sk-review-title">{labels[0]}</h3>
          <AddressLines address={checkout.shipping} className="sk-address" />
        </div>
        <div>
          <h3 className="sk-review-title">{labels[1]}</h3>
          {checkout.billing.sameAsShipping ? (
            <p className="sk-checkout-muted">{t('checkout.sameAsShipping')}</p>
          ) : (
            <AddressLines address={checkout.billing} className="sk-address" />
          )}
        </div>
      </div>
      {step.failure ? (
        <div part="payment-error" className="sk-alert" role="alert">
          <strong>{t('failure.title')}</strong>
          <p className="sk-alert-text">{step.failure}</p>
        </div>
      ) : null}
      <p part="payment-status" className="sk-payment-status" role="status">
        {step.statusText}
      </p>
      <div className="sk-checkout-actions">
        <button
          {...step.getPreviousProps()}
          part="previous"
          className="sk-button sk-button-secondary"
        />
        <button {...step.getPayProps()} part="pay-now" className="sk-button sk-pay-now" />
      </div>
    </form>
  );
}

/**
 * The order-placed confirmation (spec 2 'Order success'): 'Order Placed Successfully', the
 * e-mail notice, the order and payment ids, Continue Shopping and View Orders.
 */
export function Confirmation({
  payment,
  onNavigate,
}: {
  payment: PaidPayment;
  onNavigate(to: 'shop' | 'orders'): void;
}) {
  const t = useTranslator(checkoutMessages);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section part="confirmation" className="sk-confirmation" aria-labelledby={headingId}>
      <h2
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="sk-checkout-heading"
        part="confirmation-title"
      >
        {t('success.title')}
      </h2>
      <p>{t('success.emailNotice')}</p>
      <p part="order-id">{t('success.orderId', { orderId: payment.orderId })}</p>
      <p part="payment-id">{t('success.paymentId', { paymentId: payment.paymentId })}</p>
      <div className="sk-checkout-actions">
        <button
          type="button"
          part="continue-shopping"
          className="sk-button"
          onClick={() => onNavigate('shop')}
        >
          {t('success.continueShopping')}
        </button>
        <button
          type="button"
          part="view-orders"
          className="sk-button sk-button-secondary"
          onClick={() => onNavigate('orders')}
        >
          {t('success.viewOrders')}
        </button>
      </div>
    </section>
  );
}
