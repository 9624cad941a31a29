import { ApiError, NetworkError, ResponseValidationError } from '@storefront-kit/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOT_THE_API, suggestsWrongBase } from './apiHealth';
import { apiProblem, probeApi, resetApiProbes } from './apiProbe';
import { resetReported } from './reportOnce';

afterEach(() => {
  resetApiProbes();
  resetReported();
  vi.restoreAllMocks();
});

const BASE = 'https://shop.example.in/api/v1';

describe('suggestsWrongBase', () => {
  test('a 404, or an answer without the envelope, may mean the wrong address', () => {
    const envelope = { meta: { status: false, message: 'Product not found' }, data: null };
    expect(suggestsWrongBase(new ApiError('m', 404, envelope, 'Not Found'))).toBe(true);
    expect(suggestsWrongBase(new ApiError('m', 405, '<html>', ''))).toBe(true);
    expect(
      suggestsWrongBase(new ResponseValidationError('m', 'GET x', [], '<!doctype html>')),
    ).toBe(true);
    expect(suggestsWrongBase(new ResponseValidationError('m', 'GET x', [], { items: [] }))).toBe(
      true,
    );
  });

  test('refusals in the envelope, 5xx and no answer say nothing about the address', () => {
    const refusal = { meta: { status: false, message: 'Invalid password' } };
    expect(suggestsWrongBase(new ApiError('m', 401, refusal, ''))).toBe(false);
    expect(suggestsWrongBase(new ApiError('m', 502, '<html>Bad gateway</html>', ''))).toBe(false);
    expect(suggestsWrongBase(new NetworkError('Network Error: Failed to fetch'))).toBe(false);
    expect(
      suggestsWrongBase(
        new ResponseValidationError('m', 'GET x', [], { meta: { status: true }, data: 1 }),
      ),
    ).toBe(false);
  });
});

describe('probeApi', () => {
  test('probes a base once per page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ hello: 'world' }));
    await Promise.all([probeApi(BASE, fetch), probeApi(`${BASE}/`, fetch)]);
    await probeApi(BASE, fetch);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(`${BASE}/health`, expect.anything());
    expect(apiProblem(BASE)).toBe(
      `${NOT_THE_API}; got "${BASE}" (GET ${BASE}/health answered JSON without the API's { meta, data } envelope (200)).`,
    );
  });

  test('no answer or a 5xx decides nothing, and a later failure probes again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ meta: { status: true, message: 'OK' }, data: {} }));
    await probeApi(BASE, fetch);
    expect(apiProblem(BASE)).toBeUndefined();
    await probeApi(BASE, fetch);
    expect(apiProblem(BASE)).toBeUndefined();
    await probeApi(BASE, fetch);
    await probeApi(BASE, fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(apiProblem(BASE)).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });
});
