import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRelatedProducts } from './useRelatedProducts';

describe('useRelatedProducts', () => {
  it("loads a product's related products from the real server as views", async () => {
    const storefront = shop();
    const { data } = await storefront.client.catalog.products({ per_page: 100 });
    const product = data.find((p) => p.related_products_mapping?.length);
    if (!product) throw new Error('The seed has no product with related products');
    const expected = product.related_products_mapping?.map((entry) => entry.product_id) ?? [];
    const { result } = renderHookWithProvider(() => useRelatedProducts(product.id), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((view) => view.id)).toEqual(expected);
    expect(result.current.data?.[0]).toMatchObject({
      url: expect.stringMatching(/^\/products\/details\//),
      price: expect.any(Number),
    });
  });

  it('gives an empty list, not an error, when the request fails (spec)', async () => {
    const fetch = answering(500, { meta: { status: false, message: 'boom' } });
    const storefront = shop({ fetch });
    const { result } = renderHookWithProvider(() => useRelatedProducts('prd_000001'), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing without an id', () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useRelatedProducts(''), {
      storefront: shop({ fetch }),
    });
    expect(result.current.status).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
