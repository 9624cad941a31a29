/*
 * The checkout's second and third steps (billing, then the review with Pay Now). The first
 * paint shows the shipping step, so they load when the browser is idle after it (or when the
 * shopper moves on first: see CheckoutPage).
 */
import { type AddressField, checkoutMessages, formatINR } from '@storefront-kit/core';
import { AddressLines, useCart, usePayStep, useTranslator } from '@storefront-kit/react';
import { useNavigate } from 'react-router';
import { AddressFields } from './AddressFields';
import type { FailureState, SuccessState } from './CheckoutPage';
import { saveCheckoutDraft } from './checkoutDraft';
import './Checkout.css';

import type { StepProps } from './CheckoutSteps';
import { checkoutText } from './checkoutCopy';
import { laterStepsText } from './laterStepsCopy';

/** Step 2: 'Same as shipping address' (default on, the shipping address shown) or the fields. */
export function BillingStep({ checkout, onValidated, idPrefix, headingId }: StepProps) {
  const t = useTranslator(checkoutMessages);
  const same = checkout.billing.sameAsShipping;
  return (
    <form
      className="checkout-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        checkout.next();
        onValidated();
      }}
    >
      <div className="checkout-check">
        <input
          id={`${idPrefix}-same`}
          type="checkbox"
          checked={same}
          onChange={(event) => checkout.setSameAsShipping(event.currentTarget.checked)}
        />
        <label htmlFor={`${idPrefix}-same`}>{t('checkout.sameAsShipping')}</label>
      </div>
      {same ? (
        <div className="checkout-review-card">
          <p className="checkout-note">{laterStepsText('checkout.billingSameNote')}</p>
          <AddressLines address={checkout.shipping} className="checkout-address" />
        </div>
      ) : (
        <>
          <p className="checkout-note">{checkoutText('checkout.requiredNote')}</p>
          <AddressFields
            form="billing"
            idPrefix={idPrefix}
            values={checkout.billing}
            errors={checkout.errors.billing}
            onChange={(field: AddressField, value) => checkout.setField('billing', field, value)}
          />
        </>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button-secondary" onClick={checkout.previous}>
          {t('checkout.previous')}
        </button>
        <button type="submit" className="button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}

/**
 * Step 3: the amount, both addresses for review, Pay Now ('Processing...' while the payment
 * runs; a second press is ignored), 'Payment Failed' with the reason, or 'Payment cancelled by
 * user'. Paid: /success with the ids. A payment that cannot start: /failure with the reason (the
 * addresses kept for Try Again). A failed payment or a closed dialog stays here.
 */
export function PaymentStep({ checkout, headingId, onValidated }: Omit<StepProps, 'idPrefix'>) {
  const t = useTranslator(checkoutMessages);
  const { totals } = useCart();
  const navigate = useNavigate();
  const { paying } = checkout;
  const labels = checkout.steps.map((entry) => entry.label);
  const step = usePayStep(checkout, {
    onValidated,
    onOutcome: (outcome) => {
      switch (outcome.status) {
        case 'paid': {
          const state: SuccessState = { orderId: outcome.orderId, paymentId: outcome.paymentId };
          navigate('/success', { replace: true, state });
          break;
        }
        case 'failed':
          if (outcome.stage === 'init') {
            saveCheckoutDraft({ shipping: checkout.shipping, billing: checkout.billing });
            const state: FailureState = { error: outcome.message };
            navigate('/failure', { state });
          }
          break;
        case 'invalid':
        case 'cancelled':
          break;
        default:
          outcome satisfies never;
      }
    },
  });

  return (
    <form {...step.getFormProps()} className="checkout-form" aria-labelledby={headingId}>
      <p className="checkout-note">{laterStepsText('checkout.paymentIntro')}</p>
      <p className="checkout-amount-due">
        <span>{laterStepsText('checkout.amountDue')}</span>
        <strong>{formatINR(totals.total)}</strong>
      </p>
      <div className="checkout-review">
        <div className="checkout-review-card">
          <h3 className="checkout-review-title">{laterStepsText('checkout.shipTo')}</h3>
          <AddressLines address={checkout.shipping} className="checkout-address" />
          <button
            type="button"
            className="link-button"
            disabled={paying}
            onClick={() => checkout.goTo(1)}
          >
            {laterStepsText('checkout.edit', { section: labels[0] ?? '' })}
          </button>
        </div>
        <div className="checkout-review-card">
          <h3 className="checkout-review-title">{laterStepsText('checkout.billTo')}</h3>
          {checkout.billing.sameAsShipping ? (
            <p className="checkout-note">{t('checkout.sameAsShipping')}</p>
          ) : (
            <AddressLines address={checkout.billing} className="checkout-address" />
          )}
          <button
            type="button"
            className="link-button"
            disabled={paying}
            onClick={() => checkout.goTo(2)}
          >
            {laterStepsText('checkout.edit', { section: labels[1] ?? '' })}
          </button>
        </div>
      </div>
      {step.failure ? (
        <div className="notice notice-error checkout-pay-error" role="alert">
          <strong>{t('failure.title')}</strong>
          <p>{step.failure}</p>
        </div>
      ) : null}
      <p className="checkout-pay-status" role="status">
        {step.statusText}
      </p>
      <div className="checkout-actions">
        <button {...step.getPreviousProps()} className="button button-secondary" />
        <button {...step.getPayProps()} className="button checkout-pay-now" />
      </div>
    </form>
  );
}
