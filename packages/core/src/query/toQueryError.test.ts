import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import { TimeoutError } from '../errors/TimeoutError';
import { toQueryError } from './toQueryError';

const apiError = (status: number, body: unknown = null) =>
  new ApiError(`Network Error: API Error: ${status} - x`, status, body, '');
const refusal = (status: number) => apiError(status, { meta: { status: false, message: 'Nope' } });

describe('toQueryError', () => {
  it('classifies API errors by status', () => {
    expect(toQueryError(apiError(404)).kind).toBe('not-found');
    expect(toQueryError(apiError(401)).kind).toBe('unauthorized');
    expect(toQueryError(apiError(403)).kind).toBe('forbidden');
    expect(toQueryError(apiError(409)).kind).toBe('refused');
    expect(toQueryError(apiError(503)).kind).toBe('server');
  });

  it('classifies transport and response errors', () => {
    expect(toQueryError(new NetworkError('Network Error: offline')).kind).toBe('network');
    expect(toQueryError(new TimeoutError('Network Error: Request timed out')).kind).toBe('network');
    expect(toQueryError(new ResponseValidationError('Invalid', 'GET x', [], null)).kind).toBe(
      'invalid-response',
    );
    expect(toQueryError('boom').kind).toBe('unknown');
  });

  it("prefers the server's message of a 4xx, then the fallback, then a shopper's sentence", () => {
    expect(toQueryError(refusal(404), { fallback: 'Failed' }).message).toBe('Nope');
    expect(toQueryError(refusal(500), { fallback: 'Failed' }).message).toBe('Failed');
    // Never the raised error's 'Network Error: API Error: 500 - {…}': a sentence instead.
    expect(toQueryError(refusal(500)).message).toBe('Server error. Please try again later.');
    expect(toQueryError(apiError(502, '<h1>Bad gateway</h1>')).message).toBe(
      'Server error. Please try again later.',
    );
    expect(toQueryError(new NetworkError('Network Error: offline')).message).toBe(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(
      toQueryError(new NetworkError('x'), {
        messages: { 'api.unreachable': 'Dukaan se sampark nahi' },
      }).message,
    ).toBe('Dukaan se sampark nahi');
    // A 4xx without a sentence of the server's: its raw message is not shown either.
    expect(toQueryError(apiError(400, { meta: { status: false } })).message).toBe(
      'An unexpected error occurred',
    );
    // An error of the embedder's own that reads as a sentence is kept.
    expect(toQueryError(new Error('The price list is being updated.')).message).toBe(
      'The price list is being updated.',
    );
    expect(toQueryError(new Error('')).message).toBe('An unexpected error occurred');
    expect(toQueryError(42, { messages: { 'api.unexpected': 'Kuch galat ho gaya' } }).message).toBe(
      'Kuch galat ho gaya',
    );
  });

  it('keeps the error as thrown', () => {
    const cause = refusal(404);
    expect(toQueryError(cause).cause).toBe(cause);
  });
});
