import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOrders } from './useOrders';

const order = (n: number) => ({
  _id: `ord_${n}`,
  order_id: `order_${n}`,
  order_status: 'paid',
  total_amount: 118,
  items: [],
});

describe('useOrders', () => {
  it('gives a new customer an empty first page (No orders yet)', async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
    const { result } = renderHookWithProvider(() => useOrders(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual({
      orders: [],
      total: 0,
      page: 1,
      pageCount: 0,
      range: { from: 0, to: 0, total: 0 },
      pages: [],
    });
  });

  it('searches with the trimmed text and finds nothing (No orders found)', async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
    const { result } = renderHookWithProvider(
      () => useOrders({ search: '  relay  ', status: 'paid' }),
      { storefront },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.orders).toEqual([]);
  });

  it("forgets the customer's orders at sign-out (the list is user-scoped)", async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
    const { result } = renderHookWithProvider(() => useOrders(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await storefront.signOut();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.kind).toBe('unauthorized');
  });

  it('sends page, size, search and filters, and builds the pager of page 2 of 45', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        meta: { status: true, message: 'OK' },
        data: Array.from({ length: 20 }, (_, i) => order(21 + i)),
        total_count: 45,
      }),
    ) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(
      () =>
        useOrders({ page: 2, search: ' PLC ', payment_status: 'paid', date_from: '2025-01-01' }),
      { storefront: shop({ fetch }) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    const request = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      page_no: '2',
      per_page: '20',
      search: 'PLC',
      payment_status: 'paid',
      date_from: '2025-01-01',
    });
    expect(result.current.data).toMatchObject({
      total: 45,
      page: 2,
      pageCount: 3,
      range: { from: 21, to: 40, total: 45 },
      pages: [1, 2, 3],
    });
    expect(result.current.data?.orders[0]).toMatchObject({ id: 'ord_21', order_id: 'order_21' });
  });
});
