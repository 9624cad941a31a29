import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { PaymentsApi } from '../api/paymentsApi';
import { PAYMENT_CURRENCIES } from '../constants';
import { serverMessage } from '../errors/ApiError';
import { isNetworkError } from '../errors/NetworkError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { type Paise, toRupees } from '../money/paise';
import type { Notifier } from '../notifications/types';
import type { Address, CreatePaymentOrderBody, PaymentOrderResponse } from '../schemas/orders';
import type { AddressField } from '../validation/validateAddress';
import {
  type AddressForm,
  type CheckoutAction,
  type CheckoutState,
  type CheckoutStep,
  checkoutReducer,
  initialCheckoutState,
  type PaymentFailureStage,
} from './checkoutReducer';
import type { PaymentCurrency, PaymentProvider, PaymentResult } from './PaymentProvider';
import { isPaymentProviderError } from './PaymentProviderError';

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

function toAddress(form: Readonly<AddressForm>): Address {
  const optional = (value: string) => value.trim() || undefined;
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    address_line1: form.address_line1.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    pincode: form.pincode.trim(),
    country: optional(form.country),
    gstNumber: optional(form.gstNumber),
    companyName: optional(form.companyName),
  };
}

const isCurrency = (value: unknown): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly unknown[]).includes(value);

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
const VERIFY_ATTEMPTS = 3;

export function createCheckout(options: CreateCheckoutOptions): Checkout {
  const { payments, provider, notify, messages } = options;
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
    notify?.({ kind: 'error', message });
    return { status: 'failed', stage, message };
  };
  const createOrderFailure = (message: string | null | undefined) =>
    fail(
      'init',
      message ? t('payment.createOrderFailedWith', { message }) : t('payment.createOrderFailed'),
    );

  async function run(): Promise<PayOutcome> {
    dispatch({ type: 'pay' });
    const { step, status, shipping, billing } = state.value;
    if (status !== 'creating-order') return { status: 'invalid', step };

    const currency = options.currency ?? 'INR';
    const amount = Math.round(toRupees(options.getAmount()));
    if (!(amount > 0)) return fail('init', t('payment.invalidAmount'));
    if (!isCurrency(currency)) return fail('init', t('payment.invalidCurrency'));
    const payer = billing.sameAsShipping ? shipping : billing;
    const couponCode = options.getCouponCode?.();
    const body: CreatePaymentOrderBody = {
      amount,
      currency,
      receipt: `rcpt_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
      shipping_address: toAddress(shipping),
      billing_address: toAddress(payer),
      ...(couponCode ? { coupon_code: couponCode } : {}),
    };

    let order: PaymentOrderResponse;
    try {
      order = await payments.createOrder(body);
    } catch (error) {
      if (isResponseValidationError(error)) return fail('init', t('payment.invalidOrderResponse'));
      return createOrderFailure(
        serverMessage(error) ?? (error instanceof Error ? error.message : undefined),
      );
    }
    if (!order.success) return createOrderFailure(order.message);
    // The server's figures win: it recomputes the amount from its cart and coupon.
    const orderAmount = order.amount ?? amount;
    const orderCurrency = order.currency ?? currency;
    if (!order.order_id?.startsWith('order_') || !(orderAmount > 0) || !isCurrency(orderCurrency)) {
      return fail('init', t('payment.invalidOrderResponse'));
    }
    const orderId = order.order_id;
    dispatch({ type: 'order-created', orderId });

    let result: PaymentResult;
    try {
      result = await provider.open({
        orderId,
        amount: Math.round(orderAmount * 100),
        currency: orderCurrency,
        keyId: order.key_id ?? undefined,
        scriptUrl: order.checkout_script_url ?? undefined,
        prefill: {
          name: `${payer.firstName.trim()} ${payer.lastName.trim()}`.trim(),
          email: payer.email.trim(),
          contact: payer.phone.trim(),
        },
        description: options.description,
      });
    } catch (error) {
      return fail('init', isPaymentProviderError(error) ? error.message : t('payment.initFailed'));
    }

    switch (result.status) {
      case 'dismissed':
        dispatch({ type: 'cancelled' });
        notify?.({ kind: 'info', message: t('payment.cancelled') });
        return { status: 'cancelled' };
      case 'failed':
        return fail(
          'payment',
          result.description
            ? t('payment.failedWith', { message: result.description })
            : t('payment.failed'),
        );
      case 'success':
        break;
      default:
        // Only a provider written in plain JavaScript can get here.
        result satisfies never;
        return fail('payment', t('payment.failed'));
    }

    const paymentId = result.razorpay_payment_id;
    dispatch({ type: 'payment-authorized', paymentId });
    // Verification is idempotent on the server, and the shopper has been charged by now: a
    // request that got no answer is sent again (up to 3 tries); a refusal is final.
    let verified = false;
    for (let attempt = 1; attempt <= VERIFY_ATTEMPTS; attempt += 1) {
      try {
        const answer = await payments.verify({
          razorpay_order_id: result.razorpay_order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: result.razorpay_signature,
        });
        verified = answer.success;
        break;
      } catch (error) {
        // An error answer is a failed verification too: the shopper sees the same message.
        if (!isNetworkError(error)) break;
      }
    }
    if (!verified) return fail('verify', t('payment.validationFailed'));

    dispatch({ type: 'paid' });
    notify?.({ kind: 'success', message: t('payment.success') });
    const paid = { orderId, paymentId };
    try {
      await options.onPaid?.(paid);
    } catch {
      // The payment stands; clearing the cart is best effort (its failures are only logged).
    }
    return { status: 'paid', ...paid };
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
      // Anything unexpected (a throwing getAmount, say) still ends as a failed start.
      inFlight ??= run()
        .catch(() => fail('init', t('payment.initFailed')))
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
