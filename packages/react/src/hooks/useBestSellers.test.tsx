import { BEST_SELLER_LIMIT } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBestSellers } from './useBestSellers';

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
