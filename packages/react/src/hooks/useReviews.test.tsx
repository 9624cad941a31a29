import type { AddressBody, Storefront } from '@storefront-kit/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiUrl,
  makeStorefront,
  renderHookWithProvider,
} from '../../test/helpers/renderWithProvider';
import { useProduct } from './useProduct';
import { useReviews } from './useReviews';
import { useRewards } from './useRewards';

const stores: Storefront[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
/** A storefront on the real server whose requests are recorded. */
const shop = () => {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    globalThis.fetch(input, init),
  );
  const storefront = makeStorefront({ autoLoad: false, fetch: fetch as typeof globalThis.fetch });
  stores.push(storefront);
  const posts = () =>
    fetch.mock.calls.filter(([input]) => input instanceof Request && input.method === 'POST');
  return { storefront, posts };
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
  const created = await storefront.auth.signUp({ name: 'Test Reviewer', ...body });
  if (created.status !== 'success') throw new Error(created.message);
  const signedIn = await storefront.signIn({ login: email, password: PASSWORD });
  if (signedIn.status !== 'success') throw new Error(signedIn.message);
}

/** Buys one unit of an in-stock product through the sandbox gateway; returns its id. */
async function buyOne(storefront: Storefront): Promise<string> {
  const { client } = storefront;
  const { data } = await client.catalog.products({
    in_stock: true,
    sort_by: 'price_asc',
    price_range: [1, 1_000_000],
  });
  // Not the cheapest (other files buy that one): any product works, reviews are per buyer.
  const productId = data[3]?.id ?? '';
  await client.cart.add({ id: productId, quantity: 1 });
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
  if (!verified.success) throw new Error('The sandbox payment failed');
  return productId;
}

describe('useReviews', () => {
  it("lists a product's real reviews, newest first", async () => {
    const { storefront } = shop();
    const { data } = await storefront.client.catalog.products({ per_page: 200 });
    const reviewed = data.find((product) => (product.review_count ?? 0) > 0);
    if (!reviewed) throw new Error('The seed has no reviewed product');
    const { result } = renderHookWithProvider(() => useReviews(reviewed.id), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const items = result.current.data?.items ?? [];
    expect(items).toHaveLength(reviewed.review_count ?? 0);
    expect(items[0]).toMatchObject({ product_id: reviewed.id, rating: expect.any(Number) });
    expect(result.current.data?.pagination?.total_rows).toBe(reviewed.review_count);
    const dates = items.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(result.current.submission.status).toBe('idle');
  });

  it('validates before sending anything', async () => {
    const { storefront, posts } = shop();
    const { result } = renderHookWithProvider(() => useReviews('prd_000001'), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const outcome = await act(() => result.current.submit({ rating: undefined, comment: '  ' }));
    const fieldErrors = {
      rating: 'Please choose a rating from 1 to 5',
      comment: 'Please write a few words about the product',
    };
    expect(outcome).toEqual({ status: 'invalid', fieldErrors });
    expect(result.current.submission).toMatchObject({ status: 'invalid', fieldErrors });
    expect(posts()).toHaveLength(0);
    act(() => result.current.resetSubmission());
    expect(result.current.submission.status).toBe('idle');
  });

  it("refuses a customer who has not bought the product, with the server's reason", async () => {
    const { storefront } = shop();
    await signUpFresh(storefront);
    const { result } = renderHookWithProvider(() => useReviews('prd_000001'), { storefront });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const outcome = await act(() => result.current.submit({ rating: 4, comment: 'Looks good' }));
    expect(outcome.status).toBe('error');
    expect(result.current.submission.error).toMatchObject({
      kind: 'forbidden',
      message: 'Only customers who bought this product can review it',
    });
  });

  it("publishes a buyer's review and refreshes the list, the product and the points", async () => {
    const { storefront } = shop();
    await signUpFresh(storefront);
    const productId = await buyOne(storefront);
    const { result } = renderHookWithProvider(
      () => ({
        reviews: useReviews(productId),
        product: useProduct(productId),
        rewards: useRewards(),
      }),
      { storefront },
    );
    await waitFor(() => {
      expect(result.current.reviews.status).toBe('success');
      expect(result.current.product.status).toBe('success');
      expect(result.current.rewards.summary.status).toBe('success');
    });
    const before = {
      reviews: result.current.reviews.data?.items.length ?? 0,
      count: result.current.product.data?.reviewCount ?? 0,
      points: result.current.rewards.summary.data?.points ?? 0,
    };

    const outcome = await act(() =>
      result.current.reviews.submit({
        rating: 5,
        comment: '  Switches cleanly at 24 V.  ',
        title: 'Reliable',
      }),
    );
    expect(outcome).toMatchObject({
      status: 'success',
      data: { product_id: productId, rating: 5, comment: 'Switches cleanly at 24 V.' },
    });
    // Refreshed before the submission reports success: no stale list after 'Thank you!'.
    expect(result.current.reviews.submission.status).toBe('success');
    expect(result.current.reviews.data?.items).toHaveLength(before.reviews + 1);
    expect(result.current.reviews.data?.items[0]).toMatchObject({
      title: 'Reliable',
      user: { name: 'Test Reviewer' },
    });
    expect(result.current.product.data?.reviewCount).toBe(before.count + 1);
    expect(result.current.product.data?.rating).toEqual(expect.any(Number));
    expect(result.current.rewards.summary.data?.points).toBe(before.points + 10);

    // A second review of the same product is refused.
    const again = await act(() => result.current.reviews.submit({ rating: 4, comment: 'Again' }));
    expect(again.status === 'error' && again.error.kind).toBe('refused');
  });
});
