import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, serverMessage } from './ApiError';
import { isNetworkError, NetworkError } from './NetworkError';
import { isResponseValidationError, ResponseValidationError } from './ResponseValidationError';
import { isStorefrontError, StorefrontError } from './StorefrontError';
import { isTimeoutError, TimeoutError } from './TimeoutError';

/** An error as it arrives from another realm (another bundle copy, an iframe): only the name matches. */
const foreign = (name: string) => Object.assign(new Error('x'), { name });

describe('error guards', () => {
  it('match instances', () => {
    expect(isApiError(new ApiError('m', 500, null, 'Server Error'))).toBe(true);
    expect(isNetworkError(new NetworkError('m'))).toBe(true);
    expect(isNetworkError(new TimeoutError('m'))).toBe(true);
    expect(isTimeoutError(new TimeoutError('m'))).toBe(true);
    expect(isTimeoutError(new NetworkError('m'))).toBe(false);
    expect(isResponseValidationError(new ResponseValidationError('m', 'GET x', [], null))).toBe(
      true,
    );
    expect(isStorefrontError(new StorefrontError('m'))).toBe(true);
    expect(isStorefrontError(new Error('m'))).toBe(false);
    expect(isStorefrontError('ApiError')).toBe(false);
  });

  it('match errors from another realm by name', () => {
    expect(isApiError(foreign('ApiError'))).toBe(true);
    expect(isNetworkError(foreign('NetworkError'))).toBe(true);
    expect(isNetworkError(foreign('TimeoutError'))).toBe(true);
    expect(isTimeoutError(foreign('TimeoutError'))).toBe(true);
    expect(isResponseValidationError(foreign('ResponseValidationError'))).toBe(true);
    expect(isStorefrontError(foreign('NetworkError'))).toBe(true);
    expect(isStorefrontError(foreign('PaymentProviderError'))).toBe(true);
    expect(isApiError(foreign('TypeError'))).toBe(false);
  });
});

describe('serverMessage', () => {
  it("reads meta.message or message of an ApiError's body", () => {
    expect(
      serverMessage(
        new ApiError('m', 400, { meta: { status: false, message: 'Coupon expired' } }, ''),
      ),
    ).toBe('Coupon expired');
    expect(serverMessage(new ApiError('m', 400, { message: 'Bad input' }, ''))).toBe('Bad input');
    expect(serverMessage(new ApiError('m', 400, { meta: { message: '' } }, ''))).toBeUndefined();
    expect(serverMessage(new ApiError('m', 502, '<html>', ''))).toBeUndefined();
    expect(serverMessage(new ApiError('m', 500, null, ''))).toBeUndefined();
    expect(serverMessage(new Error('x'))).toBeUndefined();
  });
});
