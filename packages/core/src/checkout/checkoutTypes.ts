import type { ReadonlySignal } from '@preact/signals-core';
import type { PaymentsApi } from '../api/paymentsApi';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Paise } from '../money/paise';
import type { Notifier } from '../notifications/types';
import type { AddressField } from '../validation/validateAddress';
import type { CheckoutState, CheckoutStep, PaymentFailureStage } from './checkoutReducer';
import type { PaymentCurrency, PaymentProvider } from './PaymentProvider';

// The checkout's types, shared by `createCheckout` and Pay Now's flow it loads on first use
// (`payCheckout`), so the lazy half never imports the eager one back.

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
