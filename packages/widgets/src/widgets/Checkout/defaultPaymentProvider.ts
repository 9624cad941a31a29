// Loaded on the first Pay Now only: the Razorpay adapter, which loads the checkout script the
// create-order answer names (the reference server's sandbox gateway, or Razorpay's own).
import {
  COMPANY_PROFILE,
  createRazorpayProvider,
  type MessageOverrides,
  type PaymentProvider,
} from '@storefront-kit/core';

/** The checkout widget's default payment dialog: Razorpay Checkout under the shop's name. */
export function defaultPaymentProvider(options: {
  nonce?: string;
  messages?: MessageOverrides;
}): PaymentProvider {
  return createRazorpayProvider({ name: COMPANY_PROFILE.name, ...options });
}
