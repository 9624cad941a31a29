import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';
import { useRewards } from './useRewards';

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

describe('useRewards', () => {
  it("loads a new customer's summary and transactions", async () => {
    const storefront = shop();
    await signUpFresh(storefront);
    const { result } = renderHookWithProvider(() => useRewards(), { storefront });
    await waitFor(() => {
      expect(result.current.summary.status).toBe('success');
      expect(result.current.transactions.status).toBe('success');
    });
    const summary = result.current.summary.data;
    const items = result.current.transactions.data?.items ?? [];
    expect(summary).toMatchObject({ points: expect.any(Number), tier: expect.any(String) });
    // Every point shown comes from a transaction (a new customer has at most the daily login).
    expect(items.reduce((sum, item) => sum + item.points, 0)).toBe(summary?.points);
    expect(items.every((item) => item.type !== 'order')).toBe(true);
    expect(result.current.transactions.data?.pagination).toMatchObject({ page_no: 1 });
  });

  it("reads 'Failed to load reward points' when the server explains nothing", async () => {
    const fetch = vi.fn(
      async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    ) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useRewards(), {
      storefront: shop({ fetch }),
    });
    await waitFor(() => expect(result.current.summary.status).toBe('error'));
    await waitFor(() => expect(result.current.transactions.status).toBe('error'));
    expect(result.current.summary.error?.message).toBe('Failed to load reward points');
    expect(result.current.transactions.error?.kind).toBe('server');
  });
});
