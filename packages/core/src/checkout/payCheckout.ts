import type { ReadonlySignal } from '@preact/signals-core';
import { PAYMENT_CURRENCIES } from '../constants';
import { serverMessage } from '../errors/ApiError';
import { faultMessage } from '../errors/faultMessage';
import { isNetworkError } from '../errors/NetworkError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import type { checkoutMessages } from '../messages/checkoutMessages';
import type { Translate } from '../messages/createTranslator';
import type { MessageId } from '../messages/defaultMessages';
import { toRupees } from '../money/paise';
import type { Address, CreatePaymentOrderBody, PaymentOrderResponse } from '../schemas/orders';
import type {
  AddressForm,
  CheckoutAction,
  CheckoutState,
  PaymentFailureStage,
} from './checkoutReducer';
import type { CreateCheckoutOptions, PayOutcome } from './checkoutTypes';
import type { PaymentCurrency, PaymentResult } from './PaymentProvider';
import { isPaymentProviderError } from './PaymentProviderError';

/*
 * Pay Now's flow, loaded by `createCheckout` on the first Pay Now, so a checkout page that is
 * only filled in never downloads it. It imports at run time only what the rest of core (the
 * client, the cart) loads anyway: a bundler that splits code shares it, and one that does not
 * (size-limit's esbuild) wraps little for the lazy import.
 */

/** What Pay Now works with: its checkout's options, state and failure report. */
export interface PayCheckoutContext {
  readonly options: CreateCheckoutOptions;
  /** In `creating-order`: both addresses validated. */
  readonly state: ReadonlySignal<CheckoutState>;
  dispatch(action: CheckoutAction): void;
  /** Records the failure, tells the shopper and returns it. */
  fail(stage: PaymentFailureStage, message: string): PayOutcome;
  readonly t: Translate<keyof typeof checkoutMessages & MessageId>;
}

const VERIFY_ATTEMPTS = 3;

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

/**
 * Pay Now once the addresses are valid: checks the amount and the currency, creates the payment
 * order, opens the dialog and verifies the payment, with the spec's messages (spec 2 §5, §7,
 * §8). Internal to core.
 */
export async function payCheckout(context: PayCheckoutContext): Promise<PayOutcome> {
  const { options, state, dispatch, fail, t } = context;
  const isCurrency = (value: unknown): value is PaymentCurrency =>
    (PAYMENT_CURRENCIES as readonly unknown[]).includes(value);
  const { payments, provider, notify } = options;
  const { shipping, billing } = state.value;
  const createOrderFailure = (message: string | null | undefined) =>
    fail(
      'init',
      message ? t('payment.createOrderFailedWith', { message }) : t('payment.createOrderFailed'),
    );

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
    // No answer: what to do rather than 'Failed to create order: Network Error: Failed to fetch'.
    if (isNetworkError(error))
      return fail('init', faultMessage(error, options.messages) ?? t('payment.createOrderFailed'));
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
      notify?.({ kind: 'info', message: t('payment.cancelled'), key: 'payment' });
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
  // One toast about the payment: 'Payment successful!' replaces an earlier attempt's
  // 'Payment cancelled by user' or 'Payment failed'.
  notify?.({ kind: 'success', message: t('payment.success'), key: 'payment' });
  const paid = { orderId, paymentId };
  try {
    await options.onPaid?.(paid);
  } catch {
    // The payment stands; clearing the cart is best effort (its failures are only logged).
  }
  return { status: 'paid', ...paid };
}
