import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_KEY } from '../script/prefetchKey';
import { takePrefetched } from './prefetchedFetch';

const URL_1 = 'https://shop.example.in/api/v1/products/get/prd_000001';
const slots = window as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;

afterEach(() => {
  delete slots[PREFETCH_KEY];
});

describe("takePrefetched (core's preloaded)", () => {
  it("gives the loader's answer for the same URL once, and nothing for another", async () => {
    const ahead = Response.json({ id: 'prd_000001' });
    const other = Promise.resolve(Response.json({}));
    slots[PREFETCH_KEY] = new Map([
      [URL_1, Promise.resolve(ahead)],
      [`${URL_1}9`, other],
    ]);
    const take = takePrefetched(window);
    await expect(take(URL_1)).resolves.toBe(ahead);
    expect(take(URL_1)).toBeUndefined();
    expect(take('https://shop.example.in/api/v1/products/get/other')).toBeUndefined();
    expect(slots[PREFETCH_KEY]?.get(`${URL_1}9`)).toBe(other);
  });

  it("finds an answer asked for by absolute URL from a path on the page's origin", async () => {
    const ahead = Response.json({ id: 'prd_000001' });
    const absolute = new URL('/api/v1/products/get/prd_000001', window.location.href).href;
    slots[PREFETCH_KEY] = new Map([[absolute, Promise.resolve(ahead)]]);
    await expect(takePrefetched(window)('/api/v1/products/get/prd_000001')).resolves.toBe(ahead);
  });

  it('gives nothing on a page the loader did not run on', () => {
    expect(takePrefetched(window)(URL_1)).toBeUndefined();
  });
});
