import type { AddressBody, Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiUrl,
  makeStorefront,
  renderHookWithProvider,
} from '../../test/helpers/renderWithProvider';
import { useOrder } from './useOrder';

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
const ADDRESS: AddressBody = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
};

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

/** Buys one unit of the cheapest in-stock product through the sandbox gateway. */
async function buyOne(storefront: Storefront): Promise<string> {
  const { client } = storefront;
  const { data } = await client.catalog.products({
    in_stock: true,
    sort_by: 'price_asc',
    price_range: [1, 1_000_000],
  });
  await client.cart.add({ id: data[0]?.id ?? '', quantity: 1 });
  const cart = await client.cart.get();
  const order = await client.payments.createOrder({
    amount: Math.round(cart.data?.total ?? 0),
    currency: 'INR',
    receipt: `rcpt_${crypto.randomUUID().slice(0, 8)}`,
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
  });
  const paid = await fetch(`${new URL(apiUrl()).origin}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.order_id, key_id: order.key_id }),
  }).then((response) => response.json());
  const verified = await client.payments.verify(paid);
  if (!verified.success || !order.order_id) throw new Error('The sandbox payment failed');
  return order.order_id;
}

describe('useOrder', () => {
  it("loads the customer's own paid order", async () => {
    const storefront = shop();
    await signUpFresh(storefront);
    const orderId = await buyOne(storefront);
    const { result } = renderHookWithProvider(() => useOrder(orderId), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject({
      order_id: orderId,
      order_status: 'paid',
      payment: { status: 'paid' },
    });
    expect(result.current.data?.items).toHaveLength(1);
  });

  it('reads an unknown order as Order Not Found', async () => {
    const storefront = shop();
    await signUpFresh(storefront);
    const { result } = renderHookWithProvider(() => useOrder('order_doesnotexist1'), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'not-found', message: 'Order not found' });
  });

  it("never shows one customer's order to the next, who gets Order Not Found", async () => {
    const storefront = shop();
    await signUpFresh(storefront);
    const orderId = await buyOne(storefront);
    const { result } = renderHookWithProvider(() => useOrder(orderId), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));

    await storefront.signOut();
    await waitFor(() => expect(result.current.data).toBeUndefined());
    await signUpFresh(storefront);
    await waitFor(() => expect(result.current.error?.kind).toBe('not-found'));
    expect(result.current.data).toBeUndefined();
  });

  it("reads 'Failed to fetch order details. Please try again.' on other failures", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ meta: { status: false, message: 'x' } }, { status: 500 }),
    ) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useOrder('order_1'), {
      storefront: shop({ fetch }),
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
