import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { PaymentsApi } from '../api/paymentsApi';
import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Paise } from '../money/paise';
import type { Notifier } from '../notifications/types';
import type { AddressField } from '../validation/validateAddress';
import {
  type CheckoutAction,
  type CheckoutState,
  type CheckoutStep,
  checkoutReducer,
  initialCheckoutState,
  type PaymentFailureStage,
} from './checkoutReducer';
import type { PaymentCurrency, PaymentProvider } from './PaymentProvider';

/** The ids the success page shows (spec 2: navigation state of /success). */
export interface PaidPayment {
  readonly orderId: string;
  readonly paymentId: string;
}

/**
 * How Pay Now ended. `invalid`: a form failed validation (the checkout moved to that step).
 * `failed` with stage `init`: the payment could not start; the storefront goes to /failure
 * with `message`.
 */
export type PayOutcome =
  | ({ readonly status: 'paid' } & PaidPayment)
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly stage: PaymentFailureStage; readonly message: string }
  | { readonly status: 'invalid'; readonly step: CheckoutStep };

/** One entry of the step indicator. */
export interface CheckoutStepView {
  readonly step: CheckoutStep;
  readonly label: string;
  readonly state: 'complete' | 'current' | 'upcoming';
}

export interface CreateCheckoutOptions {
  /** The payment order calls of the API client (`client.payments`). */
  payments: Pick<PaymentsApi, 'createOrder' | 'verify'>;
  /** The payment dialog, e.g. `createRazorpayProvider()`. */
  provider: PaymentProvider;
  /**
   * The amount to charge in paise, read when Pay Now is pressed (the cart total after
   * discount). Sent as rounded rupees; the server recomputes it.
   *
   * @example getAmount: () => cart.totals.value.total
   */
  getAmount: () => Paise;
  /**
   * The applied discount code, if any, sent as `coupon_code`.
   *
   * @default () => undefined
   */
  getCouponCode?: () => string | undefined;
  /**
   * Currency of the payment order.
   *
   * @default 'INR'
   */
  currency?: PaymentCurrency;
  /** Shown in the payment dialog under the merchant's name. @default undefined */
  description?: string;
  /** Where 'Payment successful!', failures and 'Payment cancelled by user' are reported. */
  notify?: Notifier;
  /**
   * Called once a payment is verified, before `pay()` resolves: clear the cart here. A
   * failure in it does not undo the payment.
   *
   * @example onPaid: () => cart.clear()
   */
  onPaid?: (payment: PaidPayment) => void | Promise<void>;
  /** Overrides of the default messages. @default undefined */
  messages?: MessageOverrides;
}

export interface Checkout {
  /** The whole checkout state (forms, step, errors, payment status). */
  readonly state: ReadonlySignal<CheckoutState>;
  /** The step indicator: each step's label and whether it is done, current or ahead. */
  readonly steps: ReadonlySignal<readonly CheckoutStepView[]>;
  setField(form: 'shipping' | 'billing', field: AddressField, value: string): void;
  setSameAsShipping(value: boolean): void;
  /** Step 1 → 2 (→ 3 directly when billing is the same as shipping) after validation. */
  next(): void;
  previous(): void;
  /** Moves back freely; forward only when the steps before the target validate. */
  goTo(step: CheckoutStep): void;
  reset(): void;
  /**
   * Pay Now: validates both addresses, creates the payment order, opens the dialog and
   * verifies the signature. Never rejects. A second call while one runs returns the same
   * promise, so a double click creates one order.
   */
  pay(): Promise<PayOutcome>;
}

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
