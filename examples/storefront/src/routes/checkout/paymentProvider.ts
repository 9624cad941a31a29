import type { PaymentProvider, RazorpayProviderOptions } from '@storefront-kit/core';

/**
 * The Razorpay provider, its code loaded on the first Pay Now rather than with the page (the
 * provider itself loads Razorpay's script then too). A load that fails rejects that payment
 * like any provider failure (core's 'payment.initFailed'); the next Pay Now tries again.
 */
export function lazyRazorpayProvider(options: RazorpayProviderOptions): PaymentProvider {
  let provider: Promise<PaymentProvider> | undefined;
  return {
    async open(request) {
      provider ??= import('./razorpay').then(
        (module) => module.createRazorpayProvider(options),
        (error: unknown) => {
          provider = undefined;
          throw error;
        },
      );
      return (await provider).open(request);
    },
  };
}
