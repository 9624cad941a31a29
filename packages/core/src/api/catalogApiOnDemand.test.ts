import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { isNetworkError } from '../errors/NetworkError';
import type { Http } from '../http/createHttp';
import { createLazyHttp, onDemand } from '../http/createLazyHttp';
import { catalogApi } from './catalogApi';
import { catalogApiOnDemand } from './catalogApiOnDemand';

const answering = (body: unknown) => {
  const http = {
    get: vi.fn(async () => body),
    post: vi.fn(async () => body),
    delete: vi.fn(async () => body),
  };
  return http as typeof http & Http;
};

describe('catalogApiOnDemand', () => {
  it('has every method of catalogApi', () => {
    const http = answering({});
    expect(Object.keys(catalogApiOnDemand(http)).sort()).toEqual(
      Object.keys(catalogApi(http)).sort(),
    );
  });

  it('calls catalogApi once its code has loaded', async () => {
    const http = answering({ suggestions: [], total: 0 });
    const catalog = catalogApiOnDemand(http);
    expect(http.get).not.toHaveBeenCalled();
    await expect(catalog.search({ search: 'relay', limit: 5 })).resolves.toEqual({
      suggestions: [],
      total: 0,
    });
    expect(http.get).toHaveBeenCalledWith(
      'products/search-autocomplete',
      expect.anything(),
      { search: 'relay', limit: 5 },
      undefined,
    );
  });

  it('keeps relatedProducts from rejecting', async () => {
    const http = answering({});
    http.get.mockRejectedValue(new Error('down'));
    await expect(catalogApiOnDemand(http).relatedProducts('p1')).resolves.toEqual({
      success: false,
      data: [],
    });
  });
});

describe('onDemand', () => {
  it('loads once', async () => {
    const load = vi.fn(async () => 42);
    const get = onDemand(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a failed load into a NetworkError, reports it and tries again next time', async () => {
    const onError = vi.fn();
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(7);
    const get = onDemand(load, { 'api.network': 'Offline: {message}' }, onError);
    const error = await get().catch((failure: unknown) => failure);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe('Offline: Failed to fetch dynamically imported module');
    expect(onError).toHaveBeenCalledWith(error);
    await expect(get()).resolves.toBe(7);
  });
});

describe('createLazyHttp', () => {
  it('sends nothing until asked, then requests as createHttp does', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    const http = createLazyHttp({ baseUrl: 'https://shop.example.in/api/v1', fetch });
    expect(fetch).not.toHaveBeenCalled();
    await expect(http.get('health', z.object({ ok: z.boolean() }))).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
