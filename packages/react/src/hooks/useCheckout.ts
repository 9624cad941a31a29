import { useSignals } from '@preact/signals-react/runtime';
import {
  type AddressField,
  type CheckoutState,
  type CheckoutStep,
  type CheckoutStepView,
  type CreateCheckoutOptions,
  createStorefrontCheckout,
  isPaymentInFlight,
  type PaidPayment,
  type PaymentProvider,
  type PayOutcome,
} from '@storefront-kit/core';
import { useRef, useState } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/**
 * Options of {@link useCheckout}. `provider` and `onPaid` are those of the latest render;
 * `currency` and `description` are read once, when the checkout is created.
 */
export interface UseCheckoutOptions
  extends Partial<Pick<CreateCheckoutOptions, 'currency' | 'description'>> {
  /**
   * The payment dialog.
   * @example useCheckout({ provider: createRazorpayProvider({ name: 'Acme Automation' }) })
   */
  provider: PaymentProvider;
  /** Called once a payment is verified (after the cart is reloaded), before `pay()` resolves. */
  onPaid?: (payment: PaidPayment) => void | Promise<void>;
}

export interface UseCheckoutResult extends CheckoutState {
  /** The step indicator: each step's label and whether it is done, current or ahead. */
  readonly steps: readonly CheckoutStepView[];
  /** True while a payment is in flight: lock the forms and the buttons. */
  readonly paying: boolean;
  setField(form: 'shipping' | 'billing', field: AddressField, value: string): void;
  setSameAsShipping(value: boolean): void;
  /** Next: validates the current step first. */
  next(): void;
  previous(): void;
  goTo(step: CheckoutStep): void;
  reset(): void;
  /** Pay Now: validates both addresses, creates the order, opens the dialog, verifies. */
  pay(): Promise<PayOutcome>;
  /**
   * Props of the step indicator's button for one of `steps`: goes to that step (a later one
   * validates first), `aria-current="step"` on the current one, `data-state` complete, current or
   * upcoming, disabled while paying.
   */
  getStepProps(view: CheckoutStepView): {
    type: 'button';
    'data-state': CheckoutStepView['state'];
    'aria-current': 'step' | undefined;
    disabled: boolean;
    onClick(): void;
  };
}

/**
 * The three-step checkout (spec 2, Checkout) for this page's cart: the address forms and their
 * errors, Next and Previous, "Same as shipping address", and Pay Now through the given
 * provider. Created once per component.
 *
 * @example
 * const checkout = useCheckout({ provider });
 * const outcome = await checkout.pay();
 * if (outcome.status === 'paid') navigate('/success', { state: outcome });
 */
export function useCheckout(options: UseCheckoutOptions): UseCheckoutResult {
  useSignals();
  const storefront = useStorefront();
  const latest = useRef(options);
  latest.current = options;
  const [checkout] = useState(() =>
    createStorefrontCheckout(storefront, {
      // The provider and callback of the latest render, read when Pay Now is pressed.
      provider: { open: (request) => latest.current.provider.open(request) },
      onPaid: (payment) => latest.current.onPaid?.(payment),
      currency: options.currency,
      description: options.description,
    }),
  );
  const state = checkout.state.value;
  const paying = isPaymentInFlight(state.status);
  return {
    ...state,
    steps: checkout.steps.value,
    paying,
    setField: checkout.setField,
    setSameAsShipping: checkout.setSameAsShipping,
    next: checkout.next,
    previous: checkout.previous,
    goTo: checkout.goTo,
    reset: checkout.reset,
    pay: checkout.pay,
    getStepProps: (view) => ({
      type: 'button',
      'data-state': view.state,
      'aria-current': view.state === 'current' ? 'step' : undefined,
      disabled: paying,
      onClick: () => checkout.goTo(view.step),
    }),
  };
}
