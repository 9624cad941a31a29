import type { PAYMENT_CURRENCIES } from '../constants';
import type { Paise } from '../money/paise';

/** A currency a payment order may be in (spec 2 §9). */
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** What the checkout asks a payment dialog to collect. */
export interface PaymentRequest {
  /** The provider's order id from the create-order answer (`order_…`). */
  readonly orderId: string;
  /** Integer paise: `Math.round(rupees × 100)` (spec 2 §7). */
  readonly amount: Paise;
  readonly currency: PaymentCurrency;
  /** Public key from the create-order answer; overrides the provider's own `keyId`. */
  readonly keyId?: string;
  /** Checkout script from the create-order answer (the sandbox gateway's); overrides the default. */
  readonly scriptUrl?: string;
  /** Filled in for the shopper in the dialog. */
  readonly prefill?: {
    readonly name?: string;
    readonly email?: string;
    readonly contact?: string;
  };
  readonly description?: string;
}

/** How a payment dialog ended: paid (with the signature to verify), failed, or closed. */
export type PaymentResult =
  | {
      readonly status: 'success';
      readonly razorpay_order_id: string;
      readonly razorpay_payment_id: string;
      readonly razorpay_signature: string;
    }
  | {
      readonly status: 'failed';
      readonly code?: string;
      /** The provider's explanation for the shopper. */
      readonly description?: string;
      readonly reason?: string;
    }
  | { readonly status: 'dismissed' };

/**
 * A card payment provider: opens its dialog for a server-created order and reports how it
 * ended. It throws a `PaymentProviderError` when the dialog cannot open at all.
 */
export interface PaymentProvider {
  open(request: PaymentRequest): Promise<PaymentResult>;
}
