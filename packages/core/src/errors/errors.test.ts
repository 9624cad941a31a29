import { describe, expect, it } from 'vitest';
import { foreignStorefrontError as foreign, namesake } from '../../test/helpers/foreignError';
import { ApiError, isApiError, serverMessage } from './ApiError';
import { isNetworkError, NetworkError } from './NetworkError';
import { isResponseValidationError, ResponseValidationError } from './ResponseValidationError';
import { isStorefrontError, StorefrontError } from './StorefrontError';
import { isTimeoutError, TimeoutError } from './TimeoutError';

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

  it('match errors from another realm or copy of the bundle by their mark and name', () => {
    // Another realm indeed: this realm's classes do not match it.
    expect(foreign('ApiError')).not.toBeInstanceOf(Error);
    expect(isApiError(foreign('ApiError'))).toBe(true);
    expect(isNetworkError(foreign('NetworkError'))).toBe(true);
    expect(isNetworkError(foreign('TimeoutError'))).toBe(true);
    expect(isTimeoutError(foreign('TimeoutError'))).toBe(true);
    expect(isResponseValidationError(foreign('ResponseValidationError'))).toBe(true);
    expect(isStorefrontError(foreign('NetworkError'))).toBe(true);
    expect(isStorefrontError(foreign('PaymentProviderError'))).toBe(true);
    expect(isApiError(foreign('TypeError'))).toBe(false);
    expect(isTimeoutError(foreign('NetworkError'))).toBe(false);
    expect(isStorefrontError(foreign('TypeError'))).toBe(true);
  });

  it("never match another library's error that shares a name", () => {
    for (const name of [
      'StorefrontError',
      'ApiError',
      'NetworkError',
      'TimeoutError',
      'ResponseValidationError',
      'PaymentProviderError',
    ]) {
      expect(isStorefrontError(namesake(name))).toBe(false);
    }
    expect(isApiError(namesake('ApiError'))).toBe(false);
    expect(isNetworkError(namesake('NetworkError'))).toBe(false);
    expect(isNetworkError(namesake('TimeoutError'))).toBe(false);
    expect(isTimeoutError(namesake('TimeoutError'))).toBe(false);
    expect(isResponseValidationError(namesake('ResponseValidationError'))).toBe(false);
    // A body an ApiError would have does not make one (serverMessage reads only ours).
    const lookalike = Object.assign(namesake('ApiError'), { body: { message: 'Injected' } });
    expect(serverMessage(lookalike)).toBeUndefined();
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
