import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { NetworkError } from './NetworkError';
import { ResponseValidationError } from './ResponseValidationError';
import { shopperMessage } from './shopperMessage';

const apiError = (status: number, body: unknown) =>
  new ApiError(`Network Error: API Error: ${status} - ${JSON.stringify(body)}`, status, body, '');

describe('shopperMessage', () => {
  it("gives the server's sentence for a refusal, never its JSON or status", () => {
    const error = apiError(400, { meta: { status: false, message: 'Only 27 units in stock' } });
    expect(error.message).toContain('{"meta"');
    expect(shopperMessage(error)).toBe('Only 27 units in stock');
  });

  it('says the shop is unreachable, a server error, or an expired session', () => {
    expect(shopperMessage(new NetworkError('Network Error: fetch failed'))).toBe(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(shopperMessage(apiError(502, '<html>Bad gateway</html>'))).toBe(
      'Server error. Please try again later.',
    );
    expect(shopperMessage(apiError(401, { meta: { message: 'jwt expired' } }))).toBe(
      'Your session has expired. Please login again.',
    );
  });

  it('falls back to a sentence for anything without a readable reason', () => {
    const generic = 'Something went wrong. Please try again.';
    expect(shopperMessage(apiError(400, 'Bad Request'))).toBe(generic);
    expect(shopperMessage(apiError(422, { meta: { message: '{"field":"quantity"}' } }))).toBe(
      generic,
    );
    expect(shopperMessage(apiError(404, { message: 'API Error: 404 - missing' }))).toBe(generic);
    expect(
      shopperMessage(
        new ResponseValidationError('Invalid response format from server', 'x', [], {}),
      ),
    ).toBe(generic);
    expect(shopperMessage(new Error('TypeError: x is undefined'))).toBe(generic);
    expect(shopperMessage('boom', undefined, 'Failed to load products')).toBe(
      'Failed to load products',
    );
    expect(shopperMessage(null, { 'api.failed': 'Kuch galat hua' })).toBe('Kuch galat hua');
  });
});
