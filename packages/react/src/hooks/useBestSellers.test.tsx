import type { Storefront } from '@storefront-kit/core';
import { BEST_SELLER_LIMIT } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';
import { useBestSellers } from './useBestSellers';

const stores: Storefront[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
const shop = (options: Parameters<typeof makeStorefront>[0] = {}) => {
  const storefront = makeStorefront({ autoLoad: false, ...options });
  stores.push(storefront);
  return storefront;
};
/** A fetch answering every request with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof globalThis.fetch;

describe('useBestSellers', () => {
  it("loads this month's 9 best sellers as product views", async () => {
    const { result } = renderHookWithProvider(() => useBestSellers(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toHaveLength(BEST_SELLER_LIMIT);
    expect(result.current.data?.[0]).toMatchObject({
      url: expect.stringMatching(/^\/products\/details\//),
      brand: expect.any(String),
    });
  });

  it('sends the limit and period it is given', async () => {
    const fetch = answering(200, { meta: { status: true }, data: [] });
    const { result } = renderHookWithProvider(
      () => useBestSellers({ limit: 3, time_period: 'week' }),
      { storefront: shop({ fetch }) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    const request = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toMatch(/products\/best-selling$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page_no: '1',
      limit: '3',
      time_period: 'week',
    });
    expect(result.current.data).toEqual([]);
  });
});
