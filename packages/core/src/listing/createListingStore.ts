import { batch, type ReadonlySignal, signal } from '@preact/signals-core';
import { LISTING_PAGE_SIZE } from '../constants';
import type { ProductListParams, SearchFacets } from '../schemas/catalog';
import type { Pagination } from '../schemas/common';
import { createLatestRequest } from '../search/createLatestRequest';
import { type ListingFilters, withListingDefaults } from './listingFilters';
import { type ListingFiltersAction, listingFiltersReducer } from './listingFiltersReducer';
import { serializeListingQuery } from './listingQuery';
import {
  initialListingState,
  type ListingAction,
  type ListingState,
  listingReducer,
} from './listingReducer';
import { toProductListParams } from './toProductListParams';

/** One page as `fetchPage` returns it. */
export interface ListingPage<T> {
  items: readonly T[];
  /** Without it, a page shorter than the page size is taken as the last. */
  pagination?: Pagination | undefined;
  /** A search's facet counts (`answer.facets`), as page 1 brings them. */
  facets?: SearchFacets | undefined;
}

/** Options of {@link createListingStore}. */
export interface ListingStoreOptions<T> {
  /**
   * Loads one page. Must honour `signal`; a stale page is dropped anyway.
   * @example
   * fetchPage: (params, { signal }) =>
   *   client.catalog.products(params, { signal })
   *     .then((a) => ({ items: a.data, pagination: a.meta.pagination, facets: a.facets }))
   */
  fetchPage: (params: ProductListParams, init: { signal: AbortSignal }) => Promise<ListingPage<T>>;
  /** Products per page. @default 20 */
  pageSize?: number;
  /**
   * Filters to start from (e.g. `parseListingQuery(location.search)`); the rest are defaults
   * (`withListingDefaults`: a search without a sort sorts by relevance).
   */
  initialFilters?: Partial<ListingFilters>;
  /** Called with every failed page (the spec only logs them). */
  onError?: (error: unknown) => void;
  /**
   * Page 1 of `initialFilters`, already fetched (e.g. by a server render): the store starts
   * with it shown, and needs no `reload()`.
   */
  initialPage?: ListingPage<T>;
}

/** The product listing: filters, paged products and infinite-scroll loading. */
export interface ListingStore<T> {
  readonly state: ReadonlySignal<ListingState<T>>;
  /**
   * Changes the filters. Any real change (by canonical URL query) clears the products and
   * reloads page 1; a change to the same filters (e.g. echoing back the URL) does nothing.
   */
  dispatch(action: ListingFiltersAction): void;
  /** (Re)loads page 1 with the current filters. Call once to load the first page. */
  reload(): Promise<void>;
  /**
   * Appends the next page. Only from `'loaded'`: a no-op while loading, at the end or after an
   * error, so scroll events may call it freely.
   */
  loadMore(): Promise<void>;
  /** After an error: retries the failed page (page 1, or the next page keeping what is shown). */
  retry(): Promise<void>;
  /** Aborts the request in flight. */
  dispose(): void;
}

/**
 * Creates the listing store of the spec: changing any filter clears the products and reloads
 * page 1; scrolling appends the next page until the last; a page answered after the filters
 * changed is dropped; a failed first page empties the list, a failed later page keeps it.
 *
 * @example
 * const listing = createListingStore({ fetchPage, initialFilters: parseListingQuery(location.search) });
 * listing.reload();
 * listing.dispatch({ type: 'set-category', value: 'Proximity Sensors' });
 */
export function createListingStore<T>(options: ListingStoreOptions<T>): ListingStore<T> {
  const { fetchPage, pageSize = LISTING_PAGE_SIZE, onError } = options;
  const state = signal(initialListingState<T>(withListingDefaults(options.initialFilters)));
  const latest = createLatestRequest();
  const dispatch = (action: ListingAction<T>) => {
    state.value = listingReducer(state.peek(), action);
  };
  if (options.initialPage) {
    const { items, pagination, facets } = options.initialPage;
    dispatch({ type: 'success', page: 1, items, pagination, pageSize, facets });
  }

  const request = async (page: number) => {
    const { signal: abortSignal, isLatest } = latest.next();
    dispatch({ type: 'request', page });
    try {
      const answer = await fetchPage(toProductListParams(state.peek().filters, page, pageSize), {
        signal: abortSignal,
      });
      if (isLatest()) {
        dispatch({
          type: 'success',
          page,
          items: answer.items,
          pagination: answer.pagination,
          pageSize,
          facets: answer.facets,
        });
      }
    } catch (error) {
      if (!isLatest()) return;
      dispatch({ type: 'failure', page, error });
      onError?.(error);
    }
  };

  return {
    state,
    dispatch: (action) => {
      const previous = state.peek().filters;
      const filters = listingFiltersReducer(previous, action);
      if (serializeListingQuery(filters) === serializeListingQuery(previous)) return;
      // One notification: the new filters arrive together with the cleared, loading list.
      batch(() => {
        dispatch({ type: 'filters', filters });
        void request(1);
      });
    },
    reload: () => request(1),
    loadMore: async () => {
      const { status, page } = state.peek();
      if (status === 'loaded') await request(page + 1);
    },
    retry: async () => {
      const { status, page } = state.peek();
      if (status === 'error') await request(page + 1);
    },
    dispose: () => latest.abort(),
  };
}
