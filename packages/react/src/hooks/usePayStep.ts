import { checkoutMessages, type PayOutcome } from '@storefront-kit/core';
import { type FormEvent, useRef } from 'react';
import type { UseCheckoutResult } from './useCheckout';
import { useTranslator } from './useTranslator';

/** Options of {@link usePayStep}. */
export interface UsePayStepOptions {
  /**
   * Runs before the payment once Pay Now is pressed; `false` stops it (e.g. a guest who did not
   * sign in, or whose cart changed when signing in merged it). Answer synchronously when you can:
   * the payment then starts in the press's own task.
   */
  beforePay?: () => boolean | Promise<boolean>;
  /** The payment's outcome: navigate on 'paid', keep the addresses on a failure… */
  onOutcome?: (outcome: PayOutcome) => void;
  /** Pay Now found invalid addresses (`useCheckoutFocus`'s `validated`, to focus the first). */
  onValidated?: () => void;
}

/** What {@link usePayStep} returns: the pay step's texts and prop getters. */
export interface PayStep {
  /** True while a payment is in flight: the forms and buttons are locked. */
  readonly paying: boolean;
  /** The reason of a failed payment ('Payment Failed' goes above it), or null. */
  readonly failure: string | null;
  /** 'Payment cancelled by user' after the shopper closed the gateway's dialog, else ''. */
  readonly statusText: string;
  /** Presses Pay Now (ignored while a press is being handled or a payment is in flight). */
  pay(): Promise<void>;
  /** The step's `<form>`: `noValidate`, `aria-busy` while paying, and its submit pays. */
  getFormProps(): {
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
  /** Previous (back to the billing step), disabled while paying. */
  getPreviousProps(): { type: 'button'; disabled: boolean; onClick(): void; children: string };
  /** Pay Now, the form's submit: 'Processing...' and `aria-busy` while paying. */
  getPayProps(): {
    type: 'submit';
    'aria-disabled': true | undefined;
    'aria-busy': true | undefined;
    children: string;
  };
}

/**
 * The checkout's pay step (spec 2, step 3) for any markup: Pay Now ('Processing...' while the
 * payment runs, a second press ignored, also while `beforePay` waits), Previous, the failure
 * ('Payment Failed' with the reason) and 'Payment cancelled by user', over `useCheckout`. The
 * widgets' checkout and the storefront's render their own step with it.
 *
 * @example
 * const step = usePayStep(checkout, { onOutcome: (o) => o.status === 'paid' && navigate('/success') });
 * <form {...step.getFormProps()}>
 *   {step.failure ? <div role="alert">{step.failure}</div> : null}
 *   <p role="status">{step.statusText}</p>
 *   <button {...step.getPreviousProps()} /> <button {...step.getPayProps()} />
 * </form>
 */
export function usePayStep(
  checkout: UseCheckoutResult,
  { beforePay, onOutcome, onValidated }: UsePayStepOptions = {},
): PayStep {
  const t = useTranslator(checkoutMessages);
  const starting = useRef(false);
  const { paying, status } = checkout;
  const pay = async () => {
    if (starting.current || paying) return;
    starting.current = true;
    try {
      // A synchronous answer pays in the same task as the press (no wait before 'Processing...').
      const go = beforePay ? beforePay() : true;
      if (!(typeof go === 'boolean' ? go : await go)) return;
      const outcome = await checkout.pay();
      if (outcome.status === 'invalid') onValidated?.();
      onOutcome?.(outcome);
    } finally {
      starting.current = false;
    }
  };
  const busy = paying || undefined;
  return {
    paying,
    failure: status === 'failed' && checkout.error ? checkout.error : null,
    statusText: status === 'cancelled' ? t('payment.cancelled') : '',
    pay,
    getFormProps: () => ({
      noValidate: true,
      'aria-busy': busy,
      onSubmit: (event) => {
        event.preventDefault();
        void pay();
      },
    }),
    getPreviousProps: () => ({
      type: 'button',
      disabled: paying,
      onClick: () => checkout.goTo(2),
      children: t('checkout.previous'),
    }),
    getPayProps: () => ({
      type: 'submit',
      'aria-disabled': busy,
      'aria-busy': busy,
      children: paying ? t('checkout.processing') : t('checkout.payNow'),
    }),
  };
}
