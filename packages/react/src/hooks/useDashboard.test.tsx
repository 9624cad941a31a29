import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';
import { useDashboard } from './useDashboard';

const stores: Storefront[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
const shop = (options: Parameters<typeof makeStorefront>[0] = {}) => {
  const storefront = makeStorefront({ autoLoad: false, ...options });
  stores.push(storefront);
  return storefront;
};

const PASSWORD = 'Test@12345';

/** Signs a fresh customer up and in (never the shared demo customer). */
async function signUpFresh(storefront: Storefront) {
  const email = `t-${crypto.randomUUID()}@example.com`;
  const mobile_number = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const body = { email, mobile_number, password: PASSWORD, confirm_password: PASSWORD };
  const created = await storefront.auth.signUp({ name: 'Test Buyer', ...body });
  if (created.status !== 'success') throw new Error(created.message);
  const signedIn = await storefront.signIn({ login: email, password: PASSWORD });
  if (signedIn.status !== 'success') throw new Error(signedIn.message);
}

describe('useDashboard', () => {
  it('loads the stats, no recent orders and the promotions of a new customer', async () => {
    const storefront = shop();
    await signUpFresh(storefront);
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
