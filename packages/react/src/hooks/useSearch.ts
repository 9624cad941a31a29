import { useSignals } from '@preact/signals-react/runtime';
import {
  createSearchController,
  type SearchController,
  type SearchControllerOptions,
  type SearchState,
  type StorefrontClient,
  type Suggestion,
} from '@storefront-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

type SearchFunction<T> = SearchControllerOptions<T>['search'];

const searchCatalog =
  (client: StorefrontClient): SearchFunction<Suggestion> =>
  (query, { limit, signal }) =>
    client.catalog.search({ search: query, limit }, { signal });

/**
 * Options of {@link useSearch}: those of core's `createSearchController`. `limit` and `mobile`
 * may change between renders; the others are read once, except the callbacks, which are
 * always the latest.
 */
export interface UseSearchOptions<T = Suggestion>
  extends Omit<SearchControllerOptions<T>, 'search'> {
  /**
   * Fetches suggestions. Without it, the storefront's `GET /products/search-autocomplete`.
   * @default (q, { limit, signal }) => client.catalog.search({ search: q, limit }, { signal })
   */
  search?: SearchFunction<T>;
}

/** The search box's state (re-rendering on change), its commands and its prop getters. */
export interface UseSearchResult<T = Suggestion>
  extends SearchState<T>,
    Omit<SearchController<T>, 'state' | 'dispose'> {}

/**
 * Binds core's live search (300 ms debounce, 2 characters, stale answers dropped, close 200 ms
 * after blur, ARIA combobox prop getters) to a component. The controller is created once and
 * disposed on unmount.
 *
 * @example
 * const search = useSearch({ onSubmit: (q) => navigate(`/search?q=${encodeURIComponent(q)}`) });
 * <input {...search.getInputProps()} />
 */
export function useSearch(options?: UseSearchOptions<Suggestion>): UseSearchResult<Suggestion>;
export function useSearch<T>(
  options: UseSearchOptions<T> & Pick<SearchControllerOptions<T>, 'search'>,
): UseSearchResult<T>;
export function useSearch<T>(options: UseSearchOptions<T> = {}): UseSearchResult<T> {
  useSignals();
  const { client } = useStorefront();
  const latest = useRef(options);
  latest.current = options;
  const [controller] = useState(() =>
    createSearchController<T>({
      ...options,
      // The overloads allow no `search` only when T is Suggestion.
      search: options.search ?? (searchCatalog(client) as unknown as SearchFunction<T>),
      onSelect: (item) => latest.current.onSelect?.(item),
      onSubmit: (query) => latest.current.onSubmit?.(query),
      onError: (error) => latest.current.onError?.(error),
    }),
  );
  const { limit, mobile = false } = options;
  useEffect(() => {
    if (limit !== undefined) controller.setLimit(limit);
  }, [controller, limit]);
  useEffect(() => {
    controller.setMobile(mobile);
  }, [controller, mobile]);
  useEffect(() => () => controller.dispose(), [controller]);

  const { state, dispose: _dispose, ...commands } = controller;
  return { ...state.value, ...commands };
}
