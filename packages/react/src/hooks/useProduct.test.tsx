import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from './useProduct';

describe('useProduct', () => {
  it('loads a product from the real server as a view (paise, URL, stock)', async () => {
    const storefront = shop();
    const { data } = await storefront.client.catalog.products({ per_page: 1, in_stock: true });
    const product = data[0];
    if (!product) throw new Error('The seed has no product');
    const { result } = renderHookWithProvider(() => useProduct(product.id), { storefront });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject({
      id: product.id,
      name: product.product_name,
      price: Math.round((product.product_selling_price ?? 0) * 100),
      inStock: true,
    });
    expect(result.current.data?.url).toMatch(
      new RegExp(`^/products/details/[a-z0-9-]+/${product.id}$`),
    );
  });

  it('reads Product Not Found as its own error kind with the server message', async () => {
    const storefront = shop();
    const { result } = renderHookWithProvider(() => useProduct('prd_does_not_exist'), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'not-found', message: 'Product not found' });
  });

  it("falls back to 'Failed to load product' when the server explains nothing", async () => {
    const storefront = shop({
      fetch: answering(500, { meta: { status: false, message: 'DB down' } }),
    });
    const { result } = renderHookWithProvider(() => useProduct('prd_000001'), { storefront });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({
      kind: 'server',
      message: 'Failed to load product',
    });
  });

  it('fetches nothing without an id', () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch;
    const storefront = shop({ fetch });
    const { result } = renderHookWithProvider(() => useProduct(undefined), { storefront });
    expect(result.current.status).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
