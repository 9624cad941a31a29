import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { buyProduct, shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from './useProduct';
import { useReviews } from './useReviews';
import { useRewards } from './useRewards';

/** A storefront on the real server whose requests are recorded. */
const recordingShop = () => {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    globalThis.fetch(input, init),
  );
  const storefront = shop({ fetch: fetch as typeof globalThis.fetch });
  const posts = () =>
    fetch.mock.calls.filter(([input]) => input instanceof Request && input.method === 'POST');
  return { storefront, posts };
};

describe('useReviews', () => {
  it("lists a product's real reviews, newest first", async () => {
    const { storefront } = recordingShop();
    const { data } = await storefront.client.catalog.products({ per_page: 100 });
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
    const { storefront, posts } = recordingShop();
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
    const { storefront } = recordingShop();
    await signUpFreshCustomer(storefront, 'Test Reviewer');
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
    const { storefront } = recordingShop();
    await signUpFreshCustomer(storefront, 'Test Reviewer');
    // Not the cheapest (other files buy that one): any product works, reviews are per buyer.
    const { productId } = await buyProduct(storefront, { nth: 3 });
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
