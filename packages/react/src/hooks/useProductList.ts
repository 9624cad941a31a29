import { useSignals } from '@preact/signals-react/runtime';
import {
  createListingStore,
  DEFAULT_LISTING_FILTERS,
  formatShowingProducts,
  type ListingFilters,
  type ListingFiltersAction,
  type ListingState,
  type ProductView,
  type QueryError,
  serializeListingQuery,
  toProductView,
  toQueryError,
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
 * The product listing (/products), bound to core's `createListingStore`: filters, paged
 * products as views, infinite-scroll loading. `filters` (e.g. parsed from the URL) are
 * followed: when they change, the listing switches to them and reloads page 1; `dispatch`
 * changes them from the filter panel.
 *
 * @example
 * const listing = useProductList(parseListingQuery(location.search));
 * listing.dispatch({ type: 'set-in-stock', value: true });
 * <button onClick={listing.loadMore} disabled={!listing.hasMore}>Load More Products</button>
 */
export function useProductList(
  filters: Partial<ListingFilters> = {},
  options: UseProductListOptions = {},
): UseProductListResult {
  useSignals();
  const { client, messages } = useStorefront();
  const [store] = useState(() =>
    createListingStore<ProductView>({
      pageSize: options.pageSize,
      initialFilters: filters,
      fetchPage: (params, { signal }) =>
        client.catalog.products(params, { signal }).then((answer) => ({
          items: answer.data.map((product) => toProductView(product, { messages })),
          pagination: answer.meta.pagination,
        })),
    }),
  );
  // The filters as a URL query: the listing follows a change of the caller's filters.
  const query = serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, ...filters });
  const followed = useRef(query);
  useEffect(() => {
    if (followed.current === query) return;
    followed.current = query;
    store.dispatch({ type: 'from-url', query });
  }, [store, query]);
  useEffect(() => {
    void store.reload();
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
