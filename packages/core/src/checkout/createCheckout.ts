import { computed, signal } from '@preact/signals-core';
import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import {
  type CheckoutAction,
  type CheckoutStep,
  checkoutReducer,
  initialCheckoutState,
  type PaymentFailureStage,
} from './checkoutReducer';
import type {
  Checkout,
  CheckoutStepView,
  CreateCheckoutOptions,
  PayOutcome,
} from './checkoutTypes';

export type {
  Checkout,
  CheckoutStepView,
  CreateCheckoutOptions,
  PaidPayment,
  PayOutcome,
} from './checkoutTypes';

const STEP_LABELS = [
  'checkout.step.shipping',
  'checkout.step.billing',
  'checkout.step.payment',
] as const;

/**
 * The three-step checkout and Pay Now flow (spec 2 §2, §4, §5, §8), framework-free: state in a
 * signal, transitions in `checkoutReducer`, the API and the payment dialog injected.
 *
 * @example
 * const checkout = createCheckout({
 *   payments: client.payments,
 *   provider: createRazorpayProvider({ name: 'Acme Automation' }),
 *   getAmount: () => cart.totals.value.total,
 *   onPaid: () => cart.clear(),
 *   notify: toast,
 * });
 * const outcome = await checkout.pay();
 * if (outcome.status === 'paid') navigate('/success', { state: outcome });
 * if (outcome.status === 'failed' && outcome.stage === 'init') {
 *   navigate('/failure', { state: { error: outcome.message } });
 * }
 */
export function createCheckout(options: CreateCheckoutOptions): Checkout {
  const { notify, messages } = options;
  const t = createTranslator(checkoutMessages, messages);
  const state = signal(initialCheckoutState);
  const dispatch = (action: CheckoutAction) => {
    state.value = checkoutReducer(state.value, action, messages);
  };
  const steps = computed(() => {
    const current = state.value.step;
    return STEP_LABELS.map((id, index): CheckoutStepView => {
      const step = (index + 1) as CheckoutStep;
      return {
        step,
        label: t(id),
        state: step < current ? 'complete' : step === current ? 'current' : 'upcoming',
      };
    });
  });

  const fail = (stage: PaymentFailureStage, message: string): PayOutcome => {
    dispatch({ type: 'failed', stage, message });
    notify?.({ kind: 'error', message, key: 'payment' });
    return { status: 'failed', stage, message };
  };

  async function run(): Promise<PayOutcome> {
    dispatch({ type: 'pay' });
    const { step, status } = state.value;
    if (status !== 'creating-order') return { status: 'invalid', step };

    // The flow (amount, order, dialog, verification) loads on the first Pay Now; a failed load
    // is a failed start ('Payment initialization failed', below).
    const { payCheckout } = await import('./payCheckout');
    return payCheckout({ options, state, dispatch, fail, t });
  }

  let inFlight: Promise<PayOutcome> | undefined;
  return {
    state,
    steps,
    setField: (form, field, value) => dispatch({ type: 'set-field', form, field, value }),
    setSameAsShipping: (value) => dispatch({ type: 'set-same-as-shipping', value }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (step) => dispatch({ type: 'go-to', step }),
    reset: () => dispatch({ type: 'reset' }),
    pay() {
      // Anything unexpected (a throwing getAmount, Pay Now's code failing to load) still ends
      // as a failed start.
      inFlight ??= run()
        .catch(() => fail('init', t('payment.initFailed')))
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
