import { describe, expect, it } from 'vitest';
import { foreignStorefrontError, namesake } from '../../test/helpers/foreignError';
import { ApiError } from './ApiError';
import { faultMessage } from './faultMessage';
import { NetworkError } from './NetworkError';
import { ResponseValidationError } from './ResponseValidationError';
import { TimeoutError } from './TimeoutError';

const unreachable = 'Cannot reach the shop. Check your connection and try again.';

describe('faultMessage', () => {
  it('says the shop is unreachable for no answer, and a server error for a 5xx', () => {
    expect(faultMessage(new NetworkError('Network Error: Failed to fetch'))).toBe(unreachable);
    expect(faultMessage(new TimeoutError('Network Error: Request timed out'))).toBe(unreachable);
    // From another realm (a second copy of the bundle): matched by its mark and name.
    expect(faultMessage(foreignStorefrontError('NetworkError'))).toBe(unreachable);
    // Another library's NetworkError is not ours to explain.
    expect(faultMessage(namesake('NetworkError'))).toBeUndefined();
    expect(faultMessage(new ApiError('m', 500, null, ''))).toBe(
      'Server error. Please try again later.',
    );
    expect(faultMessage(new ApiError('m', 503, '<html>', ''))).toBe(
      'Server error. Please try again later.',
    );
  });

  it("leaves the input's failures to the caller", () => {
    expect(faultMessage(new ApiError('m', 400, null, ''))).toBeUndefined();
    expect(faultMessage(new ApiError('m', 401, null, ''))).toBeUndefined();
    expect(faultMessage(new ApiError('m', 404, null, ''))).toBeUndefined();
    expect(faultMessage(new ResponseValidationError('m', 'GET x', [], null))).toBeUndefined();
    expect(faultMessage('boom')).toBeUndefined();
  });

  it("uses the embedder's words", () => {
    expect(
      faultMessage(new NetworkError('x'), { 'api.unreachable': 'Dukaan tak nahin pahunch sake.' }),
    ).toBe('Dukaan tak nahin pahunch sake.');
  });
});
