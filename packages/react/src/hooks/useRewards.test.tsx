import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRewards } from './useRewards';

describe('useRewards', () => {
  it("loads a new customer's summary and transactions", async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
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
