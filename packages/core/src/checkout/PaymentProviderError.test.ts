import { describe, expect, it } from 'vitest';
import { foreignStorefrontError, namesake } from '../../test/helpers/foreignError';
import { isStorefrontError } from '../errors/StorefrontError';
import { isPaymentProviderError, PaymentProviderError } from './PaymentProviderError';

describe('PaymentProviderError', () => {
  it('is a StorefrontError with its own name', () => {
    const error = new PaymentProviderError('Razorpay is not available');
    expect(error.name).toBe('PaymentProviderError');
    expect(error.message).toBe('Razorpay is not available');
    expect(error instanceof Error && isStorefrontError(error)).toBe(true);
  });

  it('is recognised by instance, or by its mark and name (other realms), never by name alone', () => {
    expect(isPaymentProviderError(new PaymentProviderError('x'))).toBe(true);
    expect(isPaymentProviderError(foreignStorefrontError('PaymentProviderError'))).toBe(true);
    expect(isPaymentProviderError(foreignStorefrontError('ApiError'))).toBe(false);
    expect(isPaymentProviderError(namesake('PaymentProviderError'))).toBe(false);
    expect(isPaymentProviderError(new Error('x'))).toBe(false);
    expect(isPaymentProviderError('PaymentProviderError')).toBe(false);
  });
});
