import { useSignals } from '@preact/signals-react/runtime';
import {
  hashQueryKey,
  type QueryFetchContext,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@storefront-kit/core';
import { useEffect, useMemo } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/** Rules of a query: `enabled`, `staleTime`, `gcTime`, `userScoped`, `errorMessage`. */
export type UseQueryOptions<T> = Omit<QueryOptions<T>, 'key' | 'fetcher'>;

/**
 * A query's state (`status`, `data`, `error`, `updatedAt`, `invalidated`) and `refetch`.
 * `data` is typed by the status: present on `success` and `refreshing`, maybe on `error`.
 */
export type UseQueryResult<T> = QueryState<T> & {
  /** Fetches again now (a Try Again button), joining a fetch in flight. */
  readonly refetch: () => Promise<QueryState<T>>;
};

/**
 * Binds one query of the storefront's cache (`storefront.queries`) to a component: observes
 * it while mounted, re-renders on its changes, and leaves it on unmount (the fetch is aborted
 * when nobody else watches it). All the caching rules live in core's `createQueryCache`.
 *
 * @param key Identifies the data; a new key (another id, another page) is another query.
 * @param fetcher Loads the data; pass `signal` on to the client.
 * @example
 * const { status, data, error, refetch } = useQuery(
 *   ['product', id],
 *   ({ signal }) => client.catalog.product(id, { signal }).then((answer) => answer.data),
 *   { staleTime: 60_000, errorMessage: 'Failed to load product' },
 * );
 */
export function useQuery<T>(
  key: QueryKey,
  fetcher: (context: QueryFetchContext) => Promise<T>,
  options: UseQueryOptions<T> = {},
): UseQueryResult<T> {
  useSignals();
  const { queries } = useStorefront();
  const hash = hashQueryKey(key);
  // One observer per key; the hash stands for the key, whose array is new on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash is the key's identity
  const observer = useMemo(() => queries.observe<T>({ ...options, key, fetcher }), [queries, hash]);
  // The latest fetcher and rules (e.g. `enabled` turning true), before subscribing.
  useEffect(() => {
    observer.setOptions({ ...options, fetcher });
  });
  useEffect(() => observer.subscribe(), [observer]);
  const state = observer.state.value;
  return useMemo(() => ({ ...state, refetch: observer.refetch }), [state, observer]);
}
