import {
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderListParams,
  paginationWindow,
  queryKeys,
  type ShowingRange,
  showingRange,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/** Which page of My Orders, and its filters (decisions.md: the Filters button works). */
export interface UseOrdersParams {
  /** 1-based. @default 1 */
  page?: number;
  /** Free text; trimmed, and left out when empty. */
  search?: string;
  /** An order status (`ORDER_STATUSES`). */
  status?: string;
  /** A payment status (`PAYMENT_STATUSES`). */
  payment_status?: string;
  /** ISO date (YYYY-MM-DD), inclusive. */
  date_from?: string;
  /** ISO date (YYYY-MM-DD), inclusive. */
  date_to?: string;
}

/** One page of My Orders, with what its pager shows. */
export interface OrdersPage {
  readonly orders: readonly Order[];
  /** Orders matching the filters, on every page. */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** The numbers of 'Showing X to Y of Z orders'. */
  readonly range: ShowingRange;
  /** The page buttons: a sliding window of at most 5 (shown only when `pageCount` > 1). */
  readonly pages: readonly number[];
}

/**
 * The signed-in customer's orders, 20 per page (spec 2, Orders list). User-scoped: another
 * user's sign-in never sees them. An empty page reads 'No orders found' with a search and
 * 'No orders yet' without.
 *
 * @example
 * const orders = useOrders({ page, search });
 * orders.data && t('orders.showing', orders.data.range);
 */
export function useOrders(params: UseOrdersParams = {}): UseQueryResult<OrdersPage> {
  const { client } = useStorefront();
  const { page = 1, search, ...filters } = params;
  const query: OrderListParams = {
    ...filters,
    page_no: page,
    per_page: ORDERS_PAGE_SIZE,
    search: search?.trim() || undefined,
  };
  return useQuery(
    queryKeys.orderList(query),
    ({ signal }) =>
      client.orders.list(query, { signal }).then((answer): OrdersPage => {
        const pageCount = Math.ceil(answer.total_count / ORDERS_PAGE_SIZE);
        return {
          orders: answer.data,
          total: answer.total_count,
          page,
          pageCount,
          range: showingRange(page, ORDERS_PAGE_SIZE, answer.total_count),
          pages: paginationWindow(page, pageCount),
        };
      }),
    { userScoped: true },
  );
}
