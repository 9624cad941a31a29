import { type AddressField, checkoutMessages } from '@storefront-kit/core';
import { type UseCheckoutResult, useTranslator } from '@storefront-kit/react';
import { AddressFields } from './AddressFields';
import './Checkout.css';
import { checkoutText } from './checkoutCopy';

/** The step indicator (spec 2 'Checkout'): 1 Shipping Information, 2 Billing, 3 Payment Method. */
export function StepIndicator({ checkout }: { checkout: UseCheckoutResult }) {
  return (
    <ol className="checkout-steps" aria-label={checkoutText('checkout.stepsLabel')}>
      {checkout.steps.map((step) => (
        <li key={step.step} className="checkout-step" data-state={step.state}>
          <button {...checkout.getStepProps(step)} className="checkout-step-button">
            <span className="checkout-step-number" aria-hidden="true">
              {step.step}
            </span>
            <span className="checkout-step-label">{step.label}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** What every step gets: the checkout and what a move that validated reports. */
export interface StepProps {
  checkout: UseCheckoutResult;
  /** Called after a move that validated, so the focus goes to the first invalid field. */
  onValidated(): void;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  /** The id of the step's heading, which names its form. */
  headingId: string;
}

/** Step 1: the shipping address; Next validates it and shows the billing step. */
export function ShippingStep({ checkout, onValidated, idPrefix, headingId }: StepProps) {
  const t = useTranslator(checkoutMessages);
  return (
    <form
      className="checkout-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        // Billing is always its own step, with 'Same as shipping address' to confirm.
        checkout.goTo(2);
        onValidated();
      }}
    >
      <p className="checkout-note">{checkoutText('checkout.requiredNote')}</p>
      <AddressFields
        form="shipping"
        idPrefix={idPrefix}
        values={checkout.shipping}
        errors={checkout.errors.shipping}
        onChange={(field: AddressField, value) => checkout.setField('shipping', field, value)}
      />
      <div className="checkout-actions">
        <button type="submit" className="button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}
