import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, buyProduct, shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOrder } from './useOrder';

/** A fresh customer buys a product; `useOrder` then shows that order, loaded. */
async function renderOwnPaidOrder() {
  const storefront = shop();
  await signUpFreshCustomer(storefront);
  const { orderId } = await buyProduct(storefront);
  const rendered = renderHookWithProvider(() => useOrder(orderId), { storefront });
  await waitFor(() => expect(rendered.result.current.status).toBe('success'));
  return { ...rendered, storefront, orderId };
}

describe('useOrder', () => {
  it("loads the customer's own paid order", async () => {
    const { orderId, result } = await renderOwnPaidOrder();
    expect(result.current.data).toMatchObject({
      order_id: orderId,
      order_status: 'paid',
      payment: { status: 'paid' },
    });
    expect(result.current.data?.items).toHaveLength(1);
  });

  it('reads an unknown order as Order Not Found', async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront);
    const { result } = renderHookWithProvider(() => useOrder('order_doesnotexist1'), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'not-found', message: 'Order not found' });
  });

  it("never shows one customer's order to the next, who gets Order Not Found", async () => {
    const { storefront, result } = await renderOwnPaidOrder();

    await storefront.signOut();
    await waitFor(() => expect(result.current.data).toBeUndefined());
    await signUpFreshCustomer(storefront);
    await waitFor(() => expect(result.current.error?.kind).toBe('not-found'));
    expect(result.current.data).toBeUndefined();
  });

  it("reads 'Failed to fetch order details. Please try again.' on other failures", async () => {
    const { result } = renderHookWithProvider(() => useOrder('order_1'), {
      storefront: shop({ fetch: answering(500, { meta: { status: false, message: 'x' } }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to fetch order details. Please try again.');
  });

  it('fetches nothing without an id', () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useOrder(undefined), {
      storefront: shop({ fetch }),
    });
    expect(result.current.status).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
