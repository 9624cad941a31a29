import { describe, expect, it } from 'vitest';
import { isStorefrontError } from '../errors/StorefrontError';
import { isPaymentProviderError, PaymentProviderError } from './PaymentProviderError';

describe('PaymentProviderError', () => {
  it('is a StorefrontError with its own name', () => {
    const error = new PaymentProviderError('Razorpay is not available');
    expect(error.name).toBe('PaymentProviderError');
    expect(error.message).toBe('Razorpay is not available');
    expect(error instanceof Error && isStorefrontError(error)).toBe(true);
  });

  it('is recognised by instance or by name (other realms)', () => {
    const foreign = Object.assign(new Error('x'), { name: 'PaymentProviderError' });
    expect(isPaymentProviderError(new PaymentProviderError('x'))).toBe(true);
    expect(isPaymentProviderError(foreign)).toBe(true);
    expect(isPaymentProviderError(new Error('x'))).toBe(false);
    expect(isPaymentProviderError('PaymentProviderError')).toBe(false);
  });
});
