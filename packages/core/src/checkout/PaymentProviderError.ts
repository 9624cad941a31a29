import { isMarkedError, StorefrontError } from '../errors/StorefrontError';

/**
 * The payment dialog could not open ('Razorpay SDK failed to load', 'Razorpay is not
 * available', 'Payment initialization failed'). Its message is for the shopper; the checkout
 * shows it on the failure page.
 */
export class PaymentProviderError extends StorefrontError {
  override name = 'PaymentProviderError';
}

export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError || isMarkedError(error, 'PaymentProviderError');
}
