import type { ListingFilters } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { disposeAfterTest, makeStorefront, shop } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToStringWithData } from '../server/renderToStringWithData';
import { useProductList } from './useProductList';

/** The seeded catalogue of the reference server (test/globalSetup.ts). */
const SEEDED_PRODUCTS = 200;

function Listing() {
  const listing = useProductList();
  return <p>{listing.showing}</p>;
}

describe('useProductList', () => {
  it('starts from the page 1 a server render fetched, and pages on from page 2', async () => {
    const server = disposeAfterTest(makeStorefront({ ssr: true }));
    const { html, queries } = await renderToStringWithData(<Listing />, server);
    expect(html).toBe('<p>Showing 20 of 200 products</p>');

    const pages: (string | null)[] = [];
    const storefront = shop({
      initialQueries: JSON.parse(JSON.stringify(queries)),
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        pages.push(url.searchParams.get('page_no'));
        return fetch(input, init);
      },
    });
    const { result } = renderHookWithProvider(() => useProductList(), { storefront });
    expect(result.current).toMatchObject({ status: 'loaded', page: 1, totalRows: SEEDED_PRODUCTS });
    expect(result.current.items).toHaveLength(20);
    await act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(40);
    expect(pages).toEqual(['2']);
  });

  it('pages through all 200 seeded products to the end', async () => {
    const { result } = renderHookWithProvider(() => useProductList(), { storefront: shop() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current).toMatchObject({
      page: 1,
      totalRows: SEEDED_PRODUCTS,
      totalPages: 10,
      hasMore: true,
      showing: 'Showing 20 of 200 products',
    });
    expect(result.current.items[0]).toMatchObject({
      url: expect.any(String),
      price: expect.any(Number),
    });

    while (result.current.status === 'loaded') {
      await act(() => result.current.loadMore());
    }
    expect(result.current.status).toBe('end');
    expect(result.current.page).toBe(10);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.showing).toBe('Showing 200 of 200 products');
    expect(new Set(result.current.items.map((item) => item.id)).size).toBe(SEEDED_PRODUCTS);
    // At the end, loadMore does nothing.
    await act(() => result.current.loadMore());
    expect(result.current.items).toHaveLength(SEEDED_PRODUCTS);
  });

  it('reloads page 1 when a filter changes (dispatch)', async () => {
    const storefront = shop();
    const { data } = await storefront.client.catalog.categories({ per_page: -1 });
    const category = data.find((c) => (c.product_count ?? 0) > 0 && (c.product_count ?? 0) < 20);
    if (!category) throw new Error('The seed has no small category');
    const { result } = renderHookWithProvider(() => useProductList(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('loaded'));

    act(() =>
      result.current.dispatch({ type: 'set-category', value: category.product_category_name }),
    );
    expect(result.current).toMatchObject({ status: 'loading', items: [], page: 0 });
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(result.current.filters.category).toBe(category.product_category_name);
    expect(result.current.items).toHaveLength(category.product_count ?? 0);
    expect(
      result.current.items.every((item) => item.category === category.product_category_name),
    ).toBe(true);
    expect(result.current.showing).toBe(
      `Showing ${category.product_count} of ${category.product_count} products`,
    );
  });

  it("follows the caller's filters (e.g. from the URL) and ignores an unchanged copy", async () => {
    const storefront = shop();
    const { data } = await storefront.client.catalog.brands({ per_page: 1 });
    const brand = data[0]?.title ?? '';
    let filters: Partial<ListingFilters> = { inStock: true };
    const { result, rerender } = renderHookWithProvider(() => useProductList(filters), {
      storefront,
    });
    await waitFor(() => expect(result.current.status).not.toBe('loading'));
    expect(result.current.filters.inStock).toBe(true);
    expect(result.current.items.every((item) => item.inStock)).toBe(true);
    const shown = result.current.items;

    filters = { inStock: true }; // a new object with the same filters
    rerender();
    expect(result.current.items).toBe(shown);

    filters = { brand };
    rerender();
    await waitFor(() => expect(result.current.filters.brand).toBe(brand));
    await waitFor(() => expect(['loaded', 'end']).toContain(result.current.status));
    expect(result.current.filters.inStock).toBe(false);
    expect(result.current.items.length).toBeGreaterThan(0);
    expect(result.current.items.every((item) => item.brand === brand)).toBe(true);
  });

  it("a search: relevance order (no sort_by), the server's facets, and a sort that changes it", async () => {
    const sent: (string | null)[] = [];
    const storefront = shop({
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname.endsWith('/products/web/list/'))
          sent.push(url.searchParams.get('sort_by'));
        return fetch(input, init);
      },
    });
    const { result } = renderHookWithProvider(() => useProductList({ search: 'relay' }), {
      storefront,
    });
    await waitFor(() => expect(['loaded', 'end']).toContain(result.current.status));
    expect(result.current.filters.sort).toBe('relevance');
    expect(sent).toEqual([null]);
    const facets = result.current.facets;
    const brand = facets?.brand[0];
    if (!facets || !brand) throw new Error('A search for relay has no brand facets');
    const stock = facets.in_stock ?? { in_stock: 0, out_of_stock: 0 };
    expect(stock.in_stock + stock.out_of_stock).toBe(result.current.totalRows);

    act(() => result.current.dispatch({ type: 'set-brand', value: brand.value }));
    // The facets stay while the narrowed page loads, then count what is left.
    expect(result.current.facets).toBe(facets);
    await waitFor(() => expect(['loaded', 'end']).toContain(result.current.status));
    expect(result.current.totalRows).toBe(brand.count);
    expect(result.current.facets?.brand).toEqual([brand]);

    act(() => result.current.dispatch({ type: 'set-sort', value: 'price_desc' }));
    await waitFor(() => expect(['loaded', 'end']).toContain(result.current.status));
    expect(sent.at(-1)).toBe('price_desc');
    const prices = result.current.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('a listing without a search has no facets', async () => {
    const { result } = renderHookWithProvider(() => useProductList(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.filters.sort).toBe('name_asc');
    expect(result.current.facets).toBeUndefined();
  });

  it('shows a failed page and retries it', async () => {
    let fail = true;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail) throw new TypeError('Failed to fetch');
      return globalThis.fetch(input, init);
    }) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useProductList({}, { pageSize: 50 }), {
      storefront: shop({ fetch }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.failure).toMatchObject({
      kind: 'network',
      message: 'Cannot reach the shop. Check your connection and try again.',
      cause: result.current.error,
    });

    fail = false;
    await act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loaded', page: 1, totalPages: 4 });
    expect(result.current.items).toHaveLength(50);
    expect(result.current.failure).toBeUndefined();
  });

  it('aborts the page in flight on unmount', async () => {
    const requests: Request[] = [];
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        ),
      );
    }) as typeof globalThis.fetch;
    const { unmount } = renderHookWithProvider(() => useProductList(), {
      storefront: shop({ fetch }),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    unmount();
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});
