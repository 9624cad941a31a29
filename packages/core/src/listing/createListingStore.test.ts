import { describe, expect, it, vi } from 'vitest';
import type { ProductListParams } from '../schemas/catalog';
import type { Pagination } from '../schemas/common';
import {
  createListingStore,
  type ListingPage,
  type ListingStoreOptions,
} from './createListingStore';
import { DEFAULT_LISTING_FILTERS } from './listingFilters';

type Product = { id: string };

interface Call {
  params: ProductListParams;
  signal: AbortSignal;
  resolve: (page: ListingPage<Product>) => void;
  reject: (error: unknown) => void;
}

const products = (from: number, count: number): Product[] =>
  Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` }));
const meta = (page_no: number, total_rows: number, per_page = 20): Pagination => ({
  page_no,
  per_page,
  total_rows,
  total_pages: Math.ceil(total_rows / per_page),
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: Partial<ListingStoreOptions<Product>> = {}) {
  const calls: Call[] = [];
  const fetchPage = vi.fn(
    (params: ProductListParams, init: { signal: AbortSignal }) =>
      new Promise<ListingPage<Product>>((resolve, reject) => {
        calls.push({ params, signal: init.signal, resolve, reject });
      }),
  );
  const onError = vi.fn();
  const store = createListingStore<Product>({ fetchPage, onError, ...options });
  /** Answers the newest request with page `n` of a 45-product catalogue (20 per page). */
  const answer = async (n: number, total = 45) => {
    const size = Math.max(0, Math.min(20, total - (n - 1) * 20));
    calls.at(-1)?.resolve({ items: products((n - 1) * 20 + 1, size), pagination: meta(n, total) });
    await flush();
  };
  return { store, fetchPage, calls, onError, answer };
}

describe('createListingStore', () => {
  it('starts idle with the default filters merged with the initial ones', () => {
    const { store, fetchPage } = setup({ initialFilters: { brand: 'Omron' } });
    expect(store.state.value).toEqual({
      filters: { ...DEFAULT_LISTING_FILTERS, brand: 'Omron' },
      items: [],
      page: 0,
      totalRows: 0,
      totalPages: 0,
      status: 'idle',
      error: undefined,
    });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('loads page 1 with the filters as API params', async () => {
    const { store, calls, answer } = setup({ initialFilters: { category: 'Relays' } });
    const done = store.reload();
    expect(store.state.value.status).toBe('loading');
    expect(calls[0]?.params).toStrictEqual({
      page_no: 1,
      per_page: 20,
      sort_by: 'name_asc',
      category: 'Relays',
    });
    await answer(1);
    await done;
    expect(store.state.value).toMatchObject({
      status: 'loaded',
      page: 1,
      totalRows: 45,
      totalPages: 3,
    });
    expect(store.state.value.items).toEqual(products(1, 20));
  });

  it('appends pages until the last one, then reports the end', async () => {
    const { store, calls, answer, fetchPage } = setup();
    void store.reload();
    await answer(1);
    void store.loadMore();
    expect(store.state.value.status).toBe('loading-more');
    expect(store.state.value.items).toHaveLength(20);
    expect(calls[1]?.params.page_no).toBe(2);
    await answer(2);
    expect(store.state.value).toMatchObject({ status: 'loaded', page: 2 });
    void store.loadMore();
    await answer(3);
    expect(store.state.value).toMatchObject({ status: 'end', page: 3, totalRows: 45 });
    expect(store.state.value.items).toEqual(products(1, 45));
    await store.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('loadMore while loading is a no-op', async () => {
    const { store, answer, fetchPage } = setup();
    void store.loadMore(); // idle
    expect(fetchPage).not.toHaveBeenCalled();
    void store.reload();
    void store.loadMore(); // loading
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await answer(1);
    for (let i = 0; i < 10; i++) void store.loadMore(); // a burst of scroll events
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(store.state.value.status).toBe('loading-more');
  });

  it('changing a filter clears the products and reloads page 1', async () => {
    const { store, calls, answer } = setup();
    void store.reload();
    await answer(1);
    const seen: string[] = [];
    const stop = store.state.subscribe((s) =>
      seen.push(`${s.status}:${s.items.length}:${s.filters.brand}`),
    );
    store.dispatch({ type: 'set-brand', value: 'Omron' });
    stop();
    // One notification: new filters together with the cleared, loading list.
    expect(seen).toEqual(['loaded:20:', 'loading:0:Omron']);
    expect(store.state.value).toMatchObject({
      items: [],
      page: 0,
      totalRows: 0,
      status: 'loading',
    });
    expect(calls[1]?.params).toMatchObject({ page_no: 1, brand: 'Omron' });
  });

  it('a dispatch that does not change the filters does not reload', async () => {
    const { store, answer, fetchPage } = setup({ initialFilters: { brand: 'Omron' } });
    void store.reload();
    await answer(1);
    store.dispatch({ type: 'from-url', query: '?brand=Omron' });
    store.dispatch({ type: 'set-brand', value: 'Omron' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(store.state.value.status).toBe('loaded');
  });

  it('drops and aborts a page that was in flight when the filters changed', async () => {
    const { store, calls, answer } = setup();
    void store.reload();
    await answer(1);
    void store.loadMore();
    const stale = calls[1];
    store.dispatch({ type: 'set-category', value: 'Sensors' });
    expect(stale?.signal.aborted).toBe(true);
    stale?.resolve({ items: products(100, 20), pagination: meta(2, 45) });
    await flush();
    expect(store.state.value).toMatchObject({ status: 'loading', items: [] });
    await answer(1, 5);
    expect(store.state.value).toMatchObject({ status: 'end', totalRows: 5, page: 1 });
    expect(store.state.value.items).toEqual(products(1, 5));
  });

  it('drops a stale first page answered after a newer one', async () => {
    const { store, calls, onError } = setup();
    void store.reload();
    store.dispatch({ type: 'set-in-stock', value: true });
    const [first, second] = calls;
    second?.resolve({ items: products(1, 2), pagination: meta(1, 2) });
    await flush();
    first?.resolve({ items: products(50, 20), pagination: meta(1, 45) });
    await flush();
    first?.reject(new Error('late'));
    expect(store.state.value.items).toEqual(products(1, 2));
    expect(second?.params.in_stock).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a failed first page empties the list; retry loads page 1 again', async () => {
    const { store, calls, answer, onError } = setup();
    void store.reload();
    await answer(1);
    store.dispatch({ type: 'set-brand', value: 'Omron' });
    const error = new Error('Network Error: down');
    calls[1]?.reject(error);
    await flush();
    expect(store.state.value).toMatchObject({ status: 'error', items: [], page: 0, error });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    void store.loadMore();
    expect(calls).toHaveLength(2);
    void store.retry();
    expect(calls[2]?.params).toMatchObject({ page_no: 1, brand: 'Omron' });
    await answer(1);
    expect(store.state.value).toMatchObject({ status: 'loaded', error: undefined });
  });

  it('a failed later page keeps what is loaded and can be retried', async () => {
    const { store, calls, answer } = setup();
    void store.reload();
    await answer(1);
    void store.loadMore();
    calls[1]?.reject(new Error('boom'));
    await flush();
    expect(store.state.value).toMatchObject({ status: 'error', page: 1, totalRows: 45 });
    expect(store.state.value.items).toEqual(products(1, 20));
    void store.loadMore(); // scrolling does not hammer a failing server
    expect(calls).toHaveLength(2);
    void store.retry();
    expect(store.state.value.status).toBe('loading-more');
    expect(calls[2]?.params.page_no).toBe(2);
    await answer(2);
    expect(store.state.value).toMatchObject({ status: 'loaded', page: 2 });
    expect(store.state.value.items).toEqual(products(1, 40));
  });

  it('retry does nothing unless the last request failed', async () => {
    const { store, fetchPage } = setup();
    await store.retry();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('without pagination, a short page is the last one', async () => {
    const { store, calls } = setup({ pageSize: 2 });
    void store.reload();
    expect(calls[0]?.params).toMatchObject({ page_no: 1, per_page: 2 });
    calls[0]?.resolve({ items: products(1, 2) });
    await flush();
    expect(store.state.value).toMatchObject({ status: 'loaded', totalRows: 2, totalPages: 2 });
    void store.loadMore();
    calls[1]?.resolve({ items: products(3, 1) });
    await flush();
    expect(store.state.value).toMatchObject({
      status: 'end',
      totalRows: 3,
      totalPages: 2,
      page: 2,
    });
  });

  it('an empty page ends the list even if the pagination says otherwise', async () => {
    const { store, calls } = setup();
    void store.reload();
    calls[0]?.resolve({ items: [], pagination: meta(1, 45) });
    await flush();
    expect(store.state.value).toMatchObject({ status: 'end', items: [] });
  });

  it('clear-all restores the defaults and reloads', async () => {
    const { store, calls, answer } = setup({ initialFilters: { brand: 'Omron', inStock: true } });
    void store.reload();
    await answer(1);
    store.dispatch({ type: 'clear-all' });
    expect(store.state.value.filters).toEqual(DEFAULT_LISTING_FILTERS);
    expect(calls[1]?.params).toStrictEqual({ page_no: 1, per_page: 20, sort_by: 'name_asc' });
  });

  it('dispose aborts the request in flight and drops its answer', async () => {
    const { store, calls } = setup();
    void store.reload();
    store.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve({ items: products(1, 3) });
    await flush();
    expect(store.state.value.items).toEqual([]);
  });

  it('starts loaded from an initial page (a server render), then pages on from page 2', async () => {
    const { store, fetchPage, answer } = setup({
      initialFilters: { category: 'Sensors' },
      initialPage: { items: products(1, 20), pagination: meta(1, 45) },
    });
    expect(store.state.value).toMatchObject({
      status: 'loaded',
      page: 1,
      totalRows: 45,
      totalPages: 3,
      filters: { ...DEFAULT_LISTING_FILTERS, category: 'Sensors' },
    });
    expect(store.state.value.items).toHaveLength(20);
    expect(fetchPage).not.toHaveBeenCalled();
    void store.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ page_no: 2 });
    await answer(2);
    expect(store.state.value.items.map((p) => p.id).slice(19, 21)).toEqual(['p20', 'p21']);
  });

  it('an initial last page starts at the end', () => {
    const { store } = setup({ initialPage: { items: products(1, 3), pagination: meta(1, 3) } });
    expect(store.state.value).toMatchObject({ status: 'end', page: 1, totalRows: 3 });
  });

  it('works without onError', async () => {
    const store = createListingStore<Product>({ fetchPage: () => Promise.reject(new Error('x')) });
    await store.reload();
    expect(store.state.value.status).toBe('error');
  });

  it('a search starts sorted by relevance: no sort_by is sent', () => {
    const { store, calls } = setup({ initialFilters: { search: 'relay' } });
    expect(store.state.value.filters.sort).toBe('relevance');
    void store.reload();
    expect(calls[0]?.params).toStrictEqual({ page_no: 1, per_page: 20, search: 'relay' });
    store.dispatch({ type: 'set-sort', value: 'price_asc' });
    expect(calls[1]?.params.sort_by).toBe('price_asc');
  });

  it("holds page 1's facets, keeps them while new filters load, and drops them on failure", async () => {
    const facets = {
      brand: [{ value: 'Omron', count: 2 }],
      category: [],
      in_stock: { in_stock: 2, out_of_stock: 0 },
      price: [{ min: 1000, max: 4999.99, count: 2 }],
    };
    const { store, calls } = setup({ initialFilters: { search: 'relay' } });
    expect(store.state.value.facets).toBeUndefined();
    void store.reload();
    calls[0]?.resolve({ items: products(1, 20), pagination: meta(1, 45), facets });
    await flush();
    expect(store.state.value.facets).toEqual(facets);
    // A later page without facets keeps page 1's.
    void store.loadMore();
    calls[1]?.resolve({ items: products(21, 20), pagination: meta(2, 45) });
    await flush();
    expect(store.state.value.facets).toEqual(facets);
    store.dispatch({ type: 'set-brand', value: 'Omron' });
    expect(store.state.value).toMatchObject({ status: 'loading', items: [], facets });
    const narrowed = { ...facets, price: [] };
    calls[2]?.resolve({ items: products(1, 2), pagination: meta(1, 2), facets: narrowed });
    await flush();
    expect(store.state.value.facets).toEqual(narrowed);
    store.dispatch({ type: 'set-in-stock', value: true });
    calls[3]?.reject(new Error('down'));
    await flush();
    expect(store.state.value).toMatchObject({ status: 'error', facets: undefined });
  });

  it('starts with the facets of an initial page', () => {
    const facets = { brand: [], category: [], in_stock: undefined, price: [] };
    const { store } = setup({
      initialFilters: { search: 'relay' },
      initialPage: { items: products(1, 3), pagination: meta(1, 3), facets },
    });
    expect(store.state.value.facets).toBe(facets);
  });
});
