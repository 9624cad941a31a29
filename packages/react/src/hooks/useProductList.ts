import { useSignals } from '@preact/signals-react/runtime';
import {
  createListingStore,
  formatShowingProducts,
  LISTING_PAGE_SIZE,
  type ListingFilters,
  type ListingFiltersAction,
  type ListingPage,
  type ListingState,
  PRODUCT_STALE_TIME_MS,
  type ProductListParams,
  type ProductView,
  type QueryError,
  queryKeys,
  serializeListingQuery,
  toProductListParams,
  toProductView,
  toQueryError,
  withListingDefaults,
} from '@storefront-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/** The product listing's state and actions. */
export interface UseProductListResult extends ListingState<ProductView> {
  /** More pages to load (`loadMore` would fetch one): the listing is not at its end. */
  readonly hasMore: boolean;
  /** 'Showing X of Y products'. */
  readonly showing: string;
  /** When `status` is `'error'`: the failure's kind and user-facing message (cause: `error`). */
  readonly failure: QueryError | undefined;
  /** Changes the filters (any real change clears the products and reloads page 1). */
  dispatch(action: ListingFiltersAction): void;
  /** Appends the next page; a no-op while loading, at the end or after an error. */
  loadMore(): Promise<void>;
  /** After an error: loads the failed page again. */
  retry(): Promise<void>;
  /** Loads page 1 again with the current filters. */
  reload(): Promise<void>;
}

/** Options of {@link useProductList}. */
export interface UseProductListOptions {
  /** Products per page. @default 20 */
  pageSize?: number;
}

/**
 * The product listing (/products) and search results (/search), bound to core's
 * `createListingStore`: filters, paged products as views, infinite-scroll loading, and a
 * search's `facets` (brand, category, stock and price-band counts). `filters` (e.g. parsed from
 * the URL) are followed: when they change, the listing switches to them and reloads page 1;
 * `dispatch` changes them from the filter panel. A search without a `sort` is in relevance
 * order (`sort: 'relevance'`, no `sort_by` sent).
 *
 * @example
 * const listing = useProductList(parseListingQuery(location.search));
 * listing.dispatch({ type: 'set-in-stock', value: true });
 * const search = useProductList({ search: 'g9se 201' }); // search.filters.sort === 'relevance'
 * search.facets?.brand.map((b) => `${b.value} (${b.count})`);
 * <button onClick={listing.loadMore} disabled={!listing.hasMore}>Load More Products</button>
 */
export function useProductList(
  filters: Partial<ListingFilters> = {},
  options: UseProductListOptions = {},
): UseProductListResult {
  useSignals();
  const { client, messages, queries } = useStorefront();
  // The filters as a URL query: the listing follows a change of the caller's filters.
  const query = serializeListingQuery(withListingDefaults(filters));
  const [store] = useState(() => {
    const fetchPage = (params: ProductListParams, { signal }: { signal: AbortSignal }) =>
      client.catalog.products(params, { signal }).then(
        (answer): ListingPage<ProductView> => ({
          items: answer.data.map((product) => toProductView(product, { messages })),
          pagination: answer.meta.pagination,
          facets: answer.facets,
        }),
      );
    // Page 1 is also a query of the shared cache: a server render fetches it there (the cache
    // collects what a render observes) and carries it to the page, whose listing starts with it.
    const firstPage = queryKeys.productListFirstPage(query);
    const cached = queries.getState<ListingPage<ProductView>>(firstPage);
    if (!cached) {
      queries.observe({
        key: firstPage,
        fetcher: ({ signal }) =>
          fetchPage(
            toProductListParams(
              withListingDefaults(filters),
              1,
              options.pageSize ?? LISTING_PAGE_SIZE,
            ),
            { signal },
          ),
      });
    }
    const fresh =
      cached?.status === 'success' && Date.now() - cached.updatedAt < PRODUCT_STALE_TIME_MS;
    return createListingStore<ProductView>({
      pageSize: options.pageSize,
      initialFilters: filters,
      initialPage: fresh ? cached.data : undefined,
      fetchPage,
    });
  });
  const followed = useRef(query);
  useEffect(() => {
    if (followed.current === query) return;
    followed.current = query;
    store.dispatch({ type: 'from-url', query });
  }, [store, query]);
  useEffect(() => {
    // Started from a server-rendered page 1: nothing to load until the shopper moves on.
    if (store.state.peek().status === 'idle') void store.reload();
    return () => store.dispose();
  }, [store]);
  const state = store.state.value;
  return useMemo(
    () => ({
      ...state,
      hasMore: state.status === 'loaded' || state.status === 'loading-more',
      showing: formatShowingProducts(state.items.length, state.totalRows, messages),
      failure: state.status === 'error' ? toQueryError(state.error, { messages }) : undefined,
      dispatch: store.dispatch,
      loadMore: store.loadMore,
      retry: store.retry,
      reload: store.reload,
    }),
    [state, store, messages],
  );
}
