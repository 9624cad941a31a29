import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/ApiError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import { createLazyHttp } from './createLazyHttp';

// How often the transport's code (ky) was loaded.
const loads = vi.hoisted(() => ({ transport: 0 }));
vi.mock('./createHttp', async (importOriginal) => {
  loads.transport += 1;
  return importOriginal();
});

const BASE = 'https://shop.example.in/api/v1';
const PRODUCT_URL = `${BASE}/products/get/prd_000003`;
const product = z.object({ id: z.string(), price: z.number() });

/** A page whose loader asked for `urls` ahead: each answer taken once. */
function aheadOf(answers: Record<string, () => Promise<Response>>) {
  const asked: string[] = [];
  const preloaded = vi.fn((url: string) => {
    asked.push(url);
    const answer = answers[url];
    delete answers[url];
    return answer?.();
  });
  return { preloaded, asked };
}

// One module instance: the first test runs before anything has loaded the transport.
describe('createLazyHttp with answers fetched ahead (preloaded)', () => {
  it('reads a 2xx answer for a plain GET without the transport or a request; other calls load it', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    const { preloaded, asked } = aheadOf({
      [PRODUCT_URL]: async () => Response.json({ id: 'prd_000003', price: 410 }),
    });
    const http = createLazyHttp({ baseUrl: `${BASE}/`, fetch, preloaded });
    await expect(http.get('products/get/prd_000003', product)).resolves.toEqual({
      id: 'prd_000003',
      price: 410,
    });
    expect(asked).toEqual([PRODUCT_URL]);
    expect(fetch).not.toHaveBeenCalled();
    expect(loads.transport).toBe(0);
    // Taken once: the same GET again is a request of its own, through the transport.
    await expect(
      http.get('products/get/prd_000003', z.object({ ok: z.boolean() })),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loads.transport).toBe(1);
  });

  it('rejects an answer of the wrong shape as the transport would, and tells onRequestError once', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 'prd_000003', price: 410 }));
    const onRequestError = vi.fn();
    const { preloaded } = aheadOf({
      [PRODUCT_URL]: async () => Response.json({ id: 'prd_000003', price: 'free' }),
    });
    const http = createLazyHttp({ baseUrl: BASE, fetch, preloaded, onRequestError });
    const failure = http.get('products/get/prd_000003', product);
    await expect(failure).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(failure).rejects.toMatchObject({
      message: 'Invalid response format from server',
      endpoint: 'GET products/get/prd_000003',
      issues: [expect.objectContaining({ path: ['price'] })],
    });
    expect(onRequestError).toHaveBeenCalledTimes(1);
    expect(onRequestError.mock.calls[0]?.[0]).toBeInstanceOf(ResponseValidationError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a body that is not JSON', async () => {
    const { preloaded } = aheadOf({
      [PRODUCT_URL]: async () => new Response('<html>site root</html>', { status: 200 }),
    });
    const http = createLazyHttp({ baseUrl: BASE, fetch: vi.fn(), preloaded });
    await expect(http.get('products/get/prd_000003', product)).rejects.toMatchObject({
      name: 'ResponseValidationError',
      issues: [expect.objectContaining({ code: 'invalid_json' })],
    });
  });

  it('leaves an answer that is not a success to the transport, which reports it as its own', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ success: false, message: 'Product not found' }, { status: 404 }),
    );
    const { preloaded } = aheadOf({
      [PRODUCT_URL]: async () =>
        Response.json({ success: false, message: 'Product not found' }, { status: 404 }),
    });
    const http = createLazyHttp({ baseUrl: BASE, fetch, preloaded, retry: 0 });
    const failure = http.get('products/get/prd_000003', product);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again through the transport when the early request failed', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 'prd_000003', price: 410 }));
    const { preloaded } = aheadOf({
      [PRODUCT_URL]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const http = createLazyHttp({ baseUrl: BASE, fetch, preloaded });
    await expect(http.get('products/get/prd_000003', product)).resolves.toEqual({
      id: 'prd_000003',
      price: 410,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not asked for a GET with a query or a call of its own token', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 'prd_000003', price: 410 }));
    const preloaded = vi.fn(() => undefined);
    const http = createLazyHttp({ baseUrl: BASE, fetch, preloaded });
    await http.get('products/get/prd_000003', product, { fields: 'all' });
    await http.get('products/get/prd_000003', product, undefined, { token: 'jwt' });
    expect(preloaded).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects with the abort when the call was aborted meanwhile', async () => {
    const controller = new AbortController();
    const { preloaded } = aheadOf({
      [PRODUCT_URL]: async () => {
        controller.abort();
        return Response.json({ id: 'prd_000003', price: 410 });
      },
    });
    const http = createLazyHttp({ baseUrl: BASE, fetch: vi.fn(), preloaded });
    await expect(
      http.get('products/get/prd_000003', product, undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
