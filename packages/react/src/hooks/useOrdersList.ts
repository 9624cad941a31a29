import { useSignals } from '@preact/signals-react/runtime';
import {
  createOrdersListController,
  type OrdersListController,
  type OrdersListFilters,
  type OrdersListNavigation,
  type OrdersListState,
} from '@storefront-kit/core';
import { useEffect, useRef } from 'react';
import { useOwnedController } from './useOwnedController';

export interface UseOrdersListOptions {
  /** The filters the URL holds now (`ordersListFromParams(searchParams)`). */
  readonly filters: OrdersListFilters;
  /** Writes changed filters to the URL (`withOrdersListParams`); the latest one is called. */
  readonly onNavigate: (filters: OrdersListFilters, navigation: OrdersListNavigation) => void;
  /** @default SEARCH_DEBOUNCE_MS (300) */
  readonly debounceMs?: number;
}

export interface UseOrdersListResult
  extends OrdersListState,
    Omit<OrdersListController, 'state' | 'sync' | 'dispose'> {}

/**
 * My Orders' search box, filters and pager over filters that live in the URL (core's
 * `createOrdersListController`): the search follows 300 ms after the last key, any change but
 * the page's own goes back to page 1, and filters changed by Back or a link are adopted. Pass
 * `query` to `useOrders`.
 *
 * @example
 * const [params, setParams] = useSearchParams();
 * const list = useOrdersList({
 *   filters: ordersListFromParams(params),
 *   onNavigate: (filters, { replace }) =>
 *     setParams(withOrdersListParams(new URLSearchParams(location.search), filters), { replace }),
 * });
 * const orders = useOrders(list.query);
 * <input value={list.text} onChange={(e) => list.type(e.currentTarget.value)} />
 */
export function useOrdersList(options: UseOrdersListOptions): UseOrdersListResult {
  useSignals();
  const latest = useRef(options);
  latest.current = options;
  const controller = useOwnedController(() =>
    createOrdersListController({
      filters: options.filters,
      debounceMs: options.debounceMs,
      onNavigate: (filters, navigation) => latest.current.onNavigate(filters, navigation),
    }),
  );
  const { page, search, status, payment, from, to } = options.filters;
  useEffect(() => {
    controller.sync({ page, search, status, payment, from, to });
  }, [controller, page, search, status, payment, from, to]);
  const { state, sync: _sync, dispose: _dispose, ...actions } = controller;
  return { ...state.value, ...actions };
}
