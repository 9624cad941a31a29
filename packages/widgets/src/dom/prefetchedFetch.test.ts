import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_KEY } from '../script/prefetchKey';
import { prefetchedFetch, takePrefetched } from './prefetchedFetch';

const URL_1 = 'https://shop.example.in/api/v1/products/get/prd_000001';
const slots = window as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;

afterEach(() => {
  delete slots[PREFETCH_KEY];
  vi.restoreAllMocks();
});

describe('prefetchedFetch', () => {
  it("takes the loader's answer once for a GET of the same URL, then fetches", async () => {
    const ahead = new Response('{"ahead":true}');
    slots[PREFETCH_KEY] = new Map([[URL_1, Promise.resolve(ahead)]]);
    const network = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"network":true}'));
    const fetch = prefetchedFetch(window);
    // As ky calls it: a Request.
    await expect(fetch(new Request(URL_1))).resolves.toBe(ahead);
    expect(network).not.toHaveBeenCalled();
    const again = await fetch(new Request(URL_1));
    await expect(again.json()).resolves.toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('fetches for another URL, another method, or when the early answer failed', async () => {
    slots[PREFETCH_KEY] = new Map([
      [URL_1, Promise.reject(new TypeError('Failed to fetch'))],
      [`${URL_1}9`, Promise.resolve(new Response('{}'))],
    ]);
    const network = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"network":true}'));
    const fetch = prefetchedFetch(window);
    await expect((await fetch(URL_1)).json()).resolves.toEqual({ network: true });
    await fetch(new Request(`${URL_1}9`, { method: 'POST', body: '{}' }));
    await fetch('https://shop.example.in/api/v1/products/get/other');
    expect(network).toHaveBeenCalledTimes(3);
    // The POST left the prefetched GET answer where it was.
    expect(slots[PREFETCH_KEY]?.has(`${URL_1}9`)).toBe(true);
  });

  it('fetches when no loader ran', async () => {
    const network = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}'));
    await prefetchedFetch(window)(URL_1);
    expect(network).toHaveBeenCalledWith(URL_1, undefined);
  });
});

describe("takePrefetched (core's preloaded)", () => {
  it("gives the loader's answer once; a success is not put back", async () => {
    const ahead = Response.json({ id: 'prd_000001' });
    slots[PREFETCH_KEY] = new Map([[URL_1, Promise.resolve(ahead)]]);
    const take = takePrefetched(window);
    await expect(take(URL_1)).resolves.toBe(ahead);
    expect(take(URL_1)).toBeUndefined();
    expect(take(`${URL_1}9`)).toBeUndefined();
  });

  it('puts a failure answer back for the transport, whose fetch takes it once (no second request)', async () => {
    const missing = Response.json(
      { success: false, message: 'Product not found' },
      { status: 404 },
    );
    slots[PREFETCH_KEY] = new Map([[URL_1, Promise.resolve(missing)]]);
    const network = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"network":true}'));
    const take = takePrefetched(window);
    await expect(take(URL_1)).resolves.toBe(missing);
    // Core then asks the transport, whose fetch is prefetchedFetch: it gets the same answer.
    const fetch = prefetchedFetch(window);
    await expect(fetch(new Request(URL_1))).resolves.toBe(missing);
    expect(network).not.toHaveBeenCalled();
    // A retry of the transport asks the network: the answer was taken for good.
    await fetch(new Request(URL_1));
    expect(network).toHaveBeenCalledTimes(1);
    expect(slots[PREFETCH_KEY]?.size).toBe(0);
  });
});
