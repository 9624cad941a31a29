import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDashboard } from './useDashboard';

describe('useDashboard', () => {
  it('loads the stats, no recent orders and the promotions of a new customer', async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
    const { result } = renderHookWithProvider(() => useDashboard(), { storefront });
    await waitFor(() => {
      expect(result.current.stats.status).toBe('success');
      expect(result.current.recentOrders.status).toBe('success');
      expect(result.current.banners.status).toBe('success');
    });
    const stats = Object.fromEntries(
      (result.current.stats.data ?? []).map((stat) => [stat.name, stat.count]),
    );
    expect(stats).toMatchObject({
      Product: expect.any(Number),
      Brand: expect.any(Number),
      Solution: expect.any(Number),
    });
    expect(stats.Product).toBeGreaterThan(0);
    expect(result.current.recentOrders.data).toEqual([]);
    expect(result.current.banners.data?.[0]).toMatchObject({ image: expect.any(String) });
  });

  it('a guest gets unauthorized errors, not anybody’s data', async () => {
    const { result } = renderHookWithProvider(() => useDashboard(), { storefront: shop() });
    await waitFor(() => expect(result.current.recentOrders.status).toBe('error'));
    expect(result.current.recentOrders.error?.kind).toBe('unauthorized');
    expect(result.current.recentOrders.data).toBeUndefined();
  });

  it("reads 'Failed to load promotional banners' when the promotions fail", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('dashboard-banners')) return new Response('Bad Gateway', { status: 502 });
      return Response.json({ meta: { status: true, message: 'OK' }, data: [] });
    }) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useDashboard(), {
      storefront: shop({ fetch }),
    });
    await waitFor(() => expect(result.current.banners.status).toBe('error'));
    expect(result.current.banners.error?.message).toBe('Failed to load promotional banners');
    expect(result.current.stats.status).toBe('success');
  });
});
